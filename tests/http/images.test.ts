// The shareable images (issue 26): the ladder's SVG and PNG and the link-preview cards, with
// their sizes, the caching policy (data-versioned ETag, 304), 400s naming the parameter and 404s;
// (issue 30) pictures that travel: Cross-Origin-Resource-Policy cross-origin, the ladder PNG at
// 2x, and a saved ladder named after its view.
import { describe, expect, it } from "vitest";
import { CACHE_POLICY } from "#common/http";
import { get } from "../support/http";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function image(path: string, type: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type"), path).toBe(type);
  expect(res.headers.get("cache-control"), path).toBe(CACHE_POLICY.image.cacheControl);
  const etag = res.headers.get("etag");
  expect(etag, path).toMatch(/^W\/"/);
  expect(res.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
  const again = await get(path, { "If-None-Match": etag! });
  expect(again.status, `${path} revalidated`).toBe(304);
  expect(again.headers.get("cross-origin-resource-policy"), `${path} revalidated`).toBe("cross-origin");
  return Buffer.from(await res.arrayBuffer());
}

describe("ladder images", () => {
  it.each([
    ["/ladder.png", "性能天梯图"],
    ["/en/ladder.png?segment=laptop", "Performance ladder"],
    ["/ladder.png?segment=server&vendor=amd&n=10", "性能天梯图"],
    ["/en/ladder.png?segment=desktop&view=price&n=60", "Performance ladder"],
  ])("%s is a PNG twice as wide as the SVG (2x, at least 1,500 px), taller with more places", async (path) => {
    const { width, height } = pngSize(await image(path, "image/png"));
    expect(width).toBe(1520);
    expect(height).toBeGreaterThan(600);
  });

  it.each([
    ["/ladder.png", "cpu-atlas-ladder-geekbench6-multi-desktop-all-score.png"],
    ["/en/ladder.svg?segment=laptop", "cpu-atlas-ladder-geekbench6-multi-laptop-all-score.svg"],
    [
      "/ladder.png?test=geekbench6-single&segment=desktop&vendor=intel&view=price&lowConfidence=1",
      "cpu-atlas-ladder-geekbench6-single-desktop-intel-price-low-confidence.png",
    ],
    // The per-watt view's nominal basis, as the ladder's Save link asks for it.
    ["/en/ladder.png?view=power&basis=nominal", "cpu-atlas-ladder-geekbench6-multi-desktop-all-power-nominal.png"],
  ])("%s is saved under a name that says its view", async (path, file) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${file}"`);
  });

  it("keeps the site's own pages same-origin", async () => {
    const res = await get("/en/lib", { "Accept-Language": "en" });
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("draws more places as a taller picture, up to the full list in one", async () => {
    const thirty = pngSize(await image("/ladder.png", "image/png"));
    const all = pngSize(await image("/ladder.png?n=all", "image/png"));
    expect(all.height).toBeGreaterThan(thirty.height * 5);
    expect(all.width * all.height).toBeLessThanOrEqual(24_000_000);
  });

  it("is an SVG with the title, the data date, the sources line, each place and the view's address, in both languages", async () => {
    const zh = (await image("/ladder.svg?segment=laptop&n=5", "image/svg+xml; charset=utf-8")).toString("utf8");
    expect(zh).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="760" height="\d+"/);
    for (const text of [
      "性能天梯图：Geekbench 6 多核 · 笔记本 · 分数",
      "显示前 5 名",
      "数据更新于 20",
      "成绩来源：Geekbench Browser",
      "不含低置信度成绩",
      "cpu-atlas.example/?segment=laptop&amp;n=5",
      "1. ",
      "5. ",
      "Noto Sans CJK SC",
    ])
      expect(zh, text).toContain(text);
    expect(zh).not.toContain("6. ");
    expect(zh).not.toMatch(/#0[1-8]0[1-8]0[1-8]/);
    const svg = (await image("/en/ladder.svg?segment=server&lowConfidence=1", "image/svg+xml; charset=utf-8")).toString(
      "utf8",
    );
    // A long title is wrapped into two lines: the words of the <text> elements, joined.
    const en = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");
    for (const text of [
      "Performance ladder: Geekbench 6 multi-core · Server · Score",
      "Low-confidence figures included",
      "cpu-atlas.example/en?segment=server&amp;lowConfidence=1",
    ])
      expect(en, text).toContain(text);
  });

  it.each([
    ["/ladder.png?n=0", "n"],
    ["/ladder.png?n=1001", "n"],
    ["/ladder.png?n=ten", "n"],
    ["/ladder.svg?segment=phone", "segment"],
    ["/ladder.svg?test=3dmark", "test"],
    ["/ladder.svg?view=fps", "view"],
    ["/ladder.svg?ref=amd/no-such-cpu", "ref"],
    ["/en/ladder.png?at=intel/no-such-cpu", "at"],
    ["/ladder.png?size=huge", "size"],
    ["/ladder.png?vendor=amd&vendor=intel", "vendor"],
  ])("%s answers 400 naming %s", async (path, param) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe(CACHE_POLICY.error.cacheControl);
    const body = (await res.json()) as { parameters: Array<{ param: string }> };
    expect(body.parameters.map((p) => p.param)).toContain(param);
  });

  it("is not redirected by the visitor's language and keeps its own CSP", async () => {
    const res = await get("/ladder.svg", { "Accept-Language": "en", Cookie: "i18n_redirected=en" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("link-preview cards", () => {
  it.each([
    "/og/cpu/amd/ryzen-7-7800x3d.png",
    "/en/og/cpu/intel/core-ultra-9-285k.png",
    "/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png",
    "/en/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png",
    "/og/site.png",
    "/en/og/site.png",
  ])("%s is a 1200 x 630 PNG", async (path) => {
    expect(pngSize(await image(path, "image/png"))).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    "/og/cpu/amd/no-such-cpu.png",
    "/og/cpu/amd/ryzen-7-7800x3d.svg",
    "/en/og/compare/ryzen-7-7800x3d-vs-no-such-cpu.png",
  ])("%s is 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/Not found|not found/);
  });

  it("moves a pair named the other way round to its canonical card", async () => {
    const res = await get("/en/og/compare/ryzen-7-9800x3d-vs-ryzen-7-7800x3d.png");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/en/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png");
  });

  it.each([
    ["/cpu/amd/ryzen-7-7800x3d", "https://cpu-atlas.example/og/cpu/amd/ryzen-7-7800x3d.png"],
    [
      "/en/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d",
      "https://cpu-atlas.example/en/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png",
    ],
    ["/", "https://cpu-atlas.example/og/site.png"],
    ["/en/lib", "https://cpu-atlas.example/en/og/site.png"],
  ])("%s names its preview image, its size and a large Twitter card", async (path, image) => {
    const html = await (await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" })).text();
    expect(html).toContain(`<meta property="og:image" content="${image}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    const own = await get(new URL(image).pathname);
    expect(own.status).toBe(200);
  });
});
