import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await get(path, {
    "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN",
    Accept: "text/html",
    ...headers,
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

const PAIR = "amd/ryzen-7-7800x3d,intel/core-i7-14700k";
/** Two processors have a head-to-head page (tests/http/compare-pair.test.ts); three stay on the query form. */
const PAIR_PAGE = "/compare/core-i7-14700k-vs-ryzen-7-7800x3d";
const TRIO = `${PAIR},amd/ryzen-9-9950x`;
const headNames = (html: string) =>
  [...html.matchAll(/<a [^>]*class="compare-name"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe("the compare page", () => {
  it.each([
    [PAIR_PAGE, ["酷睿 i7-14700K", "锐龙 7 7800X3D"], "酷睿 i7-14700K 对比 锐龙 7 7800X3D"],
    [`/en${PAIR_PAGE}`, ["Core i7-14700K", "Ryzen 7 7800X3D"], "Core i7-14700K vs Ryzen 7 7800X3D"],
  ])("%s shows both processors, every spec row, better values, charts", async (path, names, heading) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(headNames(html)).toEqual(names);
    for (const row of [
      "cores",
      "threads",
      "boostClock",
      "l3",
      "tdp",
      "socket",
      "memoryTypes",
      "pcieLanes",
      "geekbench6-multi",
      "geekbench6-multi-per-dollar",
    ])
      expect(html, row).toContain(`data-row="${row}"`);
    // 20 cores beat 8; TDP is a rating and marks nothing: the 7800X3D's 162 W PPT beats the 14700K's 253 W PL2.
    expect(html).toMatch(
      /data-row="cores"[^>]*><th scope="row">[^<]+<\/th><td class="better">20[^]*?<\/td><td>8<\/td>/,
    );
    expect(html).toMatch(/data-row="tdp"[^>]*><th scope="row">[^<]+<\/th><td>125 W<\/td><td>120 W<\/td>/);
    expect(html).toMatch(
      /data-row="packagePower"[^>]*><th scope="row">[^<]+<\/th><td>253 W \(PL2[^]*?<\/td><td class="better">162 W \(PPT/,
    );
    expect(html).toContain('class="chart"');
    expect(html).toContain("<svg");
    expect(headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(headers.get("etag")).toMatch(/^W\/"[\w.-]+"$/);
  });

  it("accepts the repeated form (the library without JavaScript) as the same comparison", async () => {
    const a = await page(`/compare?ids=${TRIO}`);
    const b = await page("/compare?ids=amd/ryzen-7-7800x3d&ids=intel/core-i7-14700k&ids=amd/ryzen-9-9950x");
    expect(b.status).toBe(200);
    expect(headNames(b.html)).toEqual(headNames(a.html));
    expect(headNames(b.html)).toHaveLength(3);
  });

  it("removes duplicates and says so", async () => {
    const { status, html } = await page(
      "/en/compare?ids=amd/ryzen-7-7800x3d,AMD/Ryzen-7-7800X3D&ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x",
    );
    expect(status).toBe(200);
    expect(headNames(html)).toEqual(["Ryzen 7 7800X3D", "Core i7-14700K", "Ryzen 9 9950X"]);
    expect(html).toContain("Duplicate processors were removed.");
  });

  it.each([
    "/compare?ids=amd/ryzen-7-9999x,intel/core-i7-14700k",
    "/en/compare?ids=intel/core-i7-14700k,amd/ryzen-7-9999x",
  ])("%s: an unknown processor is a 404 naming it", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain("Processor not found: amd/ryzen-7-9999x");
  });

  it.each([
    ["/compare?ids=ryzen-7-7800x3d", "is not a processor id"],
    ["/en/compare?ids=amd/Ryzen_7", "is not a processor id"],
    ["/compare?ids=arm/cortex-x4,amd/ryzen-7-7800x3d", "is not a processor id"],
    ["/compare?ids=amd/a/b", "is not a processor id"],
    ["/en/compare?ids=amd/a,amd/b,amd/c,amd/d,amd/e", "at most 4"],
    [`/compare?${Array.from({ length: 40 }, (_, i) => `ids=amd/x${i}`).join("&")}`, "at most 4"],
  ])("%s is a 400 with a clear message", async (path, message) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(400);
    expect(html).toContain("Bad Request");
    expect(html).toContain(message);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("with fewer than two processors, asks for more (and still works with none)", async () => {
    const none = await page("/compare");
    expect(none.status).toBe(200);
    expect(none.html).toContain("至少选择两款处理器");
    const one = await page("/en/compare?ids=amd/ryzen-7-7800x3d");
    expect(one.status).toBe(200);
    expect(headNames(one.html)).toEqual(["Ryzen 7 7800X3D"]);
  });

  it("without JavaScript: remove links, the add form, and free text resolved to the best match", async () => {
    const { html } = await page(`/en${PAIR_PAGE}`);
    expect(html).toContain('href="/en/compare?ids=intel/core-i7-14700k"');
    expect(html).toContain('href="/en/compare?ids=amd/ryzen-7-7800x3d"');
    expect(html).toMatch(/<form [^>]*action="\/en\/compare"/);
    expect(html).toContain('name="ids" value="intel/core-i7-14700k,amd/ryzen-7-7800x3d"');
    expect(html).toContain('name="add"');
    const added = await get(`/en/compare?ids=${encodeURIComponent(PAIR)}&add=9950x`, { Accept: "text/html" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/en/compare?ids=${PAIR},amd/ryzen-9-9950x`);
    const nothing = await page(`/en/compare?ids=${PAIR}&add=zzzzzz`);
    expect(nothing.status).toBe(200);
    expect(nothing.html).toContain("No processor matches");
  });

  it("differences only hides the rows that are the same", async () => {
    const all = await page("/en/compare/core-i7-14700k-vs-core-i7-14700kf");
    const diff = await page("/en/compare/core-i7-14700k-vs-core-i7-14700kf?diff=1");
    const rows = (html: string) => [...html.matchAll(/data-row="([\w-]+)"/g)].map((m) => m[1]);
    expect(rows(diff.html).length).toBeLessThan(rows(all.html).length);
    expect(rows(diff.html)).not.toContain("cores");
    expect(diff.html).not.toContain('data-differs="false"');
  });

  it("data requests revalidate with the ETag of the data version", async () => {
    const first = await get(`/en/compare.data?ids=${TRIO}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await get(`/en/compare.data?ids=${TRIO}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    // The page itself is shared from the server's cache with a CSP of script hashes (no
    // per-response nonce), so revalidating it is safe: its own ETag gives a 304.
    const doc = await get(`/en/compare?ids=${TRIO}`, { Accept: "text/html", "Sec-Fetch-Dest": "document" });
    expect(doc.status).toBe(200);
    const policy = doc.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("'nonce-");
    const docEtag = doc.headers.get("etag") ?? "";
    const revalidated = await get(`/en/compare?ids=${TRIO}`, {
      "If-None-Match": docEtag,
      Accept: "text/html",
      "Sec-Fetch-Dest": "document",
    });
    expect(revalidated.status).toBe(304);
  });

  it("is server-rendered, not prerendered: a query-less /compare is rendered too", async () => {
    await page("/compare");
    // Rendered by the server and then kept in its memory cache; a prerendered file never is.
    const { headers } = await page("/compare");
    expect(headers.get("x-render-cache")).toBe("hit");
  });
});

describe("compare page metadata", () => {
  it("the canonical URL names the processors in canonical form, in both languages", async () => {
    const { html } = await page("/en/compare?ids=AMD/Ryzen-7-7800X3D&ids=intel/core-i7-14700k,amd/ryzen-9-9950x");
    expect(html).toContain(`<link rel="canonical" href="https://cpu-atlas.example/en/compare?ids=${TRIO}"/>`);
    expect(html).toContain(`hrefLang="zh-CN" href="https://cpu-atlas.example/compare?ids=${TRIO}"`);
    // All three names would make 72 characters: the title names the first two and counts the rest.
    expect(html).toContain("<title>Ryzen 7 7800X3D vs Core i7-14700K and 1 more compared — CPU Atlas</title>");
  });
});

describe("errors of the compare and detail pages", () => {
  it.each([
    ["/compare?ids=amd/ryzen-7-7800x3d,intel/nope-123", "intel/nope-123", "404 页面未找到"],
    ["/en/compare?ids=amd/ryzen-7-7800x3d,intel/nope-123", "intel/nope-123", "404 Page Not Found"],
    ["/cpu/amd/ryzen-11-19999x", "", "404 页面未找到"],
  ])("%s answers 404 naming what is missing, with exactly one <title>", async (path, id, title) => {
    const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
    if (id) expect(html).toContain(id);
  });
});
