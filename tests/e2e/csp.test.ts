// The pages work under their Content-Security-Policy: no violation reported by Chromium
// while loading, hydrating, navigating and switching the theme.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../support/browser";
import { baseUrl } from "../support/http";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("under the Content-Security-Policy", () => {
  it.each(["/en", "/", "/en/lib", "/en/lib?q=ryzen", "/en/cpu/intel/core-i9-14900k", "/cpu/amd/ryzen-7-7800x3d?ref=x"])("%s loads and hydrates without a violation", async (path) => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    expect(res?.headers()["content-security-policy"]).toBeTruthy();
    await waitForHydration(page);
    const themeButton = page.locator("button[data-theme-choice], .theme-switch button").first();
    if (await themeButton.count()) await themeButton.click();
    const link = page.locator("main a[href*='/cpu/']").first();
    if (await link.count()) {
      await link.click();
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
