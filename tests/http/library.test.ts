import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { rowNames } from "../support/library";

const page = async (path: string) => {
  const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

describe("the library page", () => {
  it.each([
    ["/lib", "处理器库", "共 "],
    ["/en/lib", "Processor library", " processors"],
  ])("%s renders the table, facets and form", async (path, heading, count) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(count);
    expect(rowNames(html)).toHaveLength(25);
    expect(html).toMatch(/<form role="search" class="library"[^>]*action="(\/en)?\/lib" method="get"/);
    expect(html).toContain('name="q"');
    for (const name of [
      "vendor",
      "segment",
      "socket",
      "codename",
      "uarch",
      "memory",
      "pcie",
      "family",
      "series",
      "igpu",
      "unlocked",
      "yearMin",
      "coresMax",
      "threadsMin",
      "tdpMax",
      "boostMin",
      "pageSize",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('aria-sort="descending"');
    expect(html).toMatch(/href="\/api\/cpus\.csv"/);
  });

  it.each([
    ["/lib?sort=value", "性价比（按首发价）", "只对未停产、且在成绩测得（2026年4月24日）前 3 年内发布的处理器给出"],
    [
      "/en/lib?sort=value",
      "Value at launch price",
      "Given only for processors not discontinued and launched at most 3 years before the figures were measured (April 24, 2026)",
    ],
  ])(
    "%s shows the value with what it is made of: the Geekbench 6 score and the launch price, and says which price",
    async (path, label, note) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      for (const col of ["score", "price", "value"])
        expect(html, col).toMatch(new RegExp(`<th scope="col"[^>]*data-col="${col}"`));
      expect(html).toContain(label);
      expect(html).toContain(note);
      const cells = (col: string) =>
        [...html.matchAll(new RegExp(`<td[^>]*data-col="${col}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]!);
      const values = cells("value").map((v) => Number(v.replace(/,/g, "")));
      expect(values).toHaveLength(25);
      for (const v of values) expect(v).toBeGreaterThan(0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Each value is the row's score over its price.
      const scores = cells("score").map((v) => Number(v.replace(/,/g, "")));
      const prices = cells("price").map((v) => Number(v.replace(/[^\d.]/g, "")));
      values.forEach((v, i) => expect(Math.abs(v - scores[i]! / prices[i]!), `row ${i}`).toBeLessThan(0.06));
    },
  );

  it("gives no value for a processor launched long before the figures were measured, whatever its launch price", async () => {
    const { html } = await page("/en/lib?q=xeon%20e5-2680%20v4&sort=value");
    const row = /<tr[^>]*>(?:(?!<\/tr>)[^])*Xeon E5-2680 v4<\/a>(?:(?!<\/tr>)[^])*<\/tr>/.exec(html)?.[0] ?? "";
    expect(row).toContain('data-col="price"');
    expect(row).toMatch(/data-col="value"[^>]*>—</);
  });

  it.each([
    ["/lib?q=7800x3d", "锐龙 7 7800X3D"],
    ["/en/lib?q=7800x3d", "Ryzen 7 7800X3D"],
    ["/lib?q=r7%207800x3d", "锐龙 7 7800X3D"],
    ["/en/lib?q=i7%2014700k", "Core i7-14700K"],
    ["/lib?q=14700", "酷睿 i7-14700"],
    ["/en/lib?q=14700", "Core i7-14700"],
    [`/lib?q=${encodeURIComponent("锐龙7")}`, "锐龙 7 "],
    [`/en/lib?q=${encodeURIComponent("酷睿 Ultra 9")}`, "Core Ultra 9 "],
    ["/en/lib?q=raptor%20lake", "Core "],
    [`/lib?q=${encodeURIComponent("猛禽湖")}`, "酷睿 "],
    ["/lib?q=epyc%209654", "霄龙 9654"],
    ["/en/lib?q=epyc%209654", "EPYC 9654"],
  ])("%s lists %s first", async (path, first) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(rowNames(html)[0]).toContain(first);
  });

  it("shows the rows of each facet and counts from the other filters", async () => {
    const { html } = await page("/en/lib?vendor=amd&segment=desktop&socket=AM5&pageSize=100");
    const vendors = [...html.matchAll(/<tr[^>]*data-vendor="(\w+)"/g)].map((m) => m[1]);
    expect(vendors.length).toBeGreaterThan(5);
    expect(new Set(vendors)).toEqual(new Set(["amd"]));
    expect(html).toContain('name="vendor" checked="" value="amd"');
    expect(html).toContain("Vendor: AMD");
  });

  it.each([
    ["/en/lib?pcieLanesMin=64&sort=pcieLanes", "PCIe lanes"],
    ["/lib?pcieLanesMin=64&sort=pcieLanes", "PCIe 通道数"],
  ])("%s filters and sorts by PCIe lanes, with a range in the filters and the column shown", async (path, label) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/name="pcieLanesMin"[^>]*value="64"|value="64"[^>]*name="pcieLanesMin"/);
    expect(html).toContain('name="pcieLanesMax"');
    expect(html).toContain(`${label}: ≥ 64`);
    expect(html).toMatch(/aria-sort="descending" data-col="pcieLanes"/);
    const lanes = [...html.matchAll(/<td[^>]*data-col="pcieLanes"[^>]*>([^<]*)</g)].map((m) =>
      Number(m[1]!.replace(/,/g, "")),
    );
    expect(lanes.length).toBeGreaterThan(0);
    expect(lanes.every((n) => n >= 64)).toBe(true);
    expect(lanes).toEqual([...lanes].sort((a, b) => b - a));
  });

  it("sorts by a column both ways through links", async () => {
    const { html } = await page("/en/lib?sort=cores&dir=asc");
    expect(html).toMatch(/aria-sort="ascending" data-col="cores"/);
    expect(html).toContain('href="/en/lib?sort=cores&amp;dir=desc"');
  });

  it("names ignored parameters and still answers 200", async () => {
    const { status, html } = await page("/en/lib?foo=1&page=0&pageSize=10000&vendor=arm&socket=LGA9999&coresMin=many");
    expect(status).toBe(200);
    expect(html).toContain("These parameters were invalid and have been ignored");
    for (const param of ["foo=1", "page=0", "pageSize=10000", "vendor=arm", "socket=LGA9999", "coresMin=many"])
      expect(html).toContain(param);
    expect(rowNames(html)).toHaveLength(25);
    const zh = await page("/lib?pageSize=10000");
    expect(zh.html).toContain("以下参数无效，已忽略");
  });

  it("shows the last page for a page past the end", async () => {
    const { status, html } = await page("/en/lib?vendor=amd&segment=desktop&page=999");
    expect(status).toBe(200);
    expect(rowNames(html).length).toBeGreaterThan(0);
    expect(html).toMatch(/aria-current="page" class="current-page">\d+</);
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
  });

  it("works as a plain GET form: empty fields are 'any', not errors", async () => {
    const { status, html } = await page(
      "/lib?q=7800x3d&vendor=amd&segment=&igpu=&unlocked=&yearMin=&yearMax=&coresMin=&pageSize=25",
    );
    expect(status).toBe(200);
    expect(html).not.toContain("以下参数无效");
    expect(rowNames(html)).toEqual(["锐龙 7 7800X3D"]);
  });

  it("says when nothing matches and how to widen the search", async () => {
    const { status, html } = await page("/en/lib?q=zzzz&vendor=intel");
    expect(status).toBe(200);
    expect(html).toContain("No processor matches.");
    expect(html).toContain("Remove the filter: Vendor: Intel");
    expect(html).toContain("Clear all filters");
  });

  it("renders a query rather than serving the prerendered page", async () => {
    const plain = rowNames((await page("/lib")).html);
    const searched = rowNames((await page("/lib?q=epyc")).html);
    expect(searched[0]).not.toBe(plain[0]);
    expect(searched.every((n) => n.includes("霄龙"))).toBe(true);
  });

  it("keeps _payload.json working, with the query and a cache-busting v", async () => {
    const res = await get("/en/lib/_payload.json?q=7800x3d&v=abc");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      ignored: unknown[];
      result: { total: number; items: Array<{ name: string }> };
    };
    expect(body.ignored).toEqual([]);
    expect(body.result.total).toBe(1);
    expect(body.result.items[0]?.name).toBe("Ryzen 7 7800X3D");
    expect((await get("/lib/_payload.json")).status).toBe(200);
  });

  it("links the compare form and the export of the same view", async () => {
    const { html } = await page("/en/lib?vendor=amd&sort=score&page=2");
    expect(html).toContain('action="/en/compare"');
    expect(html).toContain('href="/api/cpus.csv?vendor=amd&amp;sort=score"');
    expect(html).toContain('href="/api/cpus?vendor=amd&amp;sort=score&amp;page=2"');
  });
});
