// The prerendered files (scripts/prerender/): each page's HTML, .data and _payload.json are
// served as files with brotli and gzip twins, and hold what the server would render.
import { describe, expect, it } from "vitest";
import { get, isRendered } from "../support/http";

describe("prerendered files", () => {
  it.each(["/en/cpu/amd/ryzen-7-7800x3d", "/cpu/intel/core-i9-14900k", "/en/lib", "/"])(
    "%s: HTML, .data and _payload.json are files, precompressed",
    async (page) => {
      const data = page === "/" ? "/_root.data" : `${page}.data`;
      const payload = page === "/" ? "/_payload.json" : `${page}/_payload.json`;
      for (const [path, type] of [
        [page, "text/html"],
        [data, "text/x-script"],
        [payload, "application/json"],
      ] as const) {
        const res = await get(path, { "Accept-Encoding": "br, gzip", Cookie: "i18n_redirected=zh" });
        expect(res.status, path).toBe(200);
        expect(await isRendered(path, { Cookie: "i18n_redirected=zh" }), `${path} is a file`).toBe(false);
        expect(res.headers.get("content-type")).toContain(type);
        expect(res.headers.get("content-encoding"), path).toBe("br");
        expect(
          (await get(path, { "Accept-Encoding": "gzip", Cookie: "i18n_redirected=zh" })).headers.get(
            "content-encoding",
          ),
        ).toBe("gzip");
      }
    },
  );

  it.each(["/api", "/en/api"])(
    "%s, the API page the sitemap lists: HTML and .data are files; it has no payload twin",
    async (page) => {
      for (const path of [page, `${page}.data`]) {
        expect((await get(path, { Cookie: "i18n_redirected=zh" })).status, path).toBe(200);
        expect(await isRendered(path, { Cookie: "i18n_redirected=zh" }), `${path} is a file`).toBe(false);
      }
      expect((await get(`${page}/_payload.json`)).status).toBe(404);
    },
  );

  it("a prerendered payload is what the server renders for the same page", async () => {
    const path = "/en/cpu/amd/ryzen-7-7800x3d/_payload.json";
    const file = await get(path);
    const rendered = await get(`${path}?fresh=1`);
    expect(await isRendered(path)).toBe(false);
    expect(await isRendered(`${path}?fresh=1`)).toBe(true);
    expect(await file.text()).toBe(await rendered.text());
  });

  it("a prerendered .data twin is what the server answers a client navigation with", async () => {
    const path = "/en/cpu/amd/ryzen-7-7800x3d.data";
    const file = await get(path);
    const rendered = await get(`${path}?fresh=1`);
    expect(await isRendered(path)).toBe(false);
    expect(rendered.status).toBe(200);
    expect(await file.text()).toBe(await rendered.text());
  });
});
