// The methodology page in Chromium: readable at 1280 and 390 px in both languages (nothing
// past the page's edge, no table cut), and reached from the footer by a client navigation.
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("the methodology page", () => {
  for (const locale of ["zh", "en"] as const) {
    it(`${locale}: fits 1280 and 390 px, its tables neither cut nor scrolled sideways`, async ({ openPage }) => {
      const page = await openPage({ locale: locale === "en" ? "en-US" : "zh-CN" });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}${locale === "en" ? "/en" : ""}/about`);
        const fit = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          view: window.innerWidth,
          boxes: [...document.querySelectorAll<HTMLElement>(".table-scroll")].filter(
            (b) => b.scrollWidth > b.clientWidth + 1,
          ).length,
          cut: [...document.querySelectorAll<HTMLElement>(".about-table td, .about-table th")]
            .filter((c) => c.getBoundingClientRect().width > 0 && c.scrollWidth > c.clientWidth + 1)
            .map((c) => c.textContent),
        }));
        expect(fit.page, `${locale} ${width}`).toBeLessThanOrEqual(fit.view);
        expect(fit.boxes, `${locale} ${width}`).toBe(0);
        expect(fit.cut, `${locale} ${width}`).toEqual([]);
      }
    });
  }

  it("the footer leads to it as a client navigation", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "About Us: sources and methods" }).click();
    await page.waitForURL(/\/en\/about$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("About Us: sources and methods");
    expect(await isSameDocument(page)).toBe(true);
  });
});
