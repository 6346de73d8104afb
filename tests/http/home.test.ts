import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const page = async (path: string) => {
  const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

/** The ladder table's rows: [vendor, kind, name]. */
const ladderRows = (html: string) =>
  [
    ...html.matchAll(
      /<tr data-vendor="(\w+)" data-kind="(\w+)"[^>]*><td class="num">\d+<\/td><th scope="row"><a [^>]*>([^<]+)<\/a>/g,
    ),
  ].map((m) => [m[1], m[2], m[3]]);

describe("the home page", () => {
  it.each([
    ["/", "性能天梯图", "欢迎", "首页", "关于我们", "最新发布", "按系列浏览", "目录统计"],
    [
      "/en",
      "Performance ladder",
      "Welcome",
      "Home",
      "About Us",
      "Newest releases",
      "Browse by family",
      "Catalogue statistics",
    ],
  ])("%s: search, the default ladder, newest, families, statistics, placeholders", async (path, ...texts) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    for (const text of texts) expect(html).toContain(text);
    expect(html).toMatch(
      /<form [^>]*action="(\/en)?\/lib"[^>]*role="search"|<form [^>]*role="search"[^>]*action="(\/en)?\/lib"/,
    );
    expect(html).toContain('role="combobox"');
    const rows = ladderRows(html);
    expect(rows).toHaveLength(30);
    expect(html).toContain("<svg");
    expect(html).toContain('id="ladder-chart"');
    expect(html).toMatch(/href="(\/en)?\/lib\?vendor=amd&amp;family=Ryzen"/);
  });

  it("the default ladder is Geekbench 6 multi-core, desktop, both vendors, first place 100 %", async () => {
    const { html } = await page("/en");
    const rows = ladderRows(html);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(["amd", "intel"]));
    expect(html).toMatch(/aria-current="true"><td class="num">1<\/td>/);
    expect(html).toContain("Geekbench 6 multi-core · Desktop · Score");
  });

  it.each([
    ["/en?test=passmark&segment=laptop&vendor=intel", "PassMark CPU Mark · Laptop"],
    ["/?test=passmark-single&segment=all", "PassMark 单线程 · 全部市场"],
    ["/en?view=price", "Score per dollar"],
    ["/?view=power&vendor=amd&basis=nominal", "每瓦分数（标称 TDP）"],
  ])("%s filters the ladder", async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(title);
    if (path.includes("vendor=intel")) expect(new Set(ladderRows(html).map((r) => r[0]))).toEqual(new Set(["intel"]));
    if (path.includes("vendor=amd")) expect(new Set(ladderRows(html).map((r) => r[0]))).toEqual(new Set(["amd"]));
  });

  it("offers only tests with 30 or more measured figures in the segment, and names a sparse one it drops", async () => {
    const { status, html } = await page("/en?test=cinebench-r23-multi&segment=all");
    expect(status).toBe(200);
    expect(html).toMatch(/class="notice"[^]*<code>test(<!-- -->)?=(<!-- -->)?cinebench-r23-multi<\/code>/);
    expect(html).toContain("Geekbench 6 multi-core · All segments");
    expect(html).not.toContain('<option value="cinebench-r23-multi"');
    expect(html).toContain('<option value="passmark"');
    // Every Geekbench 6 figure has one date: it is said once, never "from a day to the same day" (issue 30).
    expect(html).toMatch(/\d+ with a figure for this test, dated (<!-- -->)?April 24, 2026/);
    expect(html).not.toMatch(/April 24, 2026(<!-- -->)? to (<!-- -->)?April 24, 2026/);
    const zh = await page("/?segment=desktop");
    expect(zh.html).not.toMatch(/2026年4月24日(<!-- -->)? 至 (<!-- -->)?2026年4月24日/);
  });

  it("ranks per watt on power under load, counting what has only a nominal rating; the nominal ranking is a switch away", async () => {
    const { html } = await page("/en?view=power&n=300");
    expect(html).toContain("Geekbench 6 multi-core · Desktop · Score per watt (package power under load)");
    expect(html).toMatch(/\d+ more have only a nominal power rating \(TDP\), not a power under load, and are left out/);
    expect(html).toMatch(/pts\/W · 92 W<\/td>/); // the Core i5-14600T on its 92 W PL2, not its 35 W rating
    expect(html).not.toMatch(/pts\/W · 35 W<\/td>/);
    expect(html).toContain('href="/en?view=power&amp;basis=nominal&amp;n=300"');
    const nominal = await page("/en?view=power&basis=nominal&n=300");
    expect(nominal.html).toContain("Geekbench 6 multi-core · Desktop · Score per watt (nominal TDP)");
    expect(nominal.html).toMatch(/pts\/W · 35 W<\/td>/);
    const zh = await page("/?view=power&segment=laptop");
    expect(zh.html).toContain("每瓦分数（满载封装功耗）");
    // AMD desktops with a PassMark figure sit on AM4/AM5 (Zen): ranked on AMD's stated socket power.
    const amd = await page("/en?view=power&vendor=amd&test=passmark");
    expect(amd.html).toContain("PassMark CPU Mark · Desktop · Score per watt (package power under load)");
    expect(amd.html).toMatch(/pts\/W · 142 W<\/td>/); // a 105 W part on its 142 W PPT
  });

  it("ranks per dollar only processors the value rule admits", async () => {
    const { html } = await page("/en?view=price&n=300");
    for (const old of ["Core i3-12100F", "Celeron G6900", "Pentium Gold G7400"]) expect(html).not.toContain(`>${old}<`);
    expect(html).toContain(">Core i3-14100F<");
  });

  it("leaves low-confidence figures out unless included, and writes the caveat and result count on each row", async () => {
    const strict = await page("/en?segment=server&n=300");
    expect(strict.html).not.toContain("data-low-confidence");
    expect(strict.html).toMatch(/\d+ more have a low-confidence figure and are left out\./);
    expect(strict.html).toContain('href="/en?segment=server&amp;n=300&amp;lowConfidence=1"');
    const { html } = await page("/en?test=geekbench6-multi&segment=server&n=300&lowConfidence=1");
    expect(new Set(ladderRows(html).map((r) => r[1]))).toEqual(new Set(["measured"]));
    // The caveat is text in the row (readable on a phone), not a hover title.
    expect(html).toMatch(
      /<span class="ladder-caveat" data-low-confidence="not-scaling">low confidence: multi-core does not grow with cores<\/span>/,
    );
    expect(html).toMatch(
      /<span class="ladder-caveat" data-low-confidence="few-results">low confidence: \d+ results<\/span>/,
    );
    expect(html).toMatch(/<td class="num" data-samples="\d+"[^>]*>[\d,]+<\/td>/);
    const zh = await page("/?segment=server&lowConfidence=1");
    expect(zh.html).toMatch(/低置信度：仅 \d+ 个结果/);
    const desktop = await page("/en?test=geekbench6-multi&segment=desktop&n=300&lowConfidence=1");
    expect(desktop.html).not.toContain('data-low-confidence="not-scaling"');
  });

  it.each(["/", "/en", "/en?segment=server"])(
    "%s: no estimates in the data, so no estimates switch and no ≈ legend",
    async (path) => {
      const { html } = await page(path);
      expect(html).not.toContain('name="estimates"');
      expect(html).not.toContain("≈");
      expect(html).toContain('name="lowConfidence"');
    },
  );

  it("the server ladder names the series it cannot rank, newest first", async () => {
    const { html } = await page("/en?segment=server");
    expect(html).toMatch(
      /These \d+ series have no Geekbench 6 multi-core figure at all, so this ladder cannot rank them:/,
    );
    expect(html).toMatch(/<li>EPYC 9005 \(latest 2024, \d+ models\)<\/li>/);
    expect(html).toMatch(/<li>Xeon 6 \(latest 20\d\d, \d+ models\)<\/li>/);
    const zh = await page("/?segment=server");
    expect(zh.html).toMatch(/以下 \d+ 个服务器系列没有任何「Geekbench 6 多核」成绩/);
    expect((await page("/en")).html).not.toContain("ladder-unranked");
  });

  it("shows any rank: paged with from, and around a processor with at (or ref)", async () => {
    const far = await page("/en?from=541&n=30");
    expect(far.html).toMatch(/Places 541–\d+ of \d+/);
    expect(far.html).toMatch(/<td class="num">541<\/td>/);
    expect(far.html).toContain('href="/en?from=511"');
    const at = await page("/en?at=intel/core-i5-8400");
    expect(at.html).toMatch(
      /<tr data-vendor="intel" data-kind="measured" data-focus="true" id="ladder-focus"><td class="num">\d+<\/td><th scope="row"><a [^>]*>Core i5-8400<\/a>/,
    );
    const rank = Number(/data-focus="true" id="ladder-focus"><td class="num">(\d+)</.exec(at.html)![1]);
    expect(rank).toBeGreaterThan(30);
    expect(at.html).toContain(`Places ${rank - 15}–${rank + 14} of`);
    const ref = await page("/en?ref=intel/core-i5-8400");
    expect(ref.html).toContain(`Places ${rank - 15}–${rank + 14} of`);
    expect(ref.html).toMatch(/aria-current="true"><td class="num">\d+<\/td><th scope="row"><a [^>]*>Core i5-8400/);
    const missing = await page("/en?at=amd/no-such-cpu");
    expect(missing.html).toContain("amd/no-such-cpu is not in this ranking");
  });

  it.each([
    ["/en", "Data updated April 24, 2026"],
    ["/", "数据更新于 2026年4月24日"],
  ])("%s dates the data by its newest figure or launch, not by the build", async (path, text) => {
    const { html } = await page(path);
    expect(html).toContain(text);
  });

  it("a chosen reference is 100 %, and show more lists more places", async () => {
    const { html } = await page("/en?ref=amd/ryzen-7-7800x3d");
    expect(html).toContain("Reference: Ryzen 7 7800X3D = 100%");
    expect(html).toMatch(/aria-current="true">(?:(?!<\/tr>).)*Ryzen 7 7800X3D(?:(?!<\/tr>).)*100%/);
    const more = await page("/en?n=60");
    expect(ladderRows(more.html)).toHaveLength(60);
    expect(more.html).toContain('href="/en?n=120"');
  });

  it.each([
    "/?test=bogus&segment=mainframe&vendor=arm&view=x&ref=nope&n=99999&from=0&at=x&lowConfidence=2",
    "/en?n=0&ref=amd/Bad_Id&test=&from=-3&at=amd/Bad_Id",
  ])("%s: bad parameters are ignored and named, never an error", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('class="notice"');
    for (const param of ["from", "at"]) expect(html).toMatch(new RegExp(`<code>${param}(<!-- -->)?=`));
    expect(ladderRows(html)).toHaveLength(30);
  });

  it("the default view is prerendered; any query is rendered", async () => {
    const plain = await get("/en");
    expect(plain.headers.get("content-security-policy")).toContain("'sha256-");
    expect(plain.headers.get("x-render-cache")).toBeNull();
    // Rendered by the server (then kept in memory until the data changes), never a prerendered file.
    await get("/en?segment=laptop");
    const query = await get("/en?segment=laptop");
    expect(query.headers.get("x-render-cache")).toBe("hit");
  });

  it("_payload.json of home carries the ladder, and follows the query", async () => {
    const plain = (await (await get("/_payload.json")).json()) as {
      ladder: { state: { segment: string }; result: { shown: unknown[] } };
    };
    expect(plain.ladder.state.segment).toBe("desktop");
    expect(plain.ladder.result.shown).toHaveLength(30);
    const laptop = (await (await get("/_payload.json?segment=laptop")).json()) as typeof plain;
    expect(laptop.ladder.state.segment).toBe("laptop");
  });
});

