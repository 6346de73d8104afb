import { describe, expect, it } from "vitest";
import { listedPages, payloadKindOf, prerenderedPaths, siteKindAt, sitemapPagePaths } from "./page-kind-paths";
import { SITE_KINDS, type CatalogueListing, type SiteKind } from "./page-kinds";

const kinds: readonly SiteKind[] = SITE_KINDS;
const LISTING: CatalogueListing = {
  cpus: [{ vendor: "amd", id: "epyc-9654" }],
  socketSlugs: ["am5"],
  pairSlugs: ["core-i7-14700k-vs-ryzen-7-7800x3d"],
};

/** A path of the kind, "x" for each parameter and for the rest of a splat. */
const samplePath = (kind: SiteKind) =>
  `/${kind.path
    .split("/")
    .map((s) => (s.startsWith(":") || s === "*" ? "x" : s))
    .join("/")}`;

describe("the table of page kinds", () => {
  it("names each kind once, and each page kind counts under a label of its own", () => {
    expect(new Set(kinds.map((k) => k.name)).size).toBe(kinds.length);
    const pageLabels = kinds.filter((k) => k.type === "page").map((k) => k.metrics);
    expect(new Set(pageLabels).size).toBe(pageLabels.length);
    expect(pageLabels).toEqual(expect.arrayContaining(["socket", "upgrade", "about", "api-docs", "compare-pair"]));
  });

  it.each(kinds.map((k): [string, SiteKind] => [k.name, k]))(
    "a path of %s is answered by its kind, below /en too where localized",
    (_, kind) => {
      expect(siteKindAt(samplePath(kind))?.name).toBe(kind.name);
      const localized = kind.type === "page" || kind.locale === "zh-en";
      const en = `/en${samplePath(kind)}`.replace(/\/$/, "");
      expect(siteKindAt(en)?.name).toBe(localized ? kind.name : "not-found");
    },
  );

  it("ranks fixed paths and parameters before splats, the deeper splat first, as React Router does", () => {
    expect(siteKindAt("/compare")?.name).toBe("compare");
    expect(siteKindAt("/compare/a-vs-b")?.name).toBe("compare-pair");
    expect(siteKindAt("/compare/a/b")?.name).toBe("not-found");
    expect(siteKindAt("/api/cpus.csv")?.name).toBe("api-cpus-csv");
    expect(siteKindAt("/api/cpus/amd/x/y")?.name).toBe("api-not-found");
    expect(siteKindAt("/og")?.name).toBe("og");
    expect(siteKindAt("/LIB")?.name).toBe("not-found");
  });
});

describe("listed pages: the sitemap and the prerendered paths", () => {
  it("list every page of each kind that declares its pages, in the table's order", () => {
    expect(sitemapPagePaths(LISTING)).toEqual([
      "/",
      "/lib",
      "/cpu/amd/epyc-9654",
      "/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
      "/socket/am5",
      "/api",
      "/about",
    ]);
    const listedKinds = new Set(listedPages(LISTING).map((page) => page.kind.name));
    expect([...listedKinds]).toEqual(kinds.filter((k) => k.type === "page" && k.listed).map((k) => k.name));
  });

  it("prerender every listed page in both locales, with its payload twin where its kind has one", () => {
    const paths = prerenderedPaths(LISTING);
    for (const page of sitemapPagePaths(LISTING)) {
      for (const path of [page, page === "/" ? "/en" : `/en${page}`]) {
        expect(paths).toContain(path);
        const twin = path === "/" ? "/_payload.json" : `${path}/_payload.json`;
        expect(paths.includes(twin), twin).toBe(payloadKindOf(path) !== undefined);
      }
    }
    expect(paths).toHaveLength(2 * (7 + 6));
  });

  it("the API page is listed and prerendered without a twin; query-driven pages are neither", () => {
    const paths = prerenderedPaths(LISTING);
    expect(paths).toEqual(expect.arrayContaining(["/api", "/en/api"]));
    expect(paths).not.toContain("/api/_payload.json");
    for (const page of ["/compare", "/upgrade"]) {
      expect(sitemapPagePaths(LISTING)).not.toContain(page);
      expect(paths).not.toContain(page);
    }
  });
});
