// The methodology page in Chromium: readable at 1280 and 390 px in both languages (nothing
// past the page's edge, no table cut), and reached from the footer by a client navigation.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isSameDocument, launchBrowser, markDocument, newPage, waitForHydration } from "../support/browser";

let browser: Browser;
const base = () => inject("baseUrl");
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the methodology page", () => {
  for (const locale of ["zh", "en"] as const) {
    it(`${locale}: fits 1280 and 390 px, its tables neither cut nor scrolled sideways`, async () => {
      const { context, page } = await newPage(browser, { locale: locale === "en" ? "en-US" : "zh-CN" });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base()}${locale === "en" ? "/en" : ""}/about`);
        const fit = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          view: window.innerWidth,
          boxes: [...document.querySelectorAll<HTMLElement>(".table-scroll")].filter((b) => b.scrollWidth > b.clientWidth + 1).length,
          cut: [...document.querySelectorAll<HTMLElement>(".about-table td, .about-table th")].filter((c) => c.getBoundingClientRect().width > 0 && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        }));
        expect(fit.page, `${locale} ${width}`).toBeLessThanOrEqual(fit.view);
        expect(fit.boxes, `${locale} ${width}`).toBe(0);
        expect(fit.cut, `${locale} ${width}`).toEqual([]);
      }
      await context.close();
    });
  }

  it("the footer leads to it as a client navigation", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await page.goto(`${base()}/en/lib`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "About Us: sources and methods" }).click();
    await page.waitForURL(/\/en\/about$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("About Us: sources and methods");
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });
});
