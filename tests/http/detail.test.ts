import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { jsonLdBlocks } from "../support/html";

const ORIGIN = "https://cpu-atlas.example";
const KIB = 1024;

async function page(path: string): Promise<string> {
  const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("detail pages", () => {
  it.each([
    ["/cpu/amd/ryzen-7-7800x3d", "锐龙 7 7800X3D", ["完整规格", "核心与频率", "三级缓存", "3D V-Cache", "代号"]],
    [
      "/en/cpu/amd/ryzen-7-7800x3d",
      "Ryzen 7 7800X3D",
      ["Full specifications", "Cores and clocks", "3D V-Cache", "Successor"],
    ],
    [
      "/en/cpu/intel/core-ultra-9-285h",
      "Core Ultra 9 285H",
      ["P-core base clock", "E-core max turbo", "Hybrid", "NPU", "AI"],
    ],
    ["/cpu/amd/epyc-9654", "霄龙 9654", ["服务器", "内存通道数", "PCIe 通道数"]],
  ])("%s shows the header, the grouped spec sheet and its badges", async (path, name, texts) => {
    const html = await page(path);
    expect(html).toContain(`<h1>${name}</h1>`);
    for (const text of texts) expect(html, text).toContain(text);
    expect((html.match(/<table class="spec-table"/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  it("marks a Geekbench average of fewer than 20 results as low confidence, in both languages", async () => {
    const en = await page("/en/cpu/amd/epyc-7351p");
    expect(en).toMatch(
      /Samples: \d+(<!-- -->)? · <span class="kind kind-measured">measured<\/span> · <strong class="low-confidence" data-low-confidence="few-results">Low confidence: an average of fewer than 20 results/,
    );
    expect(await page("/cpu/amd/epyc-7351p")).toContain("低置信度：少于 20 个成绩的平均值");
    expect(await page("/en/cpu/amd/ryzen-7-7800x3d")).not.toContain("data-low-confidence");
  });

  it("renders its benchmark charts as SVG on the server, each with source, date, samples and kind", async () => {
    const html = await page("/en/cpu/amd/ryzen-7-7800x3d");
    const figures = html.match(/<figure class="chart"[\s\S]*?<\/figure>/g) ?? [];
    expect(figures.length).toBeGreaterThanOrEqual(3);
    for (const f of figures) {
      expect(f).toMatch(/<svg [^>]*viewBox=/);
      expect(f).toContain("<rect data-bar=");
    }
    const bench = figures.filter((f) => f.includes('id="bench-'));
    expect(bench.length).toBeGreaterThanOrEqual(2);
    for (const f of bench) {
      expect(f).toMatch(/Source: [^<]+/);
      expect(f).toMatch(/Date: /);
      expect(f).toMatch(/measured|estimated/);
      expect(f).toContain('fill="#060606"');
      expect(f).toContain("Intel");
    }
    expect(html).toMatch(/Samples: \d/);
  });

  it("says plainly when a processor has no benchmark results, and still has its series chart", async () => {
    expect(await page("/en/cpu/amd/epyc-7401")).toContain("No benchmark results yet for this processor.");
    const html = await page("/cpu/amd/epyc-7401");
    expect(html).toContain("暂无跑分数据。");
    expect(html).toMatch(/<figure class="chart" id="series-clock">[\s\S]*?<svg /);
  });

  it("offers 'Compare with…' near the top: one-click pairs and the suggest box", async () => {
    const html = await page("/en/cpu/amd/ryzen-7-7800x3d");
    const section = /<section class="compare-with"[^]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(html.indexOf('class="compare-with"')).toBeLessThan(
      html.indexOf('id="specs"') >= 0 ? html.indexOf('id="specs"') : html.indexOf("spec-table"),
    );
    expect(section).toMatch(/<li data-pair="rival"><a [^>]*href="\/en\/compare\/core-[a-z0-9-]+-vs-ryzen-7-7800x3d"/);
    expect(section).toMatch(
      /<li data-pair="successor"><a [^>]*href="\/en\/compare\/ryzen-7-7800x3d-vs-ryzen-7-9800x3d"/,
    );
    expect(section).toContain('<form class="compare-add" role="search" aria-label="Add a processor"');
    expect(section).toContain('name="ids" value="amd/ryzen-7-7800x3d"');
  });

  it("picks the rival of the same segment and tier: an EPYC 9654's is a current Xeon Platinum", async () => {
    const html = await page("/en/cpu/amd/epyc-9654");
    expect(html).toMatch(/Rival<\/dt><dd><a href="\/en\/cpu\/intel\/xeon-platinum-8[45]\d\d[a-z-]*"/);
    expect(html).toContain("nearest in launch price");
  });

  it.each([
    [
      "/en/cpu/intel/core-i5-8400",
      "amd/ryzen-5-2600",
      "nearest in Geekbench 6 multi-core (4,891 vs 4,869), same class, launched within 24 months",
    ],
    [
      "/en/cpu/amd/ryzen-7-9800x3d",
      "intel/core-i7-14700k",
      "nearest in Geekbench 6 multi-core (18,784 vs 18,335), same class, launched within 24 months",
    ],
    [
      "/cpu/amd/ryzen-7-9800x3d",
      "intel/core-i7-14700k",
      "Geekbench 6 多核最接近（18,784 对 18,335），同档次，24 个月内发布",
    ],
  ])(
    "%s: the rival is the nearest in measured Geekbench 6 multi-core of its class and era (%s), and the page states the rule",
    async (path, rival, rule) => {
      const html = await page(path);
      expect(html).toMatch(new RegExp(`<dd><a href="(/en)?/cpu/${rival}"`));
      expect(html).toContain(rule);
      expect(html).toMatch(/href="(\/en)?\/about#methods"/);
    },
  );

  it("links the series, predecessor or successor, the rival and compare", async () => {
    const html = await page("/en/cpu/amd/ryzen-7-7800x3d");
    expect(html).toContain("Same series");
    expect(html).toMatch(/Rival<\/dt><dd><a href="\/en\/cpu\/intel\/[a-z0-9-]+"/);
    expect(html).toMatch(/href="\/en\/compare\/core-[a-z0-9-]+-vs-ryzen-7-7800x3d"/);
    expect(html).toMatch(/Successor<\/dt><dd><a href="\/en\/cpu\/amd\/ryzen-7-9800x3d"/);
    expect(html).toMatch(
      /<a href="https:\/\/www\.amd\.com\/[^"]+" rel="noopener">Specification from AMD(&#x27;|')s product page<\/a>/,
    );
  });

  it("lists the processor's own segment of its series around it, itself included, and links them all in the library", async () => {
    // Core 13th Gen: 85 processors, 23 of them desktop; the 13900KS launched last of those.
    const html = await page("/en/cpu/intel/core-i9-13900ks");
    const table = html.match(/<table class="cpu-table family-table">[\s\S]*?<\/table>/)?.[0] ?? "";
    expect(table).toMatch(/<tr aria-current="page"><th scope="row">Core i9-13900KS<\/th>/);
    expect(table.match(/<tr/g)).toHaveLength(21); // the head row and 20 processors
    expect(table).toContain('href="/en/cpu/intel/core-i9-13900k"');
    expect(table).not.toMatch(/core-i[357]-13\d\d[uph]/);
    expect(html.replaceAll("<!-- -->", "")).toContain(
      "Desktop processors of the series: 23; shown: the 20 launched nearest this one",
    );
    expect(html).toContain('href="/en/lib?vendor=intel&amp;series=Core+13th+Gen&amp;segment=desktop"');
    const library = await page("/en/lib?vendor=intel&series=Core+13th+Gen&segment=desktop");
    expect(library.replace(/<[^>]*>/g, " ")).toMatch(/\b23 results\b/);
  });

  it("says which results a figure also holds: the Ryzen 5 1600's Geekbench average includes the 1600 AF's", async () => {
    const html = await page("/en/cpu/amd/ryzen-5-1600");
    expect(html).toContain("includes results of the Ryzen 5 1600 AF, which reports itself under this name");
    expect(await page("/cpu/amd/ryzen-5-1600")).toContain("含 Ryzen 5 1600 AF 的结果");
  });

  it("says a Geekbench 6 figure is withheld and why: the i7-12700's entry reports 8 cores, 16 threads", async () => {
    const en = await page("/en/cpu/intel/core-i7-12700");
    expect(en).toMatch(
      /data-testid="withheld-figure">Geekbench 6: figure withheld\. Its entry under this name \(96 results\) reports 8 cores and 16 threads, not this processor(&#x27;|')s 12 and 20/,
    );
    expect(await page("/cpu/intel/core-i7-12700")).toContain("报告 8 核 16 线程，而非本处理器的 12 核 20 线程");
    expect(await page("/en/cpu/intel/core-i7-12700k")).not.toContain('data-testid="withheld-figure"');
  });

  it("has valid JSON-LD: a Product with additionalProperty and a BreadcrumbList", async () => {
    const blocks = jsonLdBlocks(await page("/en/cpu/intel/core-i9-14900k")) as Array<Record<string, unknown>>;
    const product = blocks.find((b) => b["@type"] === "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: "Core i9-14900K",
      url: `${ORIGIN}/en/cpu/intel/core-i9-14900k`,
    });
    const props = product?.additionalProperty as Array<{ name: string; value: unknown }>;
    expect(props.find((p) => p.name === "Cores")?.value).toBe(24);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement as Array<{
      position: number;
      item: string;
    }>;
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs.at(-1)?.item).toBe(`${ORIGIN}/en/cpu/intel/core-i9-14900k`);
  });

  it("has localized title, description, Open Graph and Twitter tags", async () => {
    const html = await page("/cpu/intel/core-i9-14900k");
    expect(html).toMatch(/<title>酷睿 i9-14900K 规格与跑分 — 处理器图鉴<\/title>/);
    expect(html).toMatch(/<meta name="description" content="酷睿 i9-14900K 的完整规格/);
    for (const tag of [
      'property="og:type" content="product"',
      'property="og:title"',
      'name="twitter:card"',
      'property="og:locale" content="zh_CN"',
    ])
      expect(html).toContain(tag);
  });

  it(`keeps a representative page's HTML at or under 20 KiB gzip`, async () => {
    for (const path of ["/cpu/amd/ryzen-7-7800x3d", "/en/cpu/intel/core-ultra-9-285h", "/cpu/amd/epyc-9654"]) {
      const size = gzipSync(await page(path)).length;
      expect(size, path).toBeLessThanOrEqual(20 * KIB);
    }
  });

  it("serves its _payload.json", async () => {
    const res = await get("/en/cpu/amd/ryzen-7-7800x3d/_payload.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { cpu: { id: string } };
    expect(body.cpu.id).toBe("ryzen-7-7800x3d");
  });
});

describe("detail route validation and rules", () => {
  it.each([
    ["/cpu/intel/epyc-9654", "/cpu/amd/epyc-9654"],
    ["/en/cpu/amd/core-i9-14900k", "/en/cpu/intel/core-i9-14900k"],
    ["/en/cpu/AMD/EPYC-9654", "/en/cpu/amd/epyc-9654"],
    // The payload twin moves to the payload, like the head-to-head page's.
    ["/en/cpu/amd/core-i9-14900k/_payload.json", "/en/cpu/intel/core-i9-14900k/_payload.json"],
  ])("%s -> 301 %s", async (from, to) => {
    const res = await get(from, { "Accept-Language": "zh" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("an unknown id is a 404 and a malformed one a fatal 404, in both locales", async () => {
    for (const [path, text] of [
      ["/en/cpu/intel/core-i9-99999k", "Page not found: /en/cpu/intel/core-i9-99999k"],
      ["/cpu/intel/core_i9", "Page Not Found: /cpu/intel/core_i9"],
      ["/en/cpu/amd/epyc--9654", "Page Not Found: /en/cpu/amd/epyc--9654"],
    ] as const) {
      const res = await get(path, { "Accept-Language": "zh" });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain(text);
    }
  });
});
