import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
});

const PAIR_PAGE = "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d";

describe("compare page", () => {
  it("adds with the suggest box and removes with a link, updating the URL without a reload", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}${PAIR_PAGE}`);
    await waitForHydration(page);
    await markDocument(page);
    const box = page.getByRole("combobox", { name: "Add a processor" });
    await box.click();
    await box.pressSequentially("9950x", { delay: 20 });
    await expect
      .poll(() => page.getByRole("listbox", { name: "Add a processor" }).getByRole("option").count())
      .toBeGreaterThan(0);
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL(/\/en\/compare\?ids=intel\/core-i7-14700k,amd\/ryzen-7-7800x3d,amd\/ryzen-9-9950x$/);
    await expect
      .poll(() => page.locator(".compare-name").allTextContents())
      .toEqual(["Core i7-14700K", "Ryzen 7 7800X3D", "Ryzen 9 9950X"]);
    // Two left: their head-to-head page.
    await page.getByRole("link", { name: "Remove Core i7-14700K" }).click();
    await page.waitForURL(/\/en\/compare\/ryzen-7-7800x3d-vs-ryzen-9-9950x$/);
    await expect
      .poll(() => page.locator(".compare-name").allTextContents())
      .toEqual(["Ryzen 7 7800X3D", "Ryzen 9 9950X"]);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("differences only hides identical rows and is kept in the URL", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en/compare/core-i7-14700k-vs-core-i7-14700kf`);
    await waitForHydration(page);
    const rows = page.locator(".compare-table tbody tr[data-row]");
    const all = await rows.count();
    await page.getByRole("link", { name: "Differences only" }).click();
    await page.waitForURL(/\?diff=1$/);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    expect(await page.locator('.compare-table tr[data-differs="false"]').count()).toBe(0);
    await page.getByRole("link", { name: "Differences only" }).click();
    await page.waitForURL(/\/compare\/core-i7-14700k-vs-core-i7-14700kf$/);
    await expect.poll(() => rows.count()).toBe(all);
  });

  it("works without JavaScript: add by typed text, remove by link", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en/compare?ids=amd/ryzen-7-7800x3d&ids=intel/core-i7-14700k`);
    await page.locator("#compare-add").fill("14900k");
    await page.locator(".compare-add button[type=submit]").click();
    // The query form with two answered 301 to the pair's page; its form adds to the query form.
    await page.waitForURL(/\/en\/compare\?ids=intel\/core-i7-14700k,amd\/ryzen-7-7800x3d,intel\/core-i9-14900k$/);
    expect(await page.locator(".compare-name").count()).toBe(3);
    await page.getByRole("link", { name: "Remove Ryzen 7 7800X3D" }).click();
    await page.waitForURL(/\/en\/compare\/core-i7-14700k-vs-core-i9-14900k$/);
  });

  it("on a phone with four processors, the names stay on top while scrolling and every column can be reached", async ({
    openPage,
  }) => {
    const four = "amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x,intel/core-ultra-9-285k";
    for (const path of [`/compare?ids=${four}`, `/en/compare?ids=${four}`]) {
      const page = await openPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      expect(await page.locator(".compare-scroll-cue").isVisible()).toBe(true);
      const box = page.locator(".compare-scroll");
      const head = page.locator(".compare-table thead th").nth(1);
      const before = await head.boundingBox();
      await box.evaluate((el) => el.scrollTo({ top: 1500, left: 0 }));
      const scrolled = await box.evaluate((el) => ({ top: el.scrollTop, box: el.getBoundingClientRect().top }));
      expect(scrolled.top).toBeGreaterThan(300);
      const after = await head.boundingBox();
      expect(Math.abs((after?.y ?? 0) - scrolled.box)).toBeLessThan(3);
      expect(before).not.toBeNull();
      // Sideways: the last processor's column comes into view.
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const last = await page.locator(".compare-table thead th").last().boundingBox();
      expect((last?.x ?? 9999) + (last?.width ?? 0)).toBeLessThanOrEqual(391);
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await page.context().close();
    }
  });

  it("no sideways scroll in both languages, both themes, desktop and 360 px", async ({ openPage }) => {
    for (const scheme of ["light", "dark"] as const) {
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
          await page.goto(
            `${baseUrl()}${prefix}/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k`,
          );
          await waitForHydration(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${locale} ${width}`).toBeLessThanOrEqual(0);
          await page.context().close();
        }
      }
    }
  }, 180_000);
});
