import { describe, expect, it } from "vitest";
import { routeKindOf } from "./metrics-route-kind";

describe("routeKindOf", () => {
  it.each([
    ["/", "home"], ["/en", "home"], ["/lib", "lib"], ["/en/lib", "lib"],
    ["/cpu/amd/ryzen-7-7800x3d", "cpu"], ["/en/cpu/intel/core-i9-14900k", "cpu"],
    ["/compare", "compare"], ["/en/compare/ryzen-7-7800x3d-vs-core-i7-14700k", "compare"],
    ["/cpu/amd/ryzen-7-7800x3d/_payload.json", "payload"], ["/_payload.json", "payload"],
    ["/en/lib.data", "data"], ["/_root.data", "data"],
    ["/api/cpus", "api-list"], ["/api/cpus.csv", "api-csv"], ["/api/cpus/amd/epyc-9654", "api-cpu"],
    ["/api/suggest", "api-suggest"], ["/api/nope", "api-other"],
    ["/healthz", "probe"], ["/readyz", "probe"], ["/assets/entry-abc.js", "asset"],
    ["/_app/builds/latest.json", "app-file"], ["/sitemap.xml", "sitemap"], ["/robots.txt", "robots"],
    ["/wp-login.php", "other"], ["/en/anything/else", "other"],
  ])("%s is %s", (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });
});
