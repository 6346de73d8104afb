import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isSameDocument, launchBrowser, markDocument, newPage, waitForHydration } from "../support/browser";

let browser: Browser;
const base = () => inject("baseUrl");
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync("test-results", { recursive: true });
});
afterAll(() => browser?.close());

describe("navigation and language", () => {
  it("navigates on the client without a full reload", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base()}/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "处理器库" }).click();
    await page.waitForURL(`${base()}/lib`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("处理器库");
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${base()}/`);
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });

  it("the language switch keeps the page and query and sets the cookie", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base()}/lib?q=7800x3d`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /English/ }).click();
    await page.waitForURL(`${base()}/en/lib?q=7800x3d`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-US");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    // The cookie now sends an unprefixed visit to English.
    await page.goto(`${base()}/lib`);
    expect(page.url()).toBe(`${base()}/en/lib`);
    await page.getByRole("link", { name: /中文/ }).click();
    await page.waitForURL(`${base()}/lib`);
    await page.goto(`${base()}/`);
    expect(page.url()).toBe(`${base()}/`);
    await context.close();
  });

  it("an English browser is sent to /en on its first visit", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await page.goto(`${base()}/lib?x=1`);
    expect(page.url()).toBe(`${base()}/en/lib?x=1`);
    await context.close();
  });

  it("switches theme without a flash on the next load", async () => {
    const { context, page } = await newPage(browser, { colorScheme: "light" });
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
    await expect.poll(bg).not.toBe(light);
    const dark = await bg();
    // The stored theme is applied by the head script before first paint.
    await page.goto(`${base()}/en/lib`, { waitUntil: "commit" });
    await page.waitForSelector("body");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await bg()).toBe(dark);
    await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
    await expect.poll(bg).toBe(light);
    await context.close();
  });

  it("takes screenshots of home in both languages, and at 360 px", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base()}/`);
    await page.screenshot({ path: "test-results/home-zh.png", fullPage: true });
    await page.goto(`${base()}/en`);
    await page.screenshot({ path: "test-results/home-en.png", fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${base()}/cpu/amd/ryzen-7-7800x3d`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/detail-zh-360.png", fullPage: true });
    await context.close();
  });
});
