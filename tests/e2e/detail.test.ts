import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
});

const CHART = "#bench-geekbench6-multi";
const HIGHLIGHTED_BAR = `${CHART} .chart-canvas rect[data-bar][fill="#060606"]`;

async function interactive(page: Page, selector = CHART) {
  await waitForHydration(page);
  await page.waitForSelector(`${selector}[data-interactive="true"]`);
}

/** Whether the chart's SVG was drawn for the width its canvas has now (not scaled from the server's 512 px). */
const drawnAtWidth = (page: Page, selector = CHART) =>
  page
    .locator(`${selector} .chart-canvas`)
    .evaluate(
      (canvas) =>
        canvas.querySelector("svg")?.getAttribute("viewBox")?.split(" ")[2] === String(Math.round(canvas.clientWidth)),
    );

type RedrawLog = { redraws: number[]; resizes: number[] };

/** From now on, records when the chart's SVG is replaced and when the window was resized. */
async function watchRedraws(page: Page, selector = CHART): Promise<void> {
  await page.locator(`${selector} .chart-canvas`).evaluate((canvas) => {
    const log: RedrawLog = { redraws: [], resizes: [] };
    (window as unknown as { __charts: RedrawLog }).__charts = log;
    new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some((n) => n.nodeName.toLowerCase() === "svg")))
        log.redraws.push(performance.now());
    }).observe(canvas, { childList: true });
    window.addEventListener("resize", () => log.resizes.push(performance.now()));
  });
}
/**
 * Every redraw comes at least 100 ms after the resize before it, so there is at most one per
 * run of resizes less than 100 ms apart, and at least one per burst of the test (each is
 * followed by a quiet wait). On a loaded machine the test's resizes can come further apart
 * than 100 ms, so runs are counted from when the resizes really happened.
 */
function expectDebounced({ redraws, resizes }: RedrawLog, bursts: number) {
  for (const redraw of redraws)
    expect(redraw - Math.max(...resizes.filter((r) => r < redraw))).toBeGreaterThanOrEqual(95);
  const quietGaps = resizes.slice(1).filter((r, i) => r - resizes[i]! >= 95).length;
  expect(redraws.length).toBeGreaterThanOrEqual(bursts);
  expect(redraws.length).toBeLessThanOrEqual(1 + quietGaps);
}
const redrawLog = (page: Page) => page.evaluate(() => (window as unknown as { __charts: RedrawLog }).__charts);

