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
