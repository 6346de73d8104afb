import { describe, expect, it } from "vitest";
import { evaluateRouteRules, matchingRuleOf } from "./evaluate-route-rules";
import {
  applyRouteRules,
  assertValidRouteRules,
  ROUTE_RULES,
  shippedRouteRules,
  UnknownRouteMiddlewareError,
} from "./route-rules";

/** Paths exercising every rule, with case, slash, locale, encoding and canonical variants. */
const PATHS = [
  "/",
  "/en",
  "/lib",
  "/lib/",
  "/en/lib/",
  "/LIB/",
  "/cpu/amd/ryzen-7-7800x3d",
  "/cpu/AMD/Ryzen-7-7800X3D",
  "/en/cpu/intel/Core-i9-14900K",
  "/cpu/amd/amd-ryzen-7-7800x3d",
  "/cpu/intel/core-i9-14900k/",
  "/en/cpu/Intel/Core-i9-14900K/",
  "/cpu/amd/Bad_Id",
  "/cpu/AMDX/ryzen",
  "/cpu/intel/core-i9-14900k/ark",
  "/cpu/Intel/core-i9-14900k/ark",
  "/cpu/intel/a%26b%3Dc/ark",
  "/cpu/amd/ryzen-7-7800x3d/amd",
  "/en/cpu/amd/Ryzen-7-7800X3D/amd",
  "/cpu/amd/%2F%2Fevil.example/",
  "/cpu//evil.example/",
  "/cpu/amd/..%2f..%2fevil/",
  "/cpu/amd/%E0%A4%A/",
  "/compare/core-i7-14700k-vs-ryzen-7-7800x3d/",
  "/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
  "/api",
  "/api/",
  "/api/cpus",
  "/en/api/cpus/amd/x",
  "/socket/am4",
  "/socket/AM4",
  "/socket/am4/",
  "/en/socket/LGA-1700/",
  "/socket/bad_slug",
  "/upgrade/",
  "/about/",
  "/en/about/",
  "/upgrade",
  "/en/upgrade/",
];

