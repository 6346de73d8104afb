// One search everywhere (#27): the header search of every page (but the home page, whose hero
// holds the one box) suggests as you type, goes through suggestions with the keyboard, opens
// the exact match on Enter, offers did-you-mean, and without JavaScript lands on the processor
// a query names exactly. Both languages, desktop and phone; axe finds nothing with the list open.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { axeViolations, violationSummary } from "../support/axe";
import { waitForHydration } from "../support/browser";
import { it, type OpenPage } from "../support/fixtures";
import { baseUrl } from "../support/http";

const CASES = [
  { locale: "zh", prefix: "", label: "搜索处理器", viewport: { width: 1280, height: 900 } },
  { locale: "en", prefix: "/en", label: "Search processors", viewport: { width: 390, height: 844 } },
  { locale: "zh", prefix: "", label: "搜索处理器", viewport: { width: 390, height: 844 } },
  { locale: "en", prefix: "/en", label: "Search processors", viewport: { width: 1280, height: 900 } },
] as const;

async function openHydrated(
  openPage: OpenPage,
  locale: "zh" | "en",
  viewport: { width: number; height: number },
  path: string,
): Promise<Page> {
  // bypassCSP only lets the test inject axe; the CSP itself is tested in csp.test.ts.
  const page = await openPage({
    viewport,
    locale: locale === "en" ? "en-US" : "zh-CN",
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    bypassCSP: true,
  });
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  return page;
}

describe.each(CASES)("header search, $locale at $viewport.width px", ({ locale, prefix, label, viewport }) => {
  it("suggests as you type; arrows and Enter open a suggestion", async ({ openPage }) => {
    const page = await openHydrated(openPage, locale, viewport, `${prefix}/cpu/amd/ryzen-7-7800x3d`);
    const box = page.locator("header").getByRole("combobox", { name: label });
    await box.click();
    await box.pressSequentially("e5-2680 v", { delay: 20 });
    const options = page.locator(".header-search .suggest-option");
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await options.first().textContent()).toMatch(/E5-2680 v\d/);
    expect(violationSummary(await axeViolations(page))).toEqual([]);
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe("site-search-suggestions-0");
    const first = (await options.first().locator(".suggest-name").textContent()) ?? "";
    await box.press("Enter");
    await page.waitForURL(/\/cpu\/intel\/xeon-e5-2680-v\d$/);
    const name = first.replace(/↵.*$/, "").trim();
    await expect
      .poll(() => page.locator("h1").textContent(), { timeout: 10_000 })
      .toContain(name.slice(name.indexOf("E5")));
  });

  it("Enter on an exact model opens the processor, not a one-row library", async ({ openPage }) => {
    const page = await openHydrated(openPage, locale, viewport, `${prefix}/lib`);
    const box = page.locator("header").getByRole("combobox", { name: label });
    await box.fill("9800x3d");
    await expect.poll(() => page.locator(".header-search .suggest-enter").count(), { timeout: 10_000 }).toBe(1);
    await box.press("Enter");
    await page.waitForURL(new RegExp(`${prefix}/cpu/amd/ryzen-7-9800x3d$`));
  });

  it("offers did-you-mean when nothing matches what is typed", async ({ openPage }) => {
    const page = await openHydrated(openPage, locale, viewport, `${prefix}/socket/am5`);
    const box = page.locator("header").getByRole("combobox", { name: label });
    await box.fill("ryzen 5 7650x");
    const offer = page.locator(".header-search .suggest-did-you-mean button");
    await expect.poll(() => offer.count(), { timeout: 10_000 }).toBe(1);
    expect(await offer.textContent()).toBe("ryzen 5 7600x");
    await offer.click();
    await expect
      .poll(() => page.locator(".header-search .suggest-option").count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });
});

describe("header search without JavaScript", () => {
  it.for([
    ["zh", "", "酷睿i5-12400f", /\/cpu\/intel\/core-i5-12400f$/],
    ["en", "/en", "E5-2680V4", /\/en\/cpu\/intel\/xeon-e5-2680-v4$/],
    ["en", "/en", "ryzen 7", /\/en\/lib\?q=ryzen\+7$/],
  ] as const)("%s: %s lands where it should", async ([locale, prefix, q, url], { openPage }) => {
    const page = await openPage({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      locale: locale === "en" ? "en-US" : "zh-CN",
    });
    await page.goto(`${baseUrl()}${prefix}/lib`);
    await page.locator("#site-search").fill(q);
    await page.locator(".header-search button[type=submit]").click();
    await page.waitForURL(url);
  });

  it("the home page has no header box: its hero's search and “What's in my computer?” (#32), told apart", async ({
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator("header input[name=q]").count()).toBe(0);
    expect(await page.locator("input[name=q]").count()).toBe(2);
    const names = await page.getByRole("search").evaluateAll((forms) => forms.map((f) => f.getAttribute("aria-label")));
    expect(new Set(names).size).toBe(2);
  });
});
