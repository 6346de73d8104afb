import { describe, expect, it } from "vitest";
import { compactSearchForm, fromChineseNumeral, normalizeGenerations, seriesSearchForms } from "./search-terms";

describe("fromChineseNumeral", () => {
  it.each([
    ["一", 1],
    ["七", 7],
    ["十", 10],
    ["十三", 13],
    ["二十", 20],
    ["二十三", 23],
  ])("%s is %i", (text, n) => {
    expect(fromChineseNumeral(text)).toBe(n);
  });

  it("is null for what is not a number from 1 to 99", () => {
    expect(fromChineseNumeral("")).toBeNull();
    expect(fromChineseNumeral("三三")).toBeNull();
    expect(fromChineseNumeral("十十")).toBeNull();
  });
});

describe("normalizeGenerations", () => {
  it.each([
    ["13代i5", "第13代i5"],
    ["13代 i5", "第13代 i5"],
    ["第13代 i5", "第13代 i5"],
    ["第 13 代 i5", "第13代 i5"],
    ["第十三代酷睿 i5", "第13代酷睿 i5"],
    ["十三代i5", "第13代i5"],
    ["13th gen i5", "第13代 i5"],
    ["13th Gen Core i5", "第13代酷睿 i5"],
    ["12th-gen i7", "第12代 i7"],
    ["第十二代英特尔酷睿 i7", "第12代酷睿 i7"],
    ["2nd gen xeon", "第2代 xeon"],
    ["第二代至强可扩展处理器", "第2代至强可扩展处理器"],
  ])("%s -> %s", (q, normal) => {
    expect(normalizeGenerations(q)).toBe(normal);
  });

  it("leaves model numbers and code-name words alone", () => {
    expect(normalizeGenerations("ryzen 7 7800x3d")).toBe("ryzen 7 7800x3d");
    expect(normalizeGenerations("9004代")).toBe("9004代");
    expect(normalizeGenerations("代号 猛禽湖")).toBe("代号 猛禽湖");
    expect(normalizeGenerations("13th gen core ultra")).toBe("第13代酷睿 ultra");
    expect(normalizeGenerations("13thgenius")).toBe("13thgenius");
  });
});

describe("seriesSearchForms", () => {
  const compact = (name: string, series: string) => seriesSearchForms(name, series).map(compactSearchForm);

  it("gives a Core processor its generation with and without the tier", () => {
    expect(compact("Core i5-13600K", "Core 13th Gen")).toEqual(
      expect.arrayContaining(["第13代酷睿", "第13代i5", "第13代酷睿i5"]),
    );
    expect(compact("Core i7-8700K", "Core 8th Gen")).toEqual(
      expect.arrayContaining(["第八代酷睿", "第8代酷睿", "第8代i7", "第8代酷睿i7"]),
    );
  });

  it("reads the generation from the model number when the series names none", () => {
    expect(compact("Core i9-10980XE", "Core X-series")).toEqual(expect.arrayContaining(["酷睿x系列", "第10代i9"]));
    expect(compact("Core i7-980X", "Core X-series")).toContain("第1代i7");
    expect(compact("Core i7-1165G7", "Core Mobile")).toContain("第11代i7");
    expect(compact("Core Ultra 9 285K", "Core Ultra Series 2").some((f) => /^第\d+代i/.test(f))).toBe(false);
  });

  it("holds Chinese generation labels in digits too", () => {
    expect(compact("Xeon Gold 6230", "Xeon Scalable 2nd Gen")).toEqual([
      "第二代至强可扩展处理器",
      "第2代至强可扩展处理器",
    ]);
    expect(compact("Core Ultra 9 285K", "Core Ultra Series 2")).toContain("第2代酷睿ultra");
    expect(compact("Core 7 250U", "Core Series 2")).toEqual(["酷睿处理器系列2"]);
  });

  it("indexes a brand apart from the series number after it", () => {
    expect(compact("Ryzen 5 7600X", "Ryzen 7000")).toEqual(["锐龙", "7000系列"]);
    expect(compact("Ryzen 5 7640U", "Ryzen 7000 Mobile")).toEqual(["锐龙", "7000系列移动处理器"]);
    expect(compact("EPYC 9654", "EPYC 9004")).toEqual(["霄龙", "9004系列"]);
    expect(compact("Ryzen AI 9 HX 370", "Ryzen AI 300")).toEqual(["锐龙ai300系列"]);
  });
});
