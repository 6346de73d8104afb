import { describe, expect, it } from "vitest";
import { CACHE_POLICY, renderedKindOf } from "./http";

describe("renderedKindOf", () => {
  it("names errors and redirects by status, whatever the path", () => {
    expect(renderedKindOf("/api/cpus", 400, "application/json")).toBe("error");
    expect(renderedKindOf("/cpu/amd/x", 503, "text/html")).toBe("error");
    expect(renderedKindOf("/compare", 301, "text/plain")).toBe("redirect");
    expect(renderedKindOf("/en/compare.data", 202, "text/x-script")).toBe("redirect");
  });

  it("names 200 and 304 answers by path and type", () => {
    expect(renderedKindOf("/en/lib.data", 200, "text/x-script")).toBe("data");
    expect(renderedKindOf("/lib/_payload.json", 200, "application/json")).toBe("payload");
    expect(renderedKindOf("/api/cpus", 304, "")).toBe("api-json");
    expect(renderedKindOf("/api/cpus.csv", 200, "text/csv; charset=utf-8")).toBe("csv");
    expect(renderedKindOf("/cpu/amd/ryzen-7-7800x3d", 200, "text/html; charset=utf-8")).toBe("rendered-html");
    expect(renderedKindOf("/robots.txt", 200, "text/plain; charset=utf-8")).toBe("rendered-file");
  });
});

describe("CACHE_POLICY", () => {
  it("never stores errors, redirects or probes, and tags nothing it does not store", () => {
    for (const kind of ["error", "redirect", "probe"] as const) {
      expect(CACHE_POLICY[kind].cacheControl).toBe("no-store");
      expect(CACHE_POLICY[kind].etag).toBe(false);
    }
  });

  it("keeps a prerendered page and the same page rendered under one policy", () => {
    expect(CACHE_POLICY["rendered-html"]).toEqual(CACHE_POLICY["prerendered-html"]);
  });
});
