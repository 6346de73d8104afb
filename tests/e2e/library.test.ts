import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
});

const firstRowName = (page: Page) => page.locator("a.cpu-name").first().textContent();
const search = (page: Page) => page.locator("#lib-q");

describe("the library in the browser", () => {
  it("updates results as the user types, without a full reload", async ({ page }) => {
    await page.goto(`${baseUrl()}/lib`);
    await waitForHydration(page);
    await markDocument(page);
    await search(page).pressSequentially("7800x3d", { delay: 40 });
    await page.waitForURL(`${baseUrl()}/lib?q=7800x3d`);
    await expect.poll(() => firstRowName(page)).toBe("锐龙 7 7800X3D");
    await expect.poll(() => page.locator(".result-count").textContent()).toBe("共 1 款");
    expect(await isSameDocument(page)).toBe(true);
    // The field keeps focus and its text while results change under it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("lib-q");
  });

  it("Enter after the live update adds no second history entry", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await search(page).fill("epyc");
    await page.waitForURL(/q=epyc/);
    const entries = await page.evaluate(() => history.length);
    await search(page).press("Enter");
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/en/lib`);
  });

  it("keeps the whole state in the URL; back and forward restore it", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await markDocument(page);
    await search(page).fill("ryzen");
    await page.waitForURL(/q=ryzen/);
    await page.getByRole("checkbox", { name: /^Desktop/ }).check();
    await page.waitForURL(/segment=desktop/);
    await page.getByRole("link", { name: /^Cores \/ threads/ }).click();
    await page.waitForURL(/sort=cores/);
    expect(new URL(page.url()).search).toBe("?q=ryzen&segment=desktop&sort=cores&dir=desc");
    await expect.poll(() => firstRowName(page)).toMatch(/^Ryzen 9 /);

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/en/lib?q=ryzen&segment=desktop`);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/en/lib?q=ryzen`);
    await expect.poll(() => page.getByRole("checkbox", { name: /^Desktop/ }).isChecked()).toBe(false);
    expect(await search(page).inputValue()).toBe("ryzen");
    await page.goForward();
    await page.waitForURL(`${baseUrl()}/en/lib?q=ryzen&segment=desktop`);
    await expect.poll(() => page.getByRole("checkbox", { name: /^Desktop/ }).isChecked()).toBe(true);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("focuses the search box with /, and moves between rows with the arrow keys", async ({ page }) => {
    await page.goto(`${baseUrl()}/lib`);
    await waitForHydration(page);
    await page.locator("h1").click();
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("lib-q");
    const links = page.locator("a.cpu-name");
    await links.first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await links.nth(1).textContent());
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await links.last().textContent());
  });

  it("selects up to four processors and links them to the comparison", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib?q=ryzen%209`);
    await waitForHydration(page);
    const boxes = page.locator("input.compare-box");
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    expect(await boxes.nth(4).isDisabled()).toBe(true);
    await expect.poll(() => page.locator(".compare-tray").textContent()).toContain("You can select up to 4");
    const ids = await Promise.all([0, 1, 2, 3].map((i) => boxes.nth(i).getAttribute("value")));
    const link = page.getByRole("link", { name: "Compare selected (4/4)" });
    expect(await link.getAttribute("href")).toBe(`/en/compare?ids=${ids.join(",")}`);
    await boxes.nth(0).uncheck();
    expect(await boxes.nth(4).isDisabled()).toBe(false);
  });

  it("remembers the chosen columns", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await page.locator(".column-chooser summary").click();
    await page.getByRole("checkbox", { name: "PassMark" }).check();
    await expect.poll(() => page.locator('th[data-col="passmark"]').count()).toBe(1);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('th[data-col="passmark"]').count()).toBe(1);
  });

  it("sorting by value shows the value, the score and the launch price it is made of, and says which price", async ({
    openPage,
  }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Sort", exact: true }).selectOption("value");
    await page.waitForURL(/sort=value/);
    for (const col of ["value", "price", "score"])
      await expect.poll(() => page.locator(`th[data-col="${col}"]`).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId("value-note").textContent()).toContain("launch price");
    await page.locator(".column-chooser summary").click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Value at launch price" }).isDisabled()).toBe(true);
  });

  it("renders a long facet's further values once it is opened, and they filter", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await markDocument(page);
    // Not in the document until asked for: only the noscript copy is there.
    expect(await page.locator(".facet-more input[type=checkbox]").count()).toBe(0);
    const series = page.locator("fieldset.facet", { has: page.locator("legend", { hasText: /^Series$/ }) });
    await series.locator(".facet-more summary").click();
    const option = series.locator(".facet-more label.facet-option").first();
    await expect.poll(() => series.locator(".facet-more input[type=checkbox]").count()).toBeGreaterThan(50);
    const value = await option.locator("input").getAttribute("value");
    await option.locator("input").check();
    await page.waitForURL(/series=/);
    expect(new URL(page.url()).searchParams.getAll("series")).toEqual([value]);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("works as a plain form with JavaScript disabled, long facets' further values included", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/lib?q=epyc`);
    const codename = page.locator("fieldset.facet", { has: page.locator("legend", { hasText: /^代号$/ }) });
    await codename.locator(".facet-more summary").click();
    const box = codename.locator(".facet-more input[type=checkbox]").first();
    const value = await box.getAttribute("value");
    await box.check();
    await page.locator(".library-search button[type=submit]").click();
    await page.waitForURL(/codename=/);
    expect(new URL(page.url()).searchParams.getAll("codename")).toEqual([value]);
  });

  it("works as a plain form with JavaScript disabled", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/lib`);
    await search(page).fill("epyc");
    await page.getByRole("checkbox", { name: /^服务器/ }).check();
    await page.locator(".library-search button[type=submit]").click();
    await page.waitForURL(/q=epyc/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("epyc");
    expect(url.searchParams.getAll("segment")).toEqual(["server"]);
    expect(await firstRowName(page)).toMatch(/^霄龙 /);
    expect(await page.locator(".ignored-notice").count()).toBe(0);
  });

  it("on a phone, sorts with the visible sort control (field and direction)", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("combobox", { name: "Sort", exact: true }).isVisible()).toBe(true);
    await page.getByRole("combobox", { name: "Sort", exact: true }).selectOption("cores");
    await page.waitForURL(/\?sort=cores$/);
    await expect.poll(() => firstRowName(page)).toMatch(/^(EPYC|Xeon) /); // most cores first, rendered
    // Change the direction only once the first navigation has settled (no region busy): a change
    // made while it finishes can be overtaken by its last render.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => page.locator('select[name="dir"]').inputValue()).toBe("desc");
    await page.locator('select[name="dir"]').selectOption("asc");
    await page.waitForURL(/\?sort=cores&dir=asc$/);
    await expect.poll(() => firstRowName(page)).toMatch(/^(Celeron|Atom|Pentium|Athlon|Core 2 Duo|Sempron|A4|A6|E1)/);
  });

  it("shows cards and a filter drawer at 360 px, in both languages and dark mode", async ({ openPage }) => {
    for (const [path, scheme] of [
      ["/lib", "light"],
      ["/en/lib?q=core%20ultra", "dark"],
    ] as const) {
      const page = await openPage({
        viewport: { width: 360, height: 780 },
        colorScheme: scheme,
        locale: path.startsWith("/en") ? "en-US" : "zh-CN",
      });
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(
        await page.locator(".library-table thead").evaluate((el) => el.getBoundingClientRect().height),
      ).toBeLessThanOrEqual(1);
      expect(
        await page
          .locator(".library-table tbody tr")
          .first()
          .evaluate((el) => getComputedStyle(el).display),
      ).toBe("grid");
      expect(await page.locator("#library-filters").isVisible()).toBe(false);
      await page.locator(".filter-toggle").click();
      await expect.poll(() => page.locator("#library-filters").isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it("fits the default columns at 1280 px in both languages: nothing clipped, no sideways scroll", async ({
    openPage,
  }) => {
    for (const path of [
      "/lib",
      "/en/lib",
      "/lib?sort=launch",
      "/en/lib?segment=server&sort=score",
      "/lib?sort=value",
      "/en/lib?sort=value",
    ]) {
      const page = await openPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      const fit = await page.evaluate(() => {
        const table = document.querySelector(".library-table") as HTMLElement;
        const results = document.querySelector(".library-results") as HTMLElement;
        const cut = [...table.querySelectorAll("thead th, tbody td")]
          .filter((c) => c.scrollWidth > c.clientWidth + 1)
          .map((c) => c.textContent);
        return {
          table: Math.ceil(table.getBoundingClientRect().width),
          room: Math.floor(results.clientWidth),
          page: document.documentElement.scrollWidth,
          cut,
        };
      });
      expect(fit.table, path).toBeLessThanOrEqual(fit.room);
      expect(fit.page, path).toBeLessThanOrEqual(1280);
      expect(fit.cut, path).toEqual([]);
      await page.context().close();
    }
  });
});
