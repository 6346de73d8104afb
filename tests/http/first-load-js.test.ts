// The design's budget: JS on first load of any page (gzip) <= 125 KiB, one limit for every page
// kind. Bytes are deterministic for a build, so this is a plain assertion, not a timed test.
import { describe, expect, it } from "vitest";
import { firstLoadJs } from "../support/first-load-js";
import { get } from "../support/http";

const BUDGET_KIB = 125;
const PAGES: [kind: string, path: string, status: number][] = [
  ["home zh", "/", 200],
  ["home en", "/en", 200],
  ["library zh", "/lib", 200],
  ["library en", "/en/lib", 200],
  ["detail zh", "/cpu/amd/ryzen-7-7800x3d", 200],
  ["detail en", "/en/cpu/amd/ryzen-7-7800x3d", 200],
  ["compare", "/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k", 200],
  ["head-to-head", "/compare/core-i7-14700k-vs-ryzen-7-7800x3d", 200],
  ["socket", "/en/socket/am4", 200],
  ["upgrade", "/upgrade?from=amd/ryzen-7-1700", 200],
  ["api docs", "/en/api", 200],
  ["about", "/en/about", 200],
  ["not found", "/en/no-such-page", 404],
];

describe("first-load JS (gzip, as npm run bench counts it)", () => {
  it.each(PAGES)("%s (%s) stays within the budget", async (_kind, path, status) => {
    const limit = BUDGET_KIB * 1024;
    const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
    expect(res.status).toBe(status);
    const js = await firstLoadJs(await res.text());
    expect(js.files.length).toBeGreaterThan(3); // the entry (with React and React Router), the route manifest, root, the page
    if (js.gzipBytes > limit || process.env.FIRST_LOAD_JS_REPORT) {
      const kib = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `${path}: ${kib(js.gzipBytes)} KiB\n${js.files
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((f) => `  ${kib(f.gzipBytes)} ${f.path}`)
          .join("\n")}`,
      );
    }
    expect(js.gzipBytes).toBeLessThanOrEqual(limit);
  });

  // app/script-preloads.tsx: the stylesheet and the HTML paint the page, the scripts only hydrate it.
  it.each(PAGES)("%s (%s) asks for every preloaded script at low priority first", async (_kind, path) => {
    const html = await (await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" })).text();
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)\/>/g)];
    const low = links.filter((m) => m[2]!.includes('fetchPriority="low"')).map((m) => m[1]);
    const firstDefault = links.findIndex((m) => !m[2]!.includes('fetchPriority="low"'));
    expect(low.length).toBeGreaterThan(3);
    expect(firstDefault).toBe(low.length);
    expect(new Set(low)).toEqual(new Set(links.map((m) => m[1])));
  });
});
