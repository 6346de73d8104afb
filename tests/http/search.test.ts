// The forgiving search (#15) over HTTP: typos corrected in the library page, /api/cpus and
// /api/suggest; "did you mean" on an empty result; model numbers as whole tokens.
import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { apiList, rowNames } from "../support/library";

const page = async (path: string) => {
  const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
  return { status: res.status, html: await res.text() };
};
type Suggest = {
  q: string;
  items: Array<{ ref: string; name: string }>;
  exact: string | null;
  searchedFor: string | null;
  didYouMean: string | null;
};
const suggest = async (q: string) => {
  const res = await get(`/api/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Suggest;
};

describe("typos still find the model", () => {
  it.each([
    ["/lib?q=ryzn+5+7600", "锐龙 5 7600", "ryzen 5 7600", "已显示"],
    ["/en/lib?q=ryzn+5+7600", "Ryzen 5 7600", "ryzen 5 7600", "Showing results for"],
    ["/en/lib?q=inetl+core+i5+13600k", "Core i5-13600K", "intel core i5 13600k", "Showing results for"],
    ["/en/lib?q=thredripper", "Ryzen Threadripper 7980X", "threadripper", "Showing results for"],
  ])("%s lists %s and names the corrected search", async (path, model, corrected, notice) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(rowNames(html)).toContain(model);
    expect(html).toContain(notice);
    expect(html).toContain(`>${corrected}</a>`);
  });

  it("/api/cpus corrects too, and keeps exactly its fields", async () => {
    const list = await apiList("?q=ryzn+5+7600");
    expect(list.items.map((i) => i.name)).toEqual(expect.arrayContaining(["Ryzen 5 7600", "Ryzen 5 7600X"]));
    const body = (await (await get("/api/cpus?q=thredripper")).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["total", "page", "pageSize", "items", "facets"]);
    expect(body.total).toBeGreaterThan(0);
  });

  it("/api/suggest?q=thredripper suggests Threadrippers and names the correction", async () => {
    const body = await suggest("thredripper");
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((s) => s.name.includes("Threadripper"))).toBe(true);
    expect(body.searchedFor).toBe("threadripper");
    expect(body.didYouMean).toBeNull();
  });

  it("a query that matches is never changed: i5 is not i3", async () => {
    const body = await suggest("i5");
    expect(body.searchedFor).toBeNull();
    expect(body.items.some((s) => s.name.includes("i3-"))).toBe(false);
  });
});

describe("did you mean", () => {
  it.each([
    ["/lib?q=ryzen+5+7650x", "你是不是要找"],
    ["/en/lib?q=ryzen+5+7650x", "Did you mean"],
  ])("%s offers the corrected model number as a link", async (path, text) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(rowNames(html)).toEqual([]);
    expect(html).toContain(text);
    expect(html).toMatch(/<a href="(\/en)?\/lib\?q=ryzen\+5\+7600x"[^>]*>ryzen 5 7600x<\/a>/);
  });

  it("the corrected query it links to has results", async () => {
    expect(rowNames((await page("/en/lib?q=ryzen+5+7600x")).html)).toContain("Ryzen 5 7600X");
  });

  it("/api/suggest answers it in a field of its own", async () => {
    expect(await suggest("ryzen 5 7650x")).toMatchObject({ items: [], searchedFor: null, didYouMean: "ryzen 5 7600x" });
  });

  it("is not offered when nothing is near", async () => {
    const { html } = await page("/en/lib?q=zzzz");
    expect(html).not.toContain("Did you mean");
    expect((await suggest("zzzz")).didYouMean).toBeNull();
  });
});

describe("model numbers match as whole tokens", () => {
  it("/api/cpus?q=n95 lists no model whose number merely contains 95 (the Ryzen 9 5950X is 'ryze-n9-5950x')", async () => {
    const list = await apiList("?q=n95&pageSize=100");
    expect(list.items.every((i) => /\bN95[A-Z]*$/.test(i.name))).toBe(true);
  });

  it("/api/cpus?q=n100 finds the N100 alone", async () => {
    expect((await apiList("?q=n100")).items.map((i) => i.name)).toEqual(["Processor N100"]);
  });

  it("/api/cpus?q=7600 finds the 7600 and 7600X, and no other number", async () => {
    const names = (await apiList("?q=7600&pageSize=100")).items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(["Ryzen 5 7600", "Ryzen 5 7600X"]));
    expect(names.every((n) => /(^|[^0-9])7600[A-Z0-9]*$/.test(n.replace(/^.*[ -]/, " ")))).toBe(true);
  });

  it("the suggest box offers the 7600 while 760 is typed", async () => {
    expect((await suggest("ryzen 5 760")).items.map((s) => s.name)).toContain("Ryzen 5 7600");
  });
});

describe("Enter opens the exact match", () => {
  it.each([
    ["i7 14700k", "intel/core-i7-14700k"],
    ["14700", "intel/core-i7-14700"],
    ["7600", null],
    ["ryzen", null],
  ])("/api/suggest?q=%s names %s as exact", async (q, exact) => {
    expect((await suggest(q)).exact).toBe(exact);
  });
});

describe("generation words", () => {
  it.each(["13代i5", "第十二代 i7", "12th gen i7"])(
    "%s finds only that generation in the library and the suggest box",
    async (q) => {
      const generation = /13/.test(q) ? "13" : "12";
      const list = await apiList(`?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(list.total).toBeGreaterThan(0);
      expect(list.items.every((i) => i.series.includes(`${generation}th Gen`))).toBe(true);
      const suggested = await suggest(q);
      expect(suggested.items.length).toBeGreaterThan(0);
      expect(suggested.items.every((s) => new RegExp(`i${q.includes("i5") ? 5 : 7}-${generation}`).test(s.name))).toBe(
        true,
      );
    },
  );
});