describe("route rules", () => {
  it("redirects upper-case ids and vendors to the canonical path with 301", () => {
    expect(applyRouteRules("/cpu/AMD/Ryzen-7-7800X3D", "").redirect).toEqual({
      location: "/cpu/amd/ryzen-7-7800x3d",
      status: 301,
      external: false,
    });
    expect(applyRouteRules("/en/cpu/intel/Core-i9-14900K", "?a=1").redirect?.location).toBe(
      "/en/cpu/intel/core-i9-14900k?a=1",
    );
  });

  it("strips a vendor prefix in the id", () => {
    expect(applyRouteRules("/cpu/amd/amd-ryzen-7-7800x3d", "").redirect?.location).toBe("/cpu/amd/ryzen-7-7800x3d");
  });

  it("removes a trailing slash", () => {
    expect(applyRouteRules("/cpu/intel/core-i9-14900k/", "").redirect).toEqual({
      location: "/cpu/intel/core-i9-14900k",
      status: 301,
      external: false,
    });
    expect(applyRouteRules("/lib/", "?q=x").redirect?.location).toBe("/lib?q=x");
  });

  it("leaves canonical paths alone", () => {
    expect(applyRouteRules("/cpu/amd/ryzen-7-7800x3d", "").redirect).toBeUndefined();
    expect(applyRouteRules("/", "").redirect).toBeUndefined();
  });

  it("does not canonicalise ids that would still be invalid", () => {
    expect(applyRouteRules("/cpu/amd/Bad_Id", "").redirect).toBeUndefined();
    expect(applyRouteRules("/cpu/AMDX/ryzen", "").redirect).toBeUndefined();
  });

  it("sends external rules to the vendor, encoding the id", () => {
    const r = applyRouteRules("/cpu/intel/core-i9-14900k/ark", "").redirect;
    expect(r?.external).toBe(true);
    expect(r?.location).toBe("https://ark.intel.com/content/www/us/en/ark/search.html?q=core-i9-14900k");
    const odd = applyRouteRules("/cpu/intel/a%26b%3Dc/ark", "").redirect;
    expect(odd?.location).toContain("q=a%26b%3Dc");
  });

  it("never produces a protocol-relative or foreign internal redirect", () => {
    for (const path of ["/cpu/amd/%2F%2Fevil.example/", "/cpu//evil.example/", "/cpu/amd/..%2f..%2fevil/"]) {
      const loc = applyRouteRules(path, "").redirect?.location;
      if (loc) expect(loc).toMatch(/^\/(?!\/)/);
    }
  });

  it("applies middleware headers", () => {
    expect(applyRouteRules("/api/cpus", "").headers["X-Robots-Tag"]).toBe("noindex");
    // Caching is not a route rule: one policy for all responses (common/http.ts).
    expect(applyRouteRules("/en/lib", "").headers).toEqual({});
  });

  it("removes trailing slashes from every path, in one hop with a rule's own redirect", () => {
    for (const [path, location] of [
      ["/api/cpus//", "/api/cpus"],
      ["/api/cpus/amd/ryzen-7-7800x3d/", "/api/cpus/amd/ryzen-7-7800x3d"],
      ["/ladder.svg/", "/ladder.svg"],
      ["/en/", "/en"],
      ["/en/lib///", "/en/lib"],
      ["/LIB/", "/LIB"],
      ["/cpu/AMD/Ryzen-7-7800X3D//", "/cpu/amd/ryzen-7-7800x3d"],
    ]) {
      expect(applyRouteRules(path!, "?x=1").redirect, path).toEqual({
        location: `${location}?x=1`,
        status: 301,
        external: false,
      });
    }
    expect(applyRouteRules("/cpu/intel/core-i9-14900k/ark/", "").redirect?.external).toBe(true);
    expect(applyRouteRules("///", "").redirect?.location).toBe("/");
  });

  it("matches whole paths and letter case", () => {
    expect(applyRouteRules("/cpu/Intel/core-i9-14900k/ark", "").redirect?.external).toBeUndefined();
    expect(applyRouteRules("/lib/x", "").redirect).toBeUndefined();
    expect(applyRouteRules("/cpu/amd", "").redirect).toBeUndefined();
  });

  it("sends AMD processors to AMD's site search, in the fragment", () => {
    expect(applyRouteRules("/en/cpu/amd/Ryzen-7-7800X3D/amd", "").redirect).toEqual({
      location: "https://www.amd.com/en/search/site-search.html#q=ryzen-7-7800x3d",
      status: 302,
      external: true,
    });
  });

  it("canonicalises sockets, compare pairs and /upgrade/ in both locales", () => {
    expect(applyRouteRules("/socket/AM4", "").redirect).toEqual({
      location: "/socket/am4",
      status: 301,
      external: false,
    });
    expect(applyRouteRules("/en/socket/LGA-1700/", "?x=1").redirect?.location).toBe("/en/socket/lga-1700?x=1");
    expect(applyRouteRules("/socket/am4", "").redirect).toBeUndefined();
    expect(applyRouteRules("/socket/bad_slug", "").redirect).toBeUndefined();
    expect(applyRouteRules("/compare/a-vs-b/", "").redirect?.location).toBe("/compare/a-vs-b");
    expect(applyRouteRules("/en/upgrade/", "?from=amd/x").redirect).toEqual({
      location: "/en/upgrade?from=amd/x",
      status: 301,
      external: false,
    });
    expect(applyRouteRules("/upgrade", "").redirect).toBeUndefined();
  });

  it("marks everything under /api/ noindex, and nothing else", () => {
    for (const path of ["/api/x", "/api/cpus", "/api/cpus/amd/ryzen-7-7800x3d", "/en/api/openapi.json"]) {
      expect(applyRouteRules(path, "").headers, path).toEqual({ "X-Robots-Tag": "noindex" });
    }
    for (const path of ["/api", "/apis/x", "/lib", "/"]) expect(applyRouteRules(path, "").headers, path).toEqual({});
  });

  it("applies a data request's rules to its page, without React Router's _routes", () => {
    expect(applyRouteRules("/cpu/AMD/Ryzen-7-7800X3D.data", "?_routes=root,routes/cpu").redirect).toEqual({
      location: "/cpu/amd/ryzen-7-7800x3d",
      status: 301,
      external: false,
    });
    expect(applyRouteRules("/en/cpu/intel/Core-i9-14900K.data", "?q=a&_routes=root").redirect?.location).toBe(
      "/en/cpu/intel/core-i9-14900k?q=a",
    );
    expect(applyRouteRules("/cpu/intel/core-i9-14900k/ark.data", "").redirect?.external).toBe(true);
    expect(applyRouteRules("/cpu/amd/ryzen-7-7800x3d.data", "?_routes=root").redirect).toBeUndefined();
    expect(applyRouteRules("/_root.data", "").redirect).toBeUndefined();
    expect(applyRouteRules("/en/lib.data", "?q=ryzen").redirect).toBeUndefined();
  });

  it("the meta file's rules decide every path as the server does", () => {
    const shipped = JSON.parse(JSON.stringify(shippedRouteRules())) as ReturnType<typeof shippedRouteRules>;
    expect(shipped).toHaveLength(ROUTE_RULES.length);
    const inBrowser = shipped.map(matchingRuleOf);
    for (const path of PATHS) {
      for (const search of ["", "?q=7800x3d"]) {
        expect(evaluateRouteRules(inBrowser, path, search), path + search).toEqual(applyRouteRules(path, search));
      }
    }
  });

  it("fails fast on an unknown middleware", () => {
    expect(() => assertValidRouteRules(ROUTE_RULES)).not.toThrow();
    const bad = [{ pattern: "/x", middleware: ["nope"] }];
    expect(() => assertValidRouteRules(bad)).toThrow(UnknownRouteMiddlewareError);
    expect(() => applyRouteRules("/x", "", bad)).toThrow("Unknown route middleware: nope");
  });
});
