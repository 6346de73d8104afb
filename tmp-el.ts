import { chromium } from "playwright-core";
const [base, path, out, w, scheme, selector] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const ctx = await browser.newContext({ locale: "zh-CN", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36", viewport: { width: Number(w), height: 900 }, colorScheme: scheme as "dark" });
const page = await ctx.newPage();
await page.goto(`${base}${path}`);
await page.waitForTimeout(2500);
await page.locator(selector!).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(1500); await page.locator(selector!).first().screenshot({ path: out });
await browser.close();
