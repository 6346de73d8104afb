import { describe, expect, it } from "vitest";
import { isNumberPrefix, searchWords, structuredSearch } from "./query-filters";

describe("structuredSearch: brand, tier and socket words filter, the rest is the model", () => {
  it.each([
    ["e5-2680 v4", { tier: "e5", families: null }, "2680 v4"],
    ["至强e5-2680v4", { tier: "e5", families: ["Xeon"] }, "2680v4"],
    ["xeon e5 2680", { tier: "e5", families: ["Xeon"] }, "2680"],
    ["ryzen 7", { tier: "ryzen7", families: ["Ryzen", "Ryzen Threadripper"] }, ""],
    ["锐龙7 7800x3d", { tier: "ryzen7", families: ["Ryzen", "Ryzen Threadripper"] }, "7800x3d"],
    ["ryzen ai 9 hx 370", { tier: "ryzenai9" }, "hx 370"],
    ["r5 7600", { tier: "ryzen5" }, "7600"],
    ["酷睿i5-12400f", { tier: "i5", families: ["Core", "Core Ultra", "Core 2"] }, "12400f"],
    ["core ultra 7 155h", { tier: "ultra7", families: ["Core Ultra"] }, "155h"],
    ["u9 285k", { tier: "ultra9" }, "285k"],
    ["金牌 6430", { tier: "gold" }, "6430"],
    ["w-2135", { tier: "w" }, "2135"],
    ["w9-3495x", { tier: "w9" }, "3495x"],
    ["线程撕裂者", { families: ["Ryzen Threadripper"] }, ""],
    ["闪龙 3850", { families: ["Sempron"] }, "3850"],
    ["双路 e5", { tier: "e5", sockets: 2 }, ""],
    ["intel 8400", { vendor: "intel" }, "8400"],
  ])("%s", (q, filters, rest) => {
    const parsed = structuredSearch(q);
    expect(parsed?.filters).toMatchObject(filters);
    expect(parsed?.rest).toBe(rest);
  });

  it.each(["7800x3d", "raptor lake", "13代i5", "ryzne 7", "第十三代酷睿 i5", "锐龙7000系列"])(
    "%s is left to the plain search",
    (q) => {
      expect(structuredSearch(q)).toBeNull();
    },
  );

  it("reads full-width and Chinese brand words", () => {
    expect(searchWords("ｉ５－８４００")).toEqual(["i5", "8400"]);
    expect(searchWords("至强金牌6430")).toEqual(["xeon", "gold", "6430"]);
    expect(searchWords("炫龙 皓龙")).toEqual(["turion", "opteron"]);
  });

  it("a number after a tier is the start of a model", () => {
    expect(isNumberPrefix("7")).toBe(true);
    expect(isNumberPrefix("7800x3d")).toBe(false);
  });
});
