import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it, watchConsole } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("head-to-head page", () => {
  it("renders and hydrates; differences only stays on the pair's URL", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const seen = await watchConsole(page);
    await page.goto(`${baseUrl()}/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Core i7-14700K vs Ryzen 7 7800X3D");
    expect(await page.locator(".verdict-list li").count()).toBeGreaterThanOrEqual(4);
    await markDocument(page);
    const rows = page.locator(".compare-table tbody tr[data-row]");
    const all = await rows.count();
    await page.getByRole("link", { name: "Differences only" }).click();
    await page.waitForURL(/\/en\/compare\/core-i7-14700k-vs-ryzen-7-7800x3d\?diff=1$/);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    expect(await isSameDocument(page)).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  it("a detail page's 'Compare with' links lead to the pair's page by client navigation", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "zh-CN" });
    await page.goto(`${baseUrl()}/cpu/amd/ryzen-7-7800x3d`);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('.compare-with li[data-pair="successor"] a').click();
    await page.waitForURL(/\/compare\/ryzen-7-7800x3d-vs-ryzen-7-9800x3d$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("锐龙 7 7800X3D 对比 锐龙 7 9800X3D");
    await expect.poll(() => page.locator(".verdict-list li").count()).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
    const canonical = await page.evaluate(() => document.querySelector("link[rel=canonical]")?.getAttribute("href"));
    expect(canonical).toMatch(/\/compare\/ryzen-7-7800x3d-vs-ryzen-7-9800x3d$/);
  });
});
