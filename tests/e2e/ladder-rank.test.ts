// Where a processor stands, in Chromium (issue 24): the detail page's rank opens the ladder on
// that processor at that rank; the ladder pages on by client navigation; low-confidence
// caveats are words visible on the page (a phone cannot hover), in zh and en, 1280 and 390 px.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

const CASES = [
  {
    locale: "zh",
    prefix: "",
    open: "在天梯图中查看",
    next: /^后 30 名/,
    places: /显示第 \d+–\d+ 名/,
    caveat: /低置信度：/,
  },
  {
    locale: "en",
    prefix: "/en",
    open: "See it on the ladder",
    next: /^Next 30/,
    places: /Places \d+–\d+ of/,
    caveat: /low confidence: /,
  },
] as const;
const WIDTHS = [1280, 390] as const;

/** Whether an element's box lies on the screen horizontally (not cut off or scrolled away). */
const onScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
    });

describe("the ladder positioned on a processor", () => {
  for (const c of CASES) {
    for (const width of WIDTHS) {
      it(`${c.locale} ${width}px: detail rank → ladder at that rank → next page`, async ({ openPage }) => {
        const page = await openPage({
          viewport: { width, height: 900 },
          locale: c.locale === "en" ? "en-US" : "zh-CN",
        });
        await page.goto(`${baseUrl()}${c.prefix}/cpu/intel/core-i5-8400`);
        await waitForHydration(page);
        const standing = page.locator("p.standing");
        expect(await standing.isVisible()).toBe(true);
        const rank = await standing.getAttribute("data-rank");
        await markDocument(page);
        await standing.getByRole("link", { name: c.open }).click();
        await page.waitForURL(/at=intel\/core-i5-8400/);
        expect(await isSameDocument(page)).toBe(true);
        const focus = page.locator("#ladder-focus");
        await focus.waitFor();
        expect(await focus.locator("td").first().textContent()).toBe(rank);
        expect(await focus.isVisible()).toBe(true);
        expect(await page.locator(".ladder-summary").textContent()).toMatch(c.places);
        const next = page.locator(".ladder-more").getByRole("link", { name: c.next });
        const before = await page.locator(".ladder-table tbody td.num").first().textContent();
        await next.click();
        await page.waitForURL(/from=\d+/);
        expect(await isSameDocument(page)).toBe(true);
        await expect
          .poll(() => page.locator(".ladder-table tbody td.num").first().textContent())
          .toBe(String(Number(before) + 30));
      });

      it(`${c.locale} ${width}px: low-confidence caveats are visible words on the ladder and in the head-to-head verdict`, async ({
        openPage,
      }) => {
        const page = await openPage({
          viewport: { width, height: 900 },
          locale: c.locale === "en" ? "en-US" : "zh-CN",
        });
        await page.goto(`${baseUrl()}${c.prefix || "/"}?segment=server&lowConfidence=1`);
        await waitForHydration(page);
        const caveat = page.locator(".ladder-caveat").first();
        expect(await caveat.isVisible()).toBe(true);
        expect(await caveat.textContent()).toMatch(c.caveat);
        expect(await caveat.getAttribute("title")).toBeNull();
        expect(await onScreen(page, ".ladder-caveat")).toBe(true);
        await page.goto(`${baseUrl()}${c.prefix}/compare/ryzen-9-5950x-vs-xeon-e5-2680-v4`);
        await waitForHydration(page);
        const verdict = page.locator(".verdict-list li").first();
        expect(await verdict.textContent()).toMatch(c.caveat);
        expect(await onScreen(page, ".verdict-list li")).toBe(true);
        expect(await page.locator(".compare-head .standing").count()).toBe(2);
      });
    }
  }
});
