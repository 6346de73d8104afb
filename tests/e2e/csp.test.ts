// The pages work under their Content-Security-Policy: no violation reported by Chromium
// while loading, hydrating, navigating and switching the theme.
import { describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { isCspViolation, it } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("under the Content-Security-Policy", () => {
  it.for(["/en", "/", "/en/lib", "/en/lib?q=ryzen", "/en/cpu/intel/core-i9-14900k", "/cpu/amd/ryzen-7-7800x3d?ref=x"])(
    "%s loads and hydrates without a violation",
    async (path, { page, pageConsole }) => {
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
      expect([...pageConsole.errors, ...pageConsole.warnings].filter(isCspViolation)).toEqual([]);
    },
  );
});
