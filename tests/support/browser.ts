// Debian's Chromium driven by playwright-core (no browser download).
import { BROWSER_UA } from "./http";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Headless Chromium says "HeadlessChrome", which crawler checks rightly treat as a bot.
  const context = await browser.newContext({ locale: "zh-CN", userAgent: BROWSER_UA, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Marks the current document; a full page load loses the mark, a client navigation keeps it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as unknown as { __cpuAtlasPreloads?: unknown }).__cpuAtlasPreloads);
}
