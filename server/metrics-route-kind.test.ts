import { describe, expect, it } from "vitest";
import { SITE_KINDS, type SiteKind } from "#common/page-kinds";
import { routeKindOf } from "./metrics-route-kind";

/** A path of the kind, "x" for each parameter and for the rest of a splat. */
const samplePath = (kind: SiteKind) =>
  `/${kind.path
    .split("/")
    .map((s) => (s.startsWith(":") || s === "*" ? "x" : s))
    .join("/")}`;

describe("routeKindOf", () => {
  it.each([
    ["/", "home"],
    ["/en", "home"],
    ["/lib", "lib"],
    ["/en/lib", "lib"],
    ["/cpu/amd/ryzen-7-7800x3d", "cpu"],
    ["/en/cpu/intel/core-i9-14900k", "cpu"],
    ["/compare", "compare"],
    ["/en/compare/ryzen-7-7800x3d-vs-core-i7-14700k", "compare-pair"],
    ["/socket/am5", "socket"],
    ["/en/socket/lga-1700", "socket"],
    ["/upgrade", "upgrade"],
    ["/en/upgrade", "upgrade"],
    ["/about", "about"],
    ["/en/about", "about"],
    ["/api", "api-docs"],
    ["/en/api", "api-docs"],
    ["/ladder.svg", "ladder-image"],
    ["/en/ladder.png", "ladder-image"],
    ["/og/cpu/amd/epyc-9654.png", "og-image"],
    ["/cpu/amd/ryzen-7-7800x3d/_payload.json", "payload"],
    ["/_payload.json", "payload"],
    ["/en/lib.data", "data"],
    ["/_root.data", "data"],
    ["/api/cpus", "api-list"],
    ["/api/cpus.csv", "api-csv"],
    ["/api/cpus/amd/epyc-9654", "api-cpu"],
    ["/api/suggest", "api-suggest"],
    ["/api/openapi.json", "api-other"],
    ["/api/nope", "api-other"],
    ["/healthz", "probe"],
    ["/readyz", "probe"],
    ["/assets/entry-abc.js", "asset"],
    ["/_app/builds/latest.json", "app-file"],
    ["/sitemap.xml", "sitemap"],
    ["/robots.txt", "robots"],
    ["/wp-login.php", "other"],
    ["/en/anything/else", "other"],
    ["/en/api/cpus", "other"],
    ["/cpu/amd", "other"],
  ])("%s is %s", (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });

  it.each(SITE_KINDS.map((kind): [string, SiteKind] => [kind.name, kind]))(
    "every declared kind is counted under its own label: %s",
    (_, kind) => {
      expect(routeKindOf(samplePath(kind))).toBe(kind.metrics);
      const en = `/en${samplePath(kind)}`.replace(/\/$/, "");
      expect(routeKindOf(en)).toBe(kind.type === "resource" && kind.locale === "none" ? "other" : kind.metrics);
    },
  );
});
