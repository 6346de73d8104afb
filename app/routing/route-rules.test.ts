import { describe, expect, it } from "vitest";
import { applyRouteRules, assertValidRouteRules, ROUTE_RULES, UnknownRouteMiddlewareError } from "./route-rules";

describe("route rules", () => {
  it("redirects upper-case ids and vendors to the canonical path with 301", () => {
    expect(applyRouteRules("/cpu/AMD/Ryzen-7-7800X3D", "").redirect).toEqual({ location: "/cpu/amd/ryzen-7-7800x3d", status: 301, external: false });
    expect(applyRouteRules("/en/cpu/intel/Core-i9-14900K", "?a=1").redirect?.location).toBe("/en/cpu/intel/core-i9-14900k?a=1");
  });

  it("strips a vendor prefix in the id", () => {
    expect(applyRouteRules("/cpu/amd/amd-ryzen-7-7800x3d", "").redirect?.location).toBe("/cpu/amd/ryzen-7-7800x3d");
  });

  it("removes a trailing slash", () => {
    expect(applyRouteRules("/cpu/intel/core-i9-14900k/", "").redirect).toEqual({ location: "/cpu/intel/core-i9-14900k", status: 301, external: false });
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

  it("fails fast on an unknown middleware", () => {
    expect(() => assertValidRouteRules(ROUTE_RULES)).not.toThrow();
    const bad = [{ pattern: "/x", middleware: ["nope"] }];
    expect(() => assertValidRouteRules(bad)).toThrow(UnknownRouteMiddlewareError);
    expect(() => applyRouteRules("/x", "", bad)).toThrow("Unknown route middleware: nope");
  });
});
