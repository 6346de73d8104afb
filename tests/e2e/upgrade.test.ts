// The upgrade advisor in Chromium: the filter form works without JavaScript (a plain GET) and
// with it (a client navigation), and a detail page leads to the advisor.
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

const sameBoardRows = (page: import("playwright-core").Page) =>
  page.locator('[data-testid="same-board"] tbody tr').count();

describe("upgrade advisor", () => {
  it("filters by budget without JavaScript", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false, locale: "en-US" });
    await page.goto(`${baseUrl()}/en/upgrade?from=intel/core-i3-8100`);
    const all = await sameBoardRows(page);
    await page.getByLabel("Budget (launch price, up to USD)").fill("200");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/budget=200/);
    expect(new URL(page.url()).searchParams.get("from")).toBe("intel/core-i3-8100");
    const filtered = await sameBoardRows(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
  });

  it("filters with JavaScript as a client navigation, and the board filter narrows the caveats", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/upgrade?from=intel/core-i3-8100`);
    await waitForHydration(page);
    await markDocument(page);
    const row = page.locator('[data-cpu="intel/core-i9-9900k"]').first();
    await expect(row.locator('[data-caveat="bios-update"]').count()).resolves.toBe(1);
    await page.getByLabel("My board's chipset").selectOption("z390");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/chipset=z390/);
    await expect.poll(() => row.locator('[data-caveat="bios-update"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("renders the options without a measured figure once their list is opened, and without JavaScript", async ({
    openPage,
  }) => {
    const unranked = '[data-testid="same-board-unranked"] tbody tr';
    for (const javaScriptEnabled of [true, false]) {
      const page = await openPage({ javaScriptEnabled, locale: "en-US" });
      await page.goto(`${baseUrl()}/en/upgrade?from=intel/core-i3-8100`);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        expect(await page.locator(unranked).count()).toBe(0); // not rendered until asked for
      }
      const summary = page.locator("summary", { hasText: /^Without a measured figure to compare \((\d+)\)$/ });
      const count = Number(/\((\d+)\)/.exec((await summary.textContent()) ?? "")?.[1]);
      await summary.click();
      await expect.poll(() => page.locator(unranked).count()).toBe(count);
      expect(await page.locator(unranked).first().isVisible()).toBe(true);
    }
  });

  it("a detail page links to the advisor for its processor", async ({ page }) => {
    await page.goto(`${baseUrl()}/cpu/amd/ryzen-7-1700`);
    await waitForHydration(page);
    await page.getByTestId("upgrade-link").click();
    await page.waitForURL(/\/upgrade\?from=amd\/ryzen-7-1700/);
    await page.waitForSelector('[data-cpu="amd/ryzen-7-5700x3d"]', { timeout: 10_000 });
    await expect(page.locator("h1").textContent()).resolves.toContain("锐龙");
  });

  for (const locale of ["zh", "en"] as const) {
    it(`${locale}: the caveats and power columns are not clipped at 1280 or 390 px, and each row leads to its head-to-head page`, async ({
      openPage,
    }) => {
      const page = await openPage({ locale: locale === "en" ? "en-US" : "zh-CN" });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}${locale === "en" ? "/en" : ""}/upgrade?from=intel/core-i5-8400`);
        const clipped = await page.evaluate(() => {
          const problems: string[] = [];
          for (const box of document.querySelectorAll<HTMLElement>(".table-scroll")) {
            if (box.closest("details:not([open])")) continue;
            if (box.scrollWidth > box.clientWidth + 1) problems.push(`table ${box.scrollWidth} > ${box.clientWidth}`);
            const right = box.getBoundingClientRect().right;
            for (const cell of box.querySelectorAll<HTMLElement>(".caveats-cell, .power-cell")) {
              if (cell.getBoundingClientRect().right > right + 1)
                problems.push(`cell past the box: ${cell.textContent}`);
              if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`cell cut: ${cell.textContent}`);
            }
          }
          return problems;
        });
        expect(clipped, `${locale} ${width}px`).toEqual([]);
      }
      await page.locator('[data-cpu="intel/core-i9-9900k"] [data-testid="pair-link"]').first().click();
      await page.waitForURL(/\/compare\/core-i5-8400-vs-core-i9-9900k$/);
    });
  }
});
