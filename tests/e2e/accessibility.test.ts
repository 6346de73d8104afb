// axe-core in Chromium: zero violations on the main page kinds, in both languages, light and
// dark theme, desktop and phone widths. The theme is chosen the way a user would (the stored
// choice), so both palettes are checked whatever the system preference.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { axeViolations as audit, violationSummary as summary } from "../support/axe";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

const PAGES = [
  { name: "home", path: "/" },
  { name: "ladder around a processor", path: "/?at=intel/core-i5-8400" },
  { name: "server ladder with low-confidence figures", path: "/?segment=server&lowConfidence=1" },
  { name: "per-watt ladder", path: "/?view=power&segment=laptop" },
  { name: "library", path: "/lib?vendor=amd&sort=gb6m" },
  { name: "library by value", path: "/lib?sort=value" },
  { name: "detail", path: "/cpu/amd/ryzen-7-7800x3d" },
  {
    name: "compare",
    path: "/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x,intel/core-ultra-9-285k",
  },
  { name: "head-to-head", path: "/compare/core-i7-14700k-vs-ryzen-7-7800x3d" },
  { name: "head-to-head with a low-confidence figure", path: "/compare/ryzen-9-5950x-vs-xeon-e5-2680-v4" },
  { name: "socket", path: "/socket/am5" },
  { name: "upgrade", path: "/upgrade?from=intel/core-i3-8100" },
  { name: "upgrade with platform picks", path: "/upgrade?from=intel/core-i5-8400" },
  { name: "API", path: "/api" },
  { name: "about", path: "/about" },
  { name: "not found", path: "/no-such-page" },
] as const;

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Opens every closed <details> as a reader would, and waits for what they render; how many it opened. */
async function openAllDetails(page: Page): Promise<number> {
  const opened = await page.evaluate(() => {
    const closed = [...document.querySelectorAll("details:not([open])")];
    for (const details of closed) (details as HTMLDetailsElement).open = true;
    return closed.length;
  });
  // A deferred list replaces its noscript with its content on the toggle event.
  if (opened > 0) await page.waitForFunction(() => document.querySelectorAll("details noscript").length === 0);
  return opened;
}

describe("axe-core reports no violations", () => {
  for (const locale of ["zh", "en"] as const) {
    for (const theme of ["light", "dark"] as const) {
      it.for(PAGES)(`${locale} ${theme}: $name at 1280 and 390 px`, async ({ path }, { openPage }) => {
        const url = `${baseUrl()}${locale === "en" ? (path === "/" || path.startsWith("/?") ? `/en${path.slice(1)}` : `/en${path}`) : path}`;
        // bypassCSP only lets the test inject axe; the CSP itself is tested in csp.test.ts.
        const page = await openPage({ locale: locale === "en" ? "en-US" : "zh-CN", bypassCSP: true });
        await page.context().addInitScript((t) => localStorage.setItem("theme", t), theme);
        const found: string[] = [];
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto(url);
          if (!path.startsWith("/no-such")) await waitForHydration(page);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          found.push(...summary(await audit(page)).map((s) => `${viewport.width}px ${s}`));
          // Then with every disclosure open: what is rendered only once opened is audited too.
          const opened = await openAllDetails(page);
          if (opened > 0) found.push(...summary(await audit(page)).map((s) => `${viewport.width}px opened: ${s}`));
        }
        await page.context().close();
        expect(found).toEqual([]);
      });
    }
  }
});
