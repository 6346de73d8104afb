// A few stable views compared with stored screenshots (tests/e2e/__screenshots__, tolerance in
// screenshot-match.ts): the page frame, a spec sheet in both themes and the not-found page. A
// broken or missing stylesheet rule fails here. After a deliberate change of look, rewrite the
// stored views with UPDATE_SCREENSHOTS=1 and look at them before committing. And each page kind
// waits for one stylesheet only (its first paint waits for every stylesheet in the head), which
// draws the page frame too.
import { describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";
import { matchStoredScreenshot } from "./screenshot-match";

type View = {
  name: string;
  path: string;
  /** The element photographed: its first match. */
  selector: string;
  width: number;
  scheme: "light" | "dark";
};

const VIEWS: readonly View[] = [
  { name: "about-header-en-1280-light", path: "/en/about", selector: ".site-header", width: 1280, scheme: "light" },
  {
    name: "detail-spec-table-en-1280-dark",
    path: "/en/cpu/amd/ryzen-7-7800x3d",
    selector: ".spec-table",
    width: 1280,
    scheme: "dark",
  },
  {
    name: "detail-spec-table-zh-390-light",
    path: "/cpu/amd/ryzen-7-7800x3d",
    selector: ".spec-table",
    width: 390,
    scheme: "light",
  },
  { name: "not-found-en-390-dark", path: "/en/no-such-page", selector: ".page", width: 390, scheme: "dark" },
];

describe("stored views", () => {
  for (const view of VIEWS) {
    it(`${view.name} looks as stored`, async ({ openPage }) => {
      const page = await openPage({
        locale: view.path.startsWith("/en") ? "en-US" : "zh-CN",
        viewport: { width: view.width, height: 900 },
        colorScheme: view.scheme,
        reducedMotion: "reduce",
      });
      const response = await page.goto(`${baseUrl()}${view.path}`);
      expect(response?.status()).toBe(view.path === "/en/no-such-page" ? 404 : 200);
      if (response?.ok()) await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const png = await page.locator(view.selector).first().screenshot({ animations: "disabled" });
      expect(matchStoredScreenshot(view.name, png)).toBeNull();
    });
  }
});

/** A page of each kind, and the error page (links base.css alone), with the status each answers. */
const ONE_STYLESHEET: readonly (readonly [path: string, status: number])[] = [
  ["/en", 200],
  ["/lib", 200],
  ["/en/cpu/intel/core-i9-14900k", 200],
  ["/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k", 200],
  ["/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d", 200],
  ["/socket/am5", 200],
  ["/en/upgrade", 200],
  ["/en/api", 200],
  ["/about", 200],
  ["/en/no-such-page", 404],
];

describe("one stylesheet per page", () => {
  for (const [path, status] of ONE_STYLESHEET) {
    it(`${path} links one stylesheet, which draws the page frame`, async ({ openPage }) => {
      const page = await openPage({ locale: path.startsWith("/en") ? "en-US" : "zh-CN" });
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status()).toBe(status);
      const sheets = await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length);
      expect(sheets).toBe(1);
      // base.css's rules, from the page kind's stylesheet: the header is a flex row on the surface colour.
      const header = await page.evaluate(() => {
        const style = getComputedStyle(document.querySelector(".site-header")!);
        return { display: style.display, surface: style.backgroundColor !== "rgba(0, 0, 0, 0)" };
      });
      expect(header).toEqual({ display: "flex", surface: true });
    });
  }
});