describe("GET /api/suggest", () => {
  it.each([
    ["7800x3d", "amd/ryzen-7-7800x3d"],
    ["i7 14700k", "intel/core-i7-14700k"],
    ["锐龙7 7800X3D", "amd/ryzen-7-7800x3d"],
    ["14700", "intel/core-i7-14700"],
  ])("%s suggests %s first", async (q, ref) => {
    const res = await get(`/api/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { items: Array<{ ref: string; name: string; nameZh: string }> };
    expect(body.items[0]?.ref).toBe(ref);
    expect(body.items.length).toBeLessThanOrEqual(8);
  });

  it("is cached until the data version changes", async () => {
    const res = await get("/api/suggest?q=ryzen");
    const etag = res.headers.get("etag") ?? "";
    expect(res.headers.get("cache-control")).toMatch(/max-age/);
    expect((await get("/api/suggest?q=ryzen", { "If-None-Match": etag })).status).toBe(304);
  });

  it("empty is no suggestions; too long or repeated is a 400", async () => {
    expect(await (await get("/api/suggest?q=")).json()).toEqual({
      q: "",
      items: [],
      exact: null,
      searchedFor: null,
      didYouMean: null,
    });
    expect(await (await get("/api/suggest")).json()).toEqual({
      q: "",
      items: [],
      exact: null,
      searchedFor: null,
      didYouMean: null,
    });
    expect((await get(`/api/suggest?q=${"a".repeat(101)}`)).status).toBe(400);
    expect((await get("/api/suggest?q=a&q=b")).status).toBe(400);
  });
});
