// Model numbers as people type them, over HTTP (#27): brand and tier words filter, numbers
// match; the search forms' submit opens the processor a query names exactly; a model we do not
// list is said so, with the closest ones.
import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { apiList } from "../support/library";

const firstOf = async (q: string) => (await apiList(`?q=${encodeURIComponent(q)}`)).items[0]?.name;

describe("/api/cpus finds models the way people type them", () => {
  it.each([
    ["e5-2680 v4", "Xeon E5-2680 v4"],
    ["E5-2680V4", "Xeon E5-2680 v4"],
    ["2680v4", "Xeon E5-2680 v4"],
    ["e5 2680v4", "Xeon E5-2680 v4"],
    ["至强e5-2680v4", "Xeon E5-2680 v4"],
    ["e5-2690 v4", "Xeon E5-2690 v4"],
    ["e5-1650", "Xeon E5-1650"],
    ["e3-1270", "Xeon E3-1270"],
    ["w-2135", "Xeon W-2135"],
    ["w9-3495x", "Xeon w9-3495X"],
    ["金牌 6430", "Xeon Gold 6430"],
    ["gold 6430", "Xeon Gold 6430"],
    ["酷睿i5-12400f", "Core i5-12400F"],
    ["ｉ５－８４００", "Core i5-8400"],
    ["14700kf", "Core i7-14700KF"],
    ["7800X3D", "Ryzen 7 7800X3D"],
    ["锐龙7 7800x3d", "Ryzen 7 7800X3D"],
    ["13400", "Core i5-13400"],
  ])("%s lists %s first", async (q, name) => {
    expect(await firstOf(q)).toBe(name);
  });

  it("e5 2680 lists every E5-2680, the v1 first", async () => {
    const names = (await apiList("?q=e5+2680&pageSize=25")).items.map((i) => i.name);
    expect(names[0]).toBe("Xeon E5-2680");
    expect(names).toEqual(expect.arrayContaining(["Xeon E5-2680 v2", "Xeon E5-2680 v3", "Xeon E5-2680 v4"]));
  });

  it("13400 lists the 13400 first, then the same model with suffixes", async () => {
    const names = (await apiList("?q=13400&pageSize=25")).items.map((i) => i.name);
    expect(names.slice(0, 3)).toEqual(expect.arrayContaining(["Core i5-13400", "Core i5-13400F"]));
    expect(names.every((n) => n.includes("13400"))).toBe(true);
  });
});

describe("tier and brand words filter", () => {
  it.each([
    ["ryzen 7", /^Ryzen 7 /],
    ["ryzne 7", /^Ryzen 7 /],
    ["锐龙7", /^Ryzen 7 /],
    ["i7", /^Core i7-/],
    ["w7", /^Xeon w7-/],
    ["线程撕裂者", /Threadripper/],
    ["撕裂者", /Threadripper/],
  ])("%s lists only %s", async (q, pattern) => {
    const list = await apiList(`?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.filter((i) => !pattern.test(i.name)).map((i) => i.name)).toEqual([]);
  });

  it("双路 e5 lists the two-socket Xeon E5s, most run first", async () => {
    const list = await apiList(`?q=${encodeURIComponent("双路 e5")}&pageSize=100`);
    expect(list.total).toBeGreaterThan(50);
    expect(list.items.filter((i) => !/^Xeon E5-2\d{3}/.test(i.name)).map((i) => i.name)).toEqual([]);
    expect(list.items[0]?.name).toBe("Xeon E5-2680 v4");
  });

  it("ryzen 7 and 锐龙7 find the same processors", async () => {
    expect((await apiList("?q=ryzen+7")).total).toBe((await apiList(`?q=${encodeURIComponent("锐龙7")}`)).total);
  });

  it("ryzen 7 7 lists the Ryzen 7 7000s", async () => {
    const names = (await apiList("?q=ryzen+7+7&pageSize=100")).items.map((i) => i.name);
    expect(names.length).toBeGreaterThan(3);
    expect(names.every((n) => /^Ryzen 7 (PRO )?7\d{3}/.test(n))).toBe(true);
  });
});

describe("the search forms' submit (go)", () => {
  it.each([
    ["/lib?go=1&q=9800x3d", "/cpu/amd/ryzen-7-9800x3d"],
    ["/en/lib?go=1&q=E5-2680V4", "/en/cpu/intel/xeon-e5-2680-v4"],
    ["/lib?go=1&q=ryzen+7", "/lib?q=ryzen+7"],
    ["/en/lib?q=7600&go=1", "/en/lib?q=7600"],
    ["/lib?go=1&q=", "/lib?q="],
  ])("%s moves to %s (303)", async (path, location) => {
    const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" });
    expect(res.status).toBe(303);
    expect(
      new URL(res.headers.get("location") ?? "", "http://x").pathname +
        new URL(res.headers.get("location") ?? "", "http://x").search,
    ).toBe(location);
  });
});

describe("a model we do not list", () => {
  it.each([
    ["/en/lib?q=ryzen+7+9899x3d", "We do not list “9899x3d” (yet)", "Ryzen 7 98"],
    ["/lib?q=9899x3d", "我们还没有收录“9899x3d”", "锐龙 7 98"],
  ])("%s says so and links the closest models", async (path, sentence, closest) => {
    const html = await (await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN" })).text();
    expect(html).toContain(sentence);
    expect(html).toMatch(new RegExp(`<a href="[^"]*/cpu/amd/ryzen-7-98[^"]*"[^>]*>${closest}`));
  });
});
