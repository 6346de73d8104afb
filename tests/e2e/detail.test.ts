import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../support/browser";

let browser: Browser;
const base = () => inject("baseUrl");
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results", { recursive: true });
});
afterAll(() => browser?.close());

const CHART = "#bench-geekbench6-multi";
const FULL_ECHARTS = /\/assets\/render-bar-chart-[^/]+\.js$/;
const CHART_WORKER = /\/assets\/chart-worker-[^/]+\.js$/;

async function interactive(page: Page, selector = CHART) {
  await waitForHydration(page);
  await page.waitForSelector(`${selector}[data-interactive="true"]`);
}

const renders = (page: Page, selector = CHART) => page.locator(`${selector} .chart-canvas`).evaluate((el) => Number((el as HTMLElement).dataset.renders ?? "0"));

describe("detail page charts", () => {
  it("loads no chart library on first load and shows the value on hover", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => FULL_ECHARTS.test(s))).toEqual([]);
    expect(await renders(page)).toBe(0);

    const highlighted = page.locator(`${CHART} .chart-canvas path[fill="#060606"][ecmeta_ssr_type="chart"]`);
    await highlighted.hover();
    const tooltip = page.locator(`${CHART} .chart-tooltip`);
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toMatch(/^Ryzen 7 7800X3D: [\d,]+$/);
    await page.mouse.move(5, 5);
    await expect.poll(() => tooltip.isVisible()).toBe(false);

    // The legend toggles a vendor's bars.
    await page.locator(`${CHART} .chart-canvas path[ecmeta_ssr_type="legend"][ecmeta_series_index="1"]:not([ecmeta_silent])`).click();
    expect(await page.locator(CHART).getAttribute("class")).toContain("hide-intel");
    await context.close();
  });

  it("re-renders once per resize burst (100 ms debounce), loading ECharts on demand", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    for (const width of [1200, 1000, 900, 800, 700]) await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => renders(page), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(400);
    expect(await renders(page)).toBe(1);
    for (const width of [760, 820, 900]) await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => renders(page), { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(400);
    expect(await renders(page)).toBe(2);
    // The re-rendered chart is still interactive.
    await page.locator(`${CHART} .chart-canvas path[fill="#060606"][ecmeta_ssr_type="chart"]`).hover();
    await expect.poll(() => page.locator(`${CHART} .chart-tooltip`).isVisible()).toBe(true);
    await context.close();
  });

  it("on a phone, loads ECharts (in a worker) only when a chart comes near the viewport", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    // ECharts runs in a dedicated worker (render-off-thread.ts), never on the main thread.
    const workers: string[] = [];
    page.on("worker", (w) => void workers.push(new URL(w.url()).pathname));
    await page.goto(`${base()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => FULL_ECHARTS.test(s))).toEqual([]);
    expect(workers).toEqual([]);
    await page.locator(CHART).scrollIntoViewIfNeeded();
    await expect.poll(() => renders(page), { timeout: 15_000 }).toBe(1);
    expect(scripts.filter((s) => FULL_ECHARTS.test(s))).toEqual([]);
    expect(workers.filter((w) => CHART_WORKER.test(w))).toHaveLength(1);
    await context.close();
  });

  it("draws the charts after a client navigation", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await page.locator(".related-list").getByRole("link", { name: "Ryzen 7 9800X3D" }).click();
    await page.waitForURL(`${base()}/en/cpu/amd/ryzen-7-9800x3d`);
    await expect.poll(() => renders(page, "#series-clock"), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('#series-clock .chart-canvas path[fill="#060606"]').count()).toBe(1);
    expect(await page.locator("#series-clock .chart-canvas").getAttribute("aria-label")).toContain("Ryzen 7 9800X3D (this processor)");
    await context.close();
  });

  it("is readable in dark mode: chart text and bars take the theme's colours", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
    await page.goto(`${base()}/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    const colours = await page.evaluate((sel) => {
      const fig = document.querySelector(sel)!;
      const text = fig.querySelector('text[fill="#010101"]')!;
      const bar = fig.querySelector('path[fill="#060606"]')!;
      return { text: getComputedStyle(text).fill, bar: getComputedStyle(bar).fill, bg: getComputedStyle(fig).backgroundColor };
    }, CHART);
    expect(colours.bg).toBe("rgb(26, 29, 33)");
    expect(colours.text).toBe("rgb(232, 233, 235)");
    expect(colours.bar).toBe("rgb(251, 191, 36)");
    await context.close();
  });
});

describe("detail page screenshots", () => {
  const pages = [
    ["amd-desktop", "/cpu/amd/ryzen-7-7800x3d"],
    ["intel-hybrid-laptop", "/cpu/intel/core-ultra-9-285h"],
    ["server", "/cpu/amd/epyc-9654"],
  ] as const;

  it("takes screenshots in both languages and both themes, at desktop and 360 px widths", async () => {
    for (const scheme of ["light", "dark"] as const) {
      for (const [name, path] of pages) {
        for (const [locale, prefix] of [["zh", ""], ["en", "/en"]] as const) {
          for (const width of [1280, 360]) {
            const { context, page } = await newPage(browser, { viewport: { width, height: 900 }, colorScheme: scheme, locale: locale === "zh" ? "zh-CN" : "en-US" });
            await page.goto(`${base()}${prefix}${path}`);
            await interactive(page, "#series-clock");
            if (width === 360) {
              // On a phone the charts are redrawn for its width once they come near the viewport.
              await page.locator("#series-clock").scrollIntoViewIfNeeded();
              await expect.poll(() => renders(page, "#series-clock"), { timeout: 15_000 }).toBe(1);
            }
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, `${name} ${locale} ${width}`).toBeLessThanOrEqual(0);
            await page.screenshot({ path: `test-results/detail-${name}-${locale}-${scheme}-${width}.png`, fullPage: true });
            await context.close();
          }
        }
      }
    }
  }, 240_000);
});
