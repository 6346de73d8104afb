import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./tests/support/browser";
import { BROWSER_UA } from "./tests/support/http";
const base = process.env.BASE!;
const out = "/work/screens/search";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
for (const locale of ["zh", "en"] as const) {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ userAgent: BROWSER_UA, colorScheme: scheme, viewport: { width, height: width > 500 ? 900 : 844 }, locale: locale === "zh" ? "zh-CN" : "en-US", isMobile: width < 500, hasTouch: width < 500 });
      const page = await context.newPage();
      const prefix = locale === "en" ? "/en" : "";
      const tag = `${locale}-${scheme}-${width}`;
      await page.goto(`${base}${prefix}/lib?q=ryzen+5+7650x`);
      await page.waitForFunction(() => !!(window as unknown as { __cpuAtlasPreloads?: unknown }).__cpuAtlasPreloads);
      await page.locator(".empty-result").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/lib-did-you-mean-${tag}.png` });
      await page.goto(`${base}${prefix}/lib?q=ryzn+5+7600`);
      await page.locator(".spelling-notice").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/lib-searched-for-${tag}.png` });
      await page.goto(`${base}${prefix}/`);
      await page.waitForFunction(() => !!(window as unknown as { __cpuAtlasPreloads?: unknown }).__cpuAtlasPreloads);
      const box = page.locator("#home-search");
      await box.click();
      await box.pressSequentially("i7 14700k", { delay: 15 });
      await page.waitForFunction(() => /14700K/.test(document.querySelector("#home-search-hint")?.textContent ?? ""));
      await page.locator(".home-search").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/home-hint-${tag}.png` });
      await context.close();
    }
  }
}
await browser.close();