describe("detail page charts", () => {
  it("keeps the server's SVG on load, shows the value on hover, and the legend focuses and hides a vendor", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    const workers: string[] = [];
    page.on("worker", (w) => void workers.push(w.url()));
    await page.goto(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await watchRedraws(page);
    await page.waitForLoadState("networkidle");
    expect((await redrawLog(page)).redraws).toEqual([]);
    expect(workers).toEqual([]);

    await page.locator(HIGHLIGHTED_BAR).hover();
    const tooltip = page.locator(`${CHART} .chart-tooltip`);
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toMatch(/^Ryzen 7 7800X3D: [\d,]+$/);
    await page.mouse.move(5, 5);
    await expect.poll(() => tooltip.isVisible()).toBe(false);

    // Hovering a legend item focuses its vendor: the other vendor's bars fade.
    const opacity = (vendor: string) =>
      page
        .locator(`${CHART} [data-bar][data-vendor="${vendor}"]:not([fill="#060606"])`)
        .first()
        .evaluate((el) => getComputedStyle(el).opacity);
    const intelLegend = page.locator(`${CHART} .chart-canvas [data-legend="intel"]`);
    await intelLegend.hover();
    expect(await page.locator(CHART).getAttribute("data-focus")).toBe("intel");
    expect(await opacity("amd")).toBe("0.3");
    expect(await opacity("intel")).toBe("1");
    await page.mouse.move(5, 5);
    expect(await page.locator(CHART).getAttribute("data-focus")).toBeNull();

    // A click on the legend toggles a vendor's bars.
    await intelLegend.click();
    expect(await page.locator(CHART).getAttribute("class")).toContain("hide-intel");
    expect(await opacity("intel")).toBe("0.08");
    await intelLegend.click();
    expect(await page.locator(CHART).getAttribute("class")).not.toContain("hide-intel");
  });

  it("redraws once per resize burst, 100 ms after its last resize, at the new width", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await watchRedraws(page);
    for (const burst of [
      [1200, 1000, 900, 800, 700],
      [760, 820, 900],
    ]) {
      for (const width of burst) await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => drawnAtWidth(page), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(400);
    }
    expectDebounced(await redrawLog(page), 2);
    // The redrawn chart is still interactive.
    await page.locator(HIGHLIGHTED_BAR).hover();
    await expect.poll(() => page.locator(`${CHART} .chart-tooltip`).isVisible()).toBe(true);
  });

  it("on a phone, redraws the charts for the narrow width on the main thread, without a worker", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 360, height: 800 } });
    const workers: string[] = [];
    page.on("worker", (w) => void workers.push(w.url()));
    await page.goto(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    expect(await drawnAtWidth(page)).toBe(true);
    expect(await drawnAtWidth(page, "#series-clock")).toBe(true);
    expect(workers).toEqual([]);
  });

  it("draws the charts after a client navigation", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    await page.locator(".related-list").getByRole("link", { name: "Ryzen 7 9800X3D" }).click();
    await page.waitForURL(`${baseUrl()}/en/cpu/amd/ryzen-7-9800x3d`);
    await interactive(page, "#series-clock");
    // The chart element outlives the navigation, so wait for the new processor's drawing.
    await expect
      .poll(() => page.locator("#series-clock .chart-canvas").getAttribute("aria-label"), { timeout: 10_000 })
      .toContain("Ryzen 7 9800X3D (this processor)");
    await expect.poll(() => drawnAtWidth(page, "#series-clock"), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('#series-clock .chart-canvas rect[data-bar][fill="#060606"]').count()).toBe(1);
  });

  it("is readable in dark mode: chart text and bars take the theme's colours", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, colorScheme: "dark" });
    await page.goto(`${baseUrl()}/cpu/amd/ryzen-7-7800x3d`);
    await interactive(page);
    const colours = await page.evaluate((sel) => {
      const fig = document.querySelector(sel)!;
      const text = fig.querySelector('text[fill="#010101"]')!;
      const bar = fig.querySelector('rect[data-bar][fill="#060606"]')!;
      return {
        text: getComputedStyle(text).fill,
        bar: getComputedStyle(bar).fill,
        bg: getComputedStyle(fig).backgroundColor,
      };
    }, CHART);
    expect(colours.bg).toBe("rgb(26, 29, 33)");
    expect(colours.text).toBe("rgb(232, 233, 235)");
    expect(colours.bar).toBe("rgb(251, 191, 36)");
  });
});

describe("detail pages at desktop and phone widths", () => {
  const pages = [
    ["amd-desktop", "/cpu/amd/ryzen-7-7800x3d"],
    ["intel-hybrid-laptop", "/cpu/intel/core-ultra-9-285h"],
    ["server", "/cpu/amd/epyc-9654"],
  ] as const;

  it("fit 1280 and 360 px in both languages and both themes", async ({ openPage }) => {
    for (const scheme of ["light", "dark"] as const) {
      for (const [name, path] of pages) {
        for (const [locale, prefix] of [
          ["zh", ""],
          ["en", "/en"],
        ] as const) {
          for (const width of [1280, 360]) {
            const page = await openPage({
              viewport: { width, height: 900 },
              colorScheme: scheme,
              locale: locale === "zh" ? "zh-CN" : "en-US",
            });
            await page.goto(`${baseUrl()}${prefix}${path}`);
            await interactive(page, "#series-clock");
            // On a phone the charts are redrawn for its width as soon as they are interactive.
            if (width === 360) expect(await drawnAtWidth(page, "#series-clock")).toBe(true);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, `${name} ${locale} ${width}`).toBeLessThanOrEqual(0);
            await page.context().close();
          }
        }
      }
    }
  }, 240_000);
});
