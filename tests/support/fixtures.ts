// Playwright-style fixtures for the Chromium suites, on Vitest's test.extend. A test names what
// it needs and gets it set up and torn down, pass or fail:
//   it("...", async ({ page, pageConsole }) => ...)     one page with the default options
//   it("...", async ({ openPage }) => openPage({ locale: "en-US" }))   pages with options
// `browser` is launched once per test file (worker scope: the e2e files run one at a time, each
// in its own worker); every page has a context of its own, closed when the test ends.
import type { Browser, Page } from "playwright-core";
import { test as base } from "vitest";
import { launchBrowser, newPage } from "./browser";

export type PageOptions = NonNullable<Parameters<Browser["newContext"]>[0]>;

/** The `openPage` fixture: a page in a new context, with the defaults of newPage (browser.ts) unless `options` say otherwise. */
export type OpenPage = (options?: PageOptions) => Promise<Page>;

/** What a page said while it ran: console errors and uncaught exceptions, and console warnings. */
export type PageConsole = { errors: string[]; warnings: string[] };

/** Chromium's own report of a blocked script, style or request, and ours (see watchConsole). */
export const isCspViolation = (text: string) => /Content Security Policy|Refused to (execute|load|apply)/i.test(text);

/**
 * Collects what `page` reports from now on. CSP violations become console errors: Chromium logs
 * most of them itself, and a `securitypolicyviolation` listener, added before any document
 * loads, reports the rest.
 */
export async function watchConsole(page: Page): Promise<PageConsole> {
  const seen: PageConsole = { errors: [], warnings: [] };
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(message.text());
    else if (message.type() === "warning") seen.warnings.push(message.text());
  });
  page.on("pageerror", (error) => seen.errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

export const test = base
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend("browser", { scope: "worker" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("openPage", async ({ browser }, { onCleanup }) => {
    const pages: Page[] = [];
    onCleanup(async () => {
      await Promise.all(pages.map((page) => page.context().close()));
    });
    const openPage: OpenPage = async (options = {}) => {
      const { page } = await newPage(browser, options);
      pages.push(page);
      return page;
    };
    return openPage;
  })
  .extend("page", async ({ openPage }) => openPage())
  .extend("pageConsole", async ({ page }) => watchConsole(page));

export const it = test;
