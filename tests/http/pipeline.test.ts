// The request pipeline in front of the pages, the same in production and in dev (npm run dev):
// route rules, security headers and the build's files for the version check.
import { describe, expect, it } from "vitest";
import { SERVER_TARGETS, serverFor } from "../support/targets";

describe.each(SERVER_TARGETS)("the request pipeline (%s server)", (target) => {
  const { get } = serverFor(target);

  describe("route rules", () => {
    it.each([
      ["/cpu/AMD/Ryzen-7-7800X3D", "/cpu/amd/ryzen-7-7800x3d"],
      ["/cpu/amd/amd-ryzen-7-7800x3d", "/cpu/amd/ryzen-7-7800x3d"],
      ["/cpu/amd/ryzen-7-7800x3d/", "/cpu/amd/ryzen-7-7800x3d"],
      ["/en/cpu/intel/Core-i9-14900K", "/en/cpu/intel/core-i9-14900k"],
      ["/cpu/intel/ryzen-7-7800x3d", "/cpu/amd/ryzen-7-7800x3d"],
      ["/lib/", "/lib"],
    ])("%s -> 301 %s", async (from, to) => {
      const res = await get(from, { "Accept-Language": "zh" });
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    });

    it("an external rule redirects to the vendor's site", async () => {
      const res = await get("/cpu/intel/core-i9-14900k/ark");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^https:\/\/ark\.intel\.com\//);
    });

    it.each([
      ["/cpu/AMD/Ryzen-7-7800X3D.data?_routes=root,zh/cpu", "/cpu/amd/ryzen-7-7800x3d", "301"],
      ["/en/cpu/intel/Core-i9-14900K.data?q=x&_routes=root", "/en/cpu/intel/core-i9-14900k?q=x", "301"],
      ["/en/socket/AM4.data", "/en/socket/am4", "301"],
      [
        "/cpu/intel/core-i9-14900k/ark.data",
        "https://ark.intel.com/content/www/us/en/ark/search.html?q=core-i9-14900k",
        "302",
      ],
    ])("a client navigation's data request %s gets the single-fetch redirect to %s", async (from, to, status) => {
      const res = await get(from, { "Accept-Language": "zh" });
      expect(res.status).toBe(204);
      expect(res.headers.get("x-remix-redirect")).toBe(to);
      expect(res.headers.get("x-remix-status")).toBe(status);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toBe("");
    });

    it("a canonical page's data request is answered with its data", async () => {
      const res = await get("/en/socket/am4.data?_routes=root");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-remix-redirect")).toBeNull();
    });

    it("marks the API noindex, and pages not", async () => {
      for (const path of ["/api/cpus?limit=1", "/api/openapi.json", "/api/nope"]) {
        expect((await get(path)).headers.get("x-robots-tag"), path).toBe("noindex");
      }
      expect((await get("/en/lib")).headers.get("x-robots-tag")).toBeNull();
    });
  });

  describe("headers and build files", () => {
    it("sends a page with its Content-Security-Policy, security headers and caching policy", async () => {
      const res = await get("/en/lib?q=ryzen");
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-[\w+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      // Only dev's pages open Vite's HMR websocket.
      expect(csp.includes(" ws: ")).toBe(target === "dev");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    });

    it("answers the build meta file the page's version check asks for", async () => {
      const html = await (await get("/en")).text();
      const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
      expect(buildId).toBeTruthy();
      const latest = await get(`/_app/builds/latest.json?t=${Date.now()}`);
      expect(latest.status).toBe(200);
      expect(((await latest.json()) as { id: string }).id).toBe(buildId);
      expect((await get(`/_app/builds/meta/${buildId}.json`)).status).toBe(200);
    });
  });
});
