import { describe, expect, it } from "vitest";
import { kindPath, pageHref } from "./page-href";
import { siteKindAt } from "./page-kind-paths";
import { SITE_KINDS, type SiteKind } from "./page-kinds";

describe("pageHref", () => {
  it("fills a page's parameters, unprefixed without a locale and for zh, under /en for en", () => {
    const cpu = { vendor: "amd", id: "ryzen-7-7800x3d" };
    expect(pageHref("cpu", cpu)).toBe("/cpu/amd/ryzen-7-7800x3d");
    expect(pageHref("cpu", cpu, "zh")).toBe("/cpu/amd/ryzen-7-7800x3d");
    expect(pageHref("cpu", cpu, "en")).toBe("/en/cpu/amd/ryzen-7-7800x3d");
    expect(pageHref("socket", { slug: "am5" }, "en")).toBe("/en/socket/am5");
    expect(pageHref("compare-pair", { pair: "a-vs-b" })).toBe("/compare/a-vs-b");
  });

  it("takes only a locale for a page without parameters; the home page is / and /en", () => {
    expect(pageHref("home")).toBe("/");
    expect(pageHref("home", "zh")).toBe("/");
    expect(pageHref("home", "en")).toBe("/en");
    expect(pageHref("lib", "en")).toBe("/en/lib");
    expect(pageHref("api-docs", "en")).toBe("/en/api");
  });

  it("localizes a localized resource and never a locale-free one", () => {
    expect(pageHref("ladder-png", "en")).toBe("/en/ladder.png");
    expect(pageHref("og", { "*": "cpu/amd/x.png" }, "en")).toBe("/en/og/cpu/amd/x.png");
    expect(pageHref("api-cpu", { vendor: "intel", id: "core-i7-14700k" })).toBe("/api/cpus/intel/core-i7-14700k");
    expect(pageHref("api-cpus-csv")).toBe("/api/cpus.csv");
  });

  it("checks the kind's name and parameters at compile time", () => {
    // @ts-expect-error: no such kind
    expect(() => pageHref("brand", "en")).toThrow();
    // @ts-expect-error: the processor page needs its vendor and id
    expect(() => pageHref("cpu", "en")).toThrow(/vendor/);
    // @ts-expect-error: a parameter the path does not have
    pageHref("socket", { slug: "am5", vendor: "amd" });
    // @ts-expect-error: the API has no locale
    pageHref("api-cpus", "en");
  });

  it("gives, for every kind of the table, a path that the same kind answers", () => {
    const kinds: readonly SiteKind[] = SITE_KINDS;
    for (const kind of kinds) {
      const params = Object.fromEntries(
        kind.path.split("/").flatMap((s) => (s.startsWith(":") ? [[s.slice(1), "x"]] : s === "*" ? [["*", "x"]] : [])),
      );
      expect(siteKindAt(kindPath(kind, params))?.name).toBe(kind.name);
    }
  });
});
