// Every measured page hydrates without a console error or warning, keeps the server's
// ids (useId: label/aria wiring) and head, and client navigations between them stay clean.
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isSameDocument, launchBrowser, markDocument, newPage, waitForHydration } from "../support/browser";

let browser: Browser;
const base = () => inject("baseUrl");
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = [
  "/",
  "/en",
  "/lib",
  "/en/lib",
  "/cpu/amd/ryzen-7-7800x3d",
  "/en/cpu/intel/core-i9-14900k",
  "/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
  "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
  "/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x",
];

function collectConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Ids, the attributes that point at ids, and the head: what hydration must not change. */
function snapshot(page: Page) {
  return page.evaluate(() => ({
    // React's streaming placeholders (B:0, S:0, _R_) are removed by its inline scripts.
    ids: [...document.querySelectorAll("[id]")].map((el) => el.id).filter((id) => !/^([BSP]:\d+|_R_)$/.test(id)),
    refs: [...document.querySelectorAll("[for],[aria-controls],[aria-describedby],[aria-labelledby],[list]")].map((el) =>
      ["for", "aria-controls", "aria-describedby", "aria-labelledby", "list"].map((a) => el.getAttribute(a) ?? "").join("|"),
    ),
    title: document.title,
    head: [...document.head.querySelectorAll("meta[name],meta[property],link[rel=canonical],link[rel=alternate],link[rel=stylesheet],link[rel=icon]")].map((el) => el.outerHTML),
  }));
}

describe("hydration", () => {
  for (const path of PAGES) {
    it(`${path}: no console errors or warnings, ids and head unchanged`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width: 412, height: 823 } });
      const problems = collectConsole(page);
      await page.goto(`${base()}${path}`);
      await waitForHydration(page);
      const hydrated = await snapshot(page);
      // The same page without JavaScript: the server's DOM.
      const { context: raw, page: noScript } = await newPage(browser, { viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
      await noScript.goto(`${base()}${path}`);
      const server = await snapshot(noScript);
      await raw.close();
      expect(hydrated.ids).toEqual(server.ids);
      expect(hydrated.refs).toEqual(server.refs);
      expect(hydrated.title).toBe(server.title);
      expect(hydrated.head).toEqual(server.head);
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("client navigations across the page types stay in one document without console errors", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const problems = collectConsole(page);
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    await markDocument(page);
    const go = async (path: string) => {
      await page.evaluate((to) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } }).__reactRouterDataRouter;
        void router.navigate(to);
      }, path);
      await page.waitForURL(`${base()}${path}`);
      await page.waitForFunction(() => document.querySelector("main h1") !== null);
    };
    for (const path of ["/en/lib", "/en/cpu/intel/core-i9-14900k", "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d", "/lib", "/cpu/amd/ryzen-7-7800x3d", "/"]) {
      await go(path);
      expect(await isSameDocument(page)).toBe(true);
      const head = () => page.evaluate(() => `${document.documentElement.lang} ${new URL(document.querySelector("link[rel=canonical]")?.getAttribute("href") ?? "/", location.href).pathname}`);
      await expect.poll(head).toBe(`${path.startsWith("/en") ? "en-US" : "zh-CN"} ${new URL(`${base()}${path}`).pathname}`);
    }
    // Back restores the previous page in the same document.
    await page.goBack();
    await page.waitForURL(`${base()}/cpu/amd/ryzen-7-7800x3d`);
    expect(await isSameDocument(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await context.close();
  });
});
