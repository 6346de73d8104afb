import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

beforeAll(async () => {
  mkdirSync("test-results", { recursive: true });
});

describe("navigation and language", () => {
  it("navigates on the client without a full reload", async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "处理器库" }).click();
    await page.waitForURL(`${baseUrl()}/lib`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("处理器库");
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("the language switch keeps the page and query and sets the cookie", async ({ page }) => {
    await page.goto(`${baseUrl()}/lib?q=7800x3d`);
    await waitForHydration(page);
    await page.getByRole("link", { name: /English/ }).click();
    await page.waitForURL(`${baseUrl()}/en/lib?q=7800x3d`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-US");
    const cookie = (await page.context().cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    // The cookie now sends an unprefixed visit to English.
    await page.goto(`${baseUrl()}/lib`);
    expect(page.url()).toBe(`${baseUrl()}/en/lib`);
    await page.getByRole("link", { name: /中文/ }).click();
    await page.waitForURL(`${baseUrl()}/lib`);
    await page.goto(`${baseUrl()}/`);
    expect(page.url()).toBe(`${baseUrl()}/`);
  });

  it("an English browser is sent to /en on its first visit", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    await page.goto(`${baseUrl()}/lib?x=1`);
    expect(page.url()).toBe(`${baseUrl()}/en/lib?x=1`);
  });

  it("switches theme without a flash on the next load", async ({ openPage }) => {
    const page = await openPage({ colorScheme: "light" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
    await expect.poll(bg).not.toBe(light);
    const dark = await bg();
    // The stored theme is applied by the head script before first paint.
    await page.goto(`${baseUrl()}/en/lib`, { waitUntil: "commit" });
    await page.waitForSelector("body");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await bg()).toBe(dark);
    await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
    await expect.poll(bg).toBe(light);
  });

  it("a detail page fits 360 px", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${baseUrl()}/cpu/amd/ryzen-7-7800x3d`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
