import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
});

const firstLadderRow = (page: Page) => page.locator(".ladder-table tbody th a").first().textContent();

describe("home page", () => {
  it("typeahead: arrows move through suggestions, Enter opens one, Esc closes", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search processors" });
    await box.click();
    await box.pressSequentially("7800x3d", { delay: 20 });
    const options = page.getByRole("listbox", { name: "Search processors" }).getByRole("option");
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await options.first().textContent()).toContain("Ryzen 7 7800X3D");
    await box.press("ArrowDown");
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    await box.press("Escape");
    expect(await page.locator(".home-search .suggest-list").isHidden()).toBe(true);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    expect(await page.locator(".home-search .suggest-list").isVisible()).toBe(true);
    await markDocument(page);
    await box.press("Enter");
    await page.waitForURL(/\/en\/cpu\/amd\/ryzen-7-7800x3d$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("Enter without a chosen suggestion searches the library", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "搜索处理器" });
    // Several suggestions and none named exactly: Enter searches (one or an exact match opens it, search.test.ts).
    await box.fill("ryzen 7");
    await expect
      .poll(() => page.locator(".home-search .suggest-option").count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await box.press("Enter");
    await page.waitForURL(/\/lib\?q=ryzen\+7$/);
  });

  it("without JavaScript the search is a plain form: an exact model opens its page, anything else the library", async ({
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/en`);
    await page.locator("#home-search").fill("i7 14700k");
    await page.locator(".home-search button[type=submit]").click();
    await page.waitForURL(/\/en\/cpu\/intel\/core-i7-14700k$/);
    await page.locator("#site-search").fill("ryzen 7");
    await page.locator(".header-search button[type=submit]").click();
    await page.waitForURL(/\/en\/lib\?q=ryzen\+7$/);
  });

  it("changing a ladder filter updates the URL and the ladder without a full reload", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await page.waitForSelector('#ladder-chart[data-interactive="true"]');
    const before = await firstLadderRow(page);
    await markDocument(page);
    await page.getByLabel("Segment").selectOption("server");
    await page.waitForURL(/\/en\?segment=server$/);
    await expect.poll(() => firstLadderRow(page)).not.toBe(before);
    expect(await page.locator(".ladder-table tbody tr").count()).toBe(30);
    await page.getByLabel("Vendor").selectOption("intel");
    await page.waitForURL(/\/en\?segment=server&vendor=intel$/);
    await expect
      .poll(
        async () =>
          new Set(
            await page
              .locator(".ladder-table tbody tr")
              .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-vendor"))),
          ),
      )
      .toEqual(new Set(["intel"]));
    // The reference: a link per row, kept in the URL.
    await page.locator(".ladder-table tbody tr").nth(2).getByRole("link", { name: "Set as 100%" }).click();
    await page.waitForURL(/ref=intel%2F|ref=intel\//);
    await expect
      .poll(() => page.locator(".ladder-table tr[aria-current=true] td.num").nth(2).textContent())
      .toBe("100%");
    // A new chart after a client navigation is drawn in the browser.
    await page.waitForSelector('#ladder-chart[data-interactive="true"] svg');
    expect(await isSameDocument(page)).toBe(true);
  });

  it("a click on a ladder bar opens that processor", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await page.waitForSelector('#ladder-chart[data-interactive="true"]');
    await page.locator("#ladder-chart .chart-canvas rect[data-bar]").first().click();
    await page.waitForURL(/\/en\/cpu\/(amd|intel)\/[a-z0-9-]+$/);
  });
});

describe("home page widths", () => {
  it("both languages, both themes, desktop and 360 px", async ({ openPage }) => {
    for (const scheme of ["light", "dark"] as const) {
      for (const [locale, path] of [
        ["zh", "/"],
        ["en", "/en"],
      ] as const) {
        for (const width of [1280, 360]) {
          const page = await openPage({
            viewport: { width, height: 900 },
            colorScheme: scheme,
            locale: locale === "zh" ? "zh-CN" : "en-US",
          });
          await page.goto(`${baseUrl()}${path}`);
          await waitForHydration(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${locale} ${width}`).toBeLessThanOrEqual(0);
          await page.context().close();
        }
      }
    }
  }, 180_000);
});
