// Head-to-head pages (#17): /compare/{idA}-vs-{idB}, one canonical URL per pair.
import { describe, expect, it } from "vitest";
import { CRAWLER_UA, get, isRendered } from "../support/http";
import { jsonLdBlocks, linkHref } from "../support/html";

const ORIGIN = "https://cpu-atlas.example";
const PAIR = "/compare/core-i7-14700k-vs-ryzen-7-7800x3d";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await get(path, {
    "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN",
    Accept: "text/html",
    ...headers,
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

type Graph = {
  "@graph": Array<{ "@type": string; about?: Array<{ "@type": string; name: string }>; itemListElement?: unknown[] }>;
};

describe("a head-to-head page", () => {
  it.each([
    [PAIR, "zh-CN", "酷睿 i7-14700K 对比 锐龙 7 7800X3D", "酷睿 i7-14700K 的 Geekbench 6 多核 比 锐龙 7 7800X3D 高"],
    [`/en${PAIR}`, "en-US", "Core i7-14700K vs Ryzen 7 7800X3D", "Core i7-14700K scores"],
  ])("%s: the verdict, the compare view, canonical, hreflang and JSON-LD", async (path, lang, heading, verdict) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const verdictList = /<ul class="verdict-list">([^]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(verdictList).toContain(verdict);
    // Power under load for both, each with its basis: AMD's stated socket power (PPT) and Intel's PL2.
    expect(verdictList).toMatch(/162 W ?[（(]PPT[）)]/);
    expect(verdictList).toMatch(/253 W ?[（(]PL2[）)]/);
    expect(verdictList).toContain("$409");
    expect(verdictList).toContain("LGA1700");
    expect(html).toContain('data-row="packagePower"');
    expect(html).toContain("<svg");
    expect(linkHref(html, "canonical")).toBe(`${ORIGIN}${path}`);
    expect(linkHref(html, "alternate", "zh-CN")).toBe(`${ORIGIN}${PAIR}`);
    expect(linkHref(html, "alternate", "en-US")).toBe(`${ORIGIN}/en${PAIR}`);
    const graph = (jsonLdBlocks(html) as Graph[]).find((b) => "@graph" in b)?.["@graph"] ?? [];
    const web = graph.find((n) => n["@type"] === "WebPage");
    expect(web?.about?.map((p) => p["@type"])).toEqual(["Product", "Product"]);
    expect(graph.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);
    expect(headers.get("cache-control")).toMatch(/max-age=\d+/);
  });

  it("sets no power figures of different bases against each other, and speaks of boards only for socketed parts", async () => {
    // Both soldered laptop chips; the Core Ultra publishes a PL2 (115 W), the Ryzen only its 28 W TDP.
    const { status, html } = await page("/en/compare/core-ultra-7-255h-vs-ryzen-ai-9-hx-370");
    expect(status).toBe(200);
    const verdictList = /<ul class="verdict-list">([^]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(verdictList).toMatch(/Nominal power rating/);
    expect(verdictList).not.toMatch(/\(PL2\)/);
    expect(verdictList).not.toContain("different boards");
    // The per-watt cells are all on the nominal rating, named.
    const perWatt = /data-row="geekbench6-multi-per-watt"[^>]*>([^]*?)<\/tr>/.exec(html)?.[1] ?? "";
    expect(perWatt.match(/\(TDP\)/g)).toHaveLength(2);
    // Graphics units of different architectures (UHD execution units, Xe-cores) get no mark.
    const gpu = await page("/en/compare/core-i5-12400-vs-core-ultra-5-245k");
    expect(/data-row="gpuCores"[^>]*>([^]*?)<\/tr>/.exec(gpu.html)?.[1]).not.toContain("better");
  });

  it.each([
    ["/compare/ryzen-7-7800x3d-vs-core-i7-14700k", PAIR],
    ["/en/compare/Ryzen-7-7800X3D-vs-Core-i7-14700K", `/en${PAIR}`],
    ["/en/compare/ryzen-7-7800x3d-vs-core-i7-14700k?diff=1", `/en${PAIR}?diff=1`],
    [`${PAIR}/`, PAIR],
    ["/en/compare/ryzen-7-7800x3d-vs-core-i7-14700k/_payload.json", `/en${PAIR}/_payload.json`],
  ])("%s answers 301 to the canonical %s", async (path, location) => {
    const res = await get(path, { Accept: "text/html", Cookie: "i18n_redirected=zh" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it.each([
    ["/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k", PAIR],
    ["/compare?ids=amd/ryzen-7-7800x3d&ids=intel/core-i7-14700k", PAIR],
    ["/en/compare?ids=intel/core-i7-14700k,amd/ryzen-7-7800x3d&diff=1", `/en${PAIR}?diff=1`],
    ["/compare?ids=amd/ryzen-7-7800x3d,amd/ryzen-7-7800x3d,intel/core-i7-14700k", PAIR],
  ])("the query form with two processors, %s, answers 301 to %s", async (path, location) => {
    const res = await get(path, { Accept: "text/html", Cookie: "i18n_redirected=zh" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it("three processors stay on the query form", async () => {
    const { status, html } = await page("/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x");
    expect(status).toBe(200);
    expect(html).toContain("<h1>Compare processors</h1>");
  });

  it.each([
    ["/compare/core-i7-14700k-vs-ryzen-7-9999x", "ryzen-7-9999x", "404 页面未找到"],
    ["/en/compare/core-i7-99999k-vs-ryzen-7-7800x3d", "core-i7-99999k", "404 Page Not Found"],
  ])("%s: an unknown processor is a 404 naming it, with one <title>", async (path, id, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain(`Processor not found: ${id}`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it.each([
    ["/compare/ryzen-7-7800x3d", "is not a pair of processor ids"],
    ["/en/compare/ryzen_7-vs-core-i7", "is not a pair of processor ids"],
    ["/compare/-vs-core-i7-14700k", "is not a pair of processor ids"],
    [`/compare/${"a".repeat(70)}-vs-${"b".repeat(70)}`, "is not a pair of processor ids"],
    ["/en/compare/epyc-9654-vs-epyc-9654", "two different processors"],
    ["/compare/%E4%BD%A0-vs-x", "is not a pair of processor ids"],
  ])("%s is a 400 with a clear message", async (path, message) => {
    const { status, html, headers } = await page(path);
    expect(status).toBe(400);
    expect(html).toContain(message);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("crawlers get the status too", async () => {
    expect((await get("/compare/core-i7-14700k-vs-ryzen-7-9999x", { "User-Agent": CRAWLER_UA })).status).toBe(404);
    expect((await get("/compare/nope", { "User-Agent": CRAWLER_UA })).status).toBe(400);
  });
});

describe("head-to-head pages prerendered and in the sitemap", () => {
  it("the page, its .data and its _payload.json are prerendered files", async () => {
    for (const path of [PAIR, `/en${PAIR}`, `${PAIR}.data`, `/en${PAIR}/_payload.json`]) {
      const res = await get(path, { "Accept-Encoding": "br", Cookie: "i18n_redirected=zh" });
      expect(res.status, path).toBe(200);
      expect(await isRendered(path, { Cookie: "i18n_redirected=zh" }), `${path} is a file`).toBe(false);
      expect(res.headers.get("content-encoding"), path).toBe("br");
    }
  });

  it("the payload is the page's data: both processors in canonical order and the verdict", async () => {
    const res = await get(`/en${PAIR}/_payload.json`);
    const body = (await res.json()) as { cpus: Array<{ id: string }>; verdict: Array<{ kind: string }> };
    expect(body.cpus.map((c) => c.id)).toEqual(["core-i7-14700k", "ryzen-7-7800x3d"]);
    expect(body.verdict.map((p) => p.kind)).toEqual(expect.arrayContaining(["test", "power", "price", "platform"]));
    // A pair that is not prerendered is rendered by the server, the same way.
    const rendered = await get("/compare/core-i9-14900k-vs-xeon-w9-3495x/_payload.json");
    expect(rendered.status).toBe(200);
    expect(await isRendered("/compare/core-i9-14900k-vs-xeon-w9-3495x/_payload.json")).toBe(true);
  });

  it("the sitemap lists at least 200 pairs in both languages, each one prerendered", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const pairs = [
      ...xml.matchAll(/<loc>https:\/\/cpu-atlas\.example(\/(?:en\/)?compare\/[a-z0-9-]+-vs-[a-z0-9-]+)<\/loc>/g),
    ].map((m) => m[1] ?? "");
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.filter((p) => !p.startsWith("/en/")).length).toBeGreaterThanOrEqual(200);
    expect(pairs.filter((p) => p.startsWith("/en/")).length).toBe(pairs.filter((p) => !p.startsWith("/en/")).length);
    expect(pairs).toContain(PAIR);
    for (const path of pairs.filter((_, i) => i % 25 === 0)) {
      const res = await get(path, { Cookie: "i18n_redirected=zh" });
      expect(res.status, path).toBe(200);
      expect(await isRendered(path, { Cookie: "i18n_redirected=zh" }), `${path} is a file`).toBe(false);
    }
  });
});
