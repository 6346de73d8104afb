// Every measured page hydrates without a console error or warning, keeps the server's
// ids (useId: label/aria wiring) and head, and client navigations between them stay clean.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it, watchConsole, type PageConsole } from "../support/fixtures";
import { baseUrl } from "../support/http";

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

const problems = ({ errors, warnings }: PageConsole) => [
  ...errors.map((text) => `error: ${text}`),
  ...warnings.map((text) => `warning: ${text}`),
];

/** Ids, the attributes that point at ids, and the head: what hydration must not change. */
function snapshot(page: Page) {
  return page.evaluate(() => ({
    // React's streaming placeholders (B:0, S:0, _R_) are removed by its inline scripts.
    ids: [...document.querySelectorAll("[id]")].map((el) => el.id).filter((id) => !/^([BSP]:\d+|_R_)$/.test(id)),
    refs: [...document.querySelectorAll("[for],[aria-controls],[aria-describedby],[aria-labelledby],[list]")].map(
      (el) =>
        ["for", "aria-controls", "aria-describedby", "aria-labelledby", "list"]
          .map((a) => el.getAttribute(a) ?? "")
          .join("|"),
    ),
    title: document.title,
    head: [
      ...document.head.querySelectorAll(
        "meta[name],meta[property],link[rel=canonical],link[rel=alternate],link[rel=stylesheet],link[rel=icon]",
      ),
    ].map((el) => el.outerHTML),
  }));
}

describe("hydration", () => {
  for (const path of PAGES) {
    it(`${path}: no console errors or warnings, ids and head unchanged`, async ({ openPage }) => {
      const page = await openPage({ viewport: { width: 412, height: 823 } });
      const seen = await watchConsole(page);
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      const hydrated = await snapshot(page);
      // The same page without JavaScript: the server's DOM.
      const noScript = await openPage({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
      await noScript.goto(`${baseUrl()}${path}`);
      const server = await snapshot(noScript);
      await noScript.context().close();
      expect(hydrated.ids).toEqual(server.ids);
      expect(hydrated.refs).toEqual(server.refs);
      expect(hydrated.title).toBe(server.title);
      expect(hydrated.head).toEqual(server.head);
      await page.waitForTimeout(300);
      expect(problems(seen)).toEqual([]);
    });
  }

  it("client navigations across the page types stay in one document without console errors", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    const seen = await watchConsole(page);
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await markDocument(page);
    const go = async (path: string) => {
      await page.evaluate((to) => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } })
          .__reactRouterDataRouter;
        void router.navigate(to);
      }, path);
      await page.waitForURL(`${baseUrl()}${path}`);
      await page.waitForFunction(() => document.querySelector("main h1") !== null);
    };
    for (const path of [
      "/en/lib",
      "/en/cpu/intel/core-i9-14900k",
      "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
      "/lib",
      "/cpu/amd/ryzen-7-7800x3d",
      "/",
    ]) {
      await go(path);
      expect(await isSameDocument(page)).toBe(true);
      const head = () =>
        page.evaluate(
          () =>
            `${document.documentElement.lang} ${new URL(document.querySelector("link[rel=canonical]")?.getAttribute("href") ?? "/", location.href).pathname}`,
        );
      await expect
        .poll(head)
        .toBe(`${path.startsWith("/en") ? "en-US" : "zh-CN"} ${new URL(`${baseUrl()}${path}`).pathname}`);
    }
    // Back restores the previous page in the same document.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/cpu/amd/ryzen-7-7800x3d`);
    expect(await isSameDocument(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(problems(seen)).toEqual([]);
  });
});
