import { describe, expect, it } from "vitest";
import { zhCodename, zhModelName } from "#catalogue/names-zh";
import { derivedAliases, processorSearchDocument, searchDocument } from "#catalogue/search-terms";
import { isModelNumber, NO_MATCH, planSearch, searchRank } from "./search-plan";

// The same search document the catalogue writer indexes.
function documentOf(name: string, codename: string, series: string): string {
  const nameZh = zhModelName(name);
  return processorSearchDocument({
    name,
    nameZh,
    codename,
    codenameZh: zhCodename(codename),
    series,
    aliases: derivedAliases(name, nameZh),
  });
}

const CATALOGUE = [
  documentOf("Core i7-14700", "Raptor Lake Refresh", "Core 14th Gen"),
  documentOf("Core i7-14700K", "Raptor Lake Refresh", "Core 14th Gen"),
  documentOf("Core i7-14700KF", "Raptor Lake Refresh", "Core 14th Gen"),
  documentOf("Ryzen 7 7800X3D", "Raphael", "Ryzen 7000"),
  documentOf("Ryzen 7 7700X", "Raphael", "Ryzen 7000"),
  documentOf("Core Ultra 9 285K", "Arrow Lake", "Core Ultra Series 2"),
  documentOf("Core i9-13900K", "Raptor Lake", "Core 13th Gen"),
  documentOf("EPYC 9654", "Genoa", "EPYC 9004"),
  documentOf("EPYC 9654P", "Genoa", "EPYC 9004"),
  documentOf("Ryzen 5 7600X", "Raphael", "Ryzen 7000"),
  documentOf("Core i5-13600K", "Raptor Lake", "Core 13th Gen"),
  documentOf("Core i5-13400", "Raptor Lake", "Core 13th Gen"),
  documentOf("Core i5-14600K", "Raptor Lake Refresh", "Core 14th Gen"),
  documentOf("Core i7-12700K", "Alder Lake", "Core 12th Gen"),
  documentOf("Core i5-12400", "Alder Lake", "Core 12th Gen"),
  documentOf("Core i5-10400", "Comet Lake", "Core 10th Gen"),
  documentOf("Xeon Gold 6430", "Sapphire Rapids-SP", "Xeon Scalable 4th Gen"),
  documentOf("Xeon Gold 6230", "Cascade Lake-SP", "Xeon Scalable 2nd Gen"),
  documentOf("Xeon Platinum 8490H", "Sapphire Rapids-SP", "Xeon Scalable 4th Gen"),
];
const names = [
  "Core i7-14700",
  "Core i7-14700K",
  "Core i7-14700KF",
  "Ryzen 7 7800X3D",
  "Ryzen 7 7700X",
  "Core Ultra 9 285K",
  "Core i9-13900K",
  "EPYC 9654",
  "EPYC 9654P",
  "Ryzen 5 7600X",
  "Core i5-13600K",
  "Core i5-13400",
  "Core i5-14600K",
  "Core i7-12700K",
  "Core i5-12400",
  "Core i5-10400",
  "Xeon Gold 6430",
  "Xeon Gold 6230",
  "Xeon Platinum 8490H",
];

/** Matching names, best rank first (ties keep catalogue order). */
function search(q: string): string[] {
  const plan = planSearch(q);
  if (!plan) return [];
  return CATALOGUE.map((doc, i) => ({ doc, name: names[i] ?? "" }))
    .filter(({ doc }) => searchRank(doc, plan) !== NO_MATCH)
    .sort((a, b) => searchRank(a.doc, plan) - searchRank(b.doc, plan))
    .map((m) => m.name);
}

describe("search", () => {
  it.each([
    ["7800x3d", "Ryzen 7 7800X3D"],
    ["r7 7800x3d", "Ryzen 7 7800X3D"],
    ["Ryzen 7 7800X3D", "Ryzen 7 7800X3D"],
    ["ryzen 7800x3d", "Ryzen 7 7800X3D"],
    ["i7 14700k", "Core i7-14700K"],
    ["i7-14700K", "Core i7-14700K"],
    ["14700", "Core i7-14700"],
    ["锐龙7 7800X3D", "Ryzen 7 7800X3D"],
    ["酷睿 Ultra 9", "Core Ultra 9 285K"],
    ["epyc 9654", "EPYC 9654"],
  ])("%s ranks %s first", (q, first) => {
    expect(search(q)[0]).toBe(first);
  });

  it("puts the exact model before its suffixed variants", () => {
    expect(search("14700")).toEqual(["Core i7-14700", "Core i7-14700K", "Core i7-14700KF"]);
    expect(search("epyc 9654")).toEqual(["EPYC 9654", "EPYC 9654P"]);
  });

  it("finds code names in both languages", () => {
    expect(search("raptor lake")).toEqual(search("猛禽湖"));
    expect(search("猛禽湖")).toContain("Core i9-13900K");
    expect(search("猛禽湖")).toContain("Core i7-14700K");
  });

  it("finds families by their Chinese names", () => {
    expect(search("锐龙7")).toEqual(["Ryzen 7 7800X3D", "Ryzen 7 7700X"]);
  });

  it("finds Xeon tiers by their Chinese names", () => {
    expect(search("至强金牌 6430")).toEqual(["Xeon Gold 6430"]);
    expect(search("至强金牌6430")).toEqual(search("xeon gold 6430"));
    expect(search("至强 铂金")).toEqual(["Xeon Platinum 8490H"]);
    expect(search("金牌")).toEqual(["Xeon Gold 6430", "Xeon Gold 6230"]);
  });

  it.each([
    "13代i5",
    "13代 i5",
    "第13代 i5",
    "第十三代酷睿 i5",
    "第十三代 i5",
    "13th gen i5",
    "13th Gen Core i5",
    "i5 13代",
  ])("%s finds every 13th-gen Core i5 and nothing else", (q) => {
    expect(search(q).sort()).toEqual(["Core i5-13400", "Core i5-13600K"]);
  });

  it("finds a generation in both number styles", () => {
    expect(search("12th gen i7")).toEqual(["Core i7-12700K"]);
    expect(search("第十二代 i7")).toEqual(["Core i7-12700K"]);
    expect(search("第十代酷睿")).toEqual(["Core i5-10400"]);
    expect(search("10代i5")).toEqual(["Core i5-10400"]);
    expect(search("14代").sort()).toEqual(["Core i5-14600K", "Core i7-14700", "Core i7-14700K", "Core i7-14700KF"]);
    expect(search("第二代至强")).toEqual(["Xeon Gold 6230"]);
    expect(search("2nd gen xeon")).toEqual(["Xeon Gold 6230"]);
  });

  it("finds a series by its Chinese label, written with or without spaces", () => {
    expect(search("锐龙 7000 系列")).toEqual(["Ryzen 7 7800X3D", "Ryzen 7 7700X", "Ryzen 5 7600X"]);
    expect(search("锐龙7000系列")).toEqual(search("锐龙 7000 系列"));
    expect(search("霄龙 9004 系列")).toEqual(["EPYC 9654", "EPYC 9654P"]);
    expect(search("第四代至强可扩展处理器")).toEqual(["Xeon Gold 6430", "Xeon Platinum 8490H"]);
    expect(search("猛禽湖刷新版").sort()).toEqual([
      "Core i5-14600K",
      "Core i7-14700",
      "Core i7-14700K",
      "Core i7-14700KF",
    ]);
  });

  // The rule of the FTS5 trigram search the in-memory index replaced, kept so results stay the same.
  it("matches by words only below three characters, or when a word has three", () => {
    expect(planSearch("r 7")?.words).toEqual(["r", "7"]);
    expect(planSearch("r7 7800x3d")?.words).toEqual(["r7", "7800x3d"]);
    expect(planSearch("r7 x3")?.words).toEqual([]);
    expect(planSearch("7800x3d")?.words).toEqual([]);
    expect(planSearch("  ")).toBeNull();
  });

  it("ranks a whole form before a prefix before a substring before words only", () => {
    const plan = (q: string) =>
      planSearch(q) ?? { compact: "", compactMatch: "any" as const, words: [], wordMatches: [] };
    expect(searchRank("ryzenthreadripper7980x | 7980x", plan("threadripper"))).toBe(2);
    expect(searchRank("corei714700 | i714700 | 14700", plan("14700"))).toBe(0);
    expect(searchRank("corei714700 | i714700k", plan("i714700"))).toBe(1);
    expect(searchRank("ryzen77800x3d | r77800x3d | 7800x3d", plan("r7 x3d 7800"))).toBe(3);
    expect(searchRank("ryzen77800x3d", plan("epyc"))).toBe(NO_MATCH);
  });
});

describe("model numbers match as whole tokens", () => {
  const rankOf = (document: string, q: string, typing = false) => {
    const plan = planSearch(q, { typing });
    return plan ? searchRank(document, plan) : NO_MATCH;
  };
  const N95 = searchDocument([
    "Processor N95",
    "处理器 N95",
    "Gracemont",
    "Intel Processor",
    ...derivedAliases("Processor N95", "处理器 N95"),
  ]);
  const R9_5950X = documentOf("Ryzen 9 5950X", "Vermeer", "Ryzen 5000");
  const R5_7600 = documentOf("Ryzen 5 7600", "Raphael", "Ryzen 7000");
  const R5_7600X3D = documentOf("Ryzen 5 7600X3D", "Raphael", "Ryzen 7000");
  const I5_7600K = documentOf("Core i5-7600K", "Kaby Lake", "Core 7th Gen");
  const A8_7600 = searchDocument(["A8-7600", "A8-7600", "Kaveri", "A-Series", ...derivedAliases("A8-7600", "A8-7600")]);

  it("tells a model number from other words", () => {
    for (const w of ["n95", "7600", "14700k", "i714700k", "r57600", "7800x3d", "ryzen7000"])
      expect(isModelNumber(w)).toBe(true);
    for (const w of ["i5", "r7", "x3d", "5", "ryzen", "第13代i5", "raptorlake"]) expect(isModelNumber(w)).toBe(false);
  });

  it("n95 finds the N95, not a model whose name merely contains n95", () => {
    expect(rankOf(N95, "n95")).toBe(0);
    expect(rankOf(R9_5950X, "n95")).toBe(NO_MATCH); // "ryze-n9-5950x"
    expect(rankOf(R9_5950X, "n95", true)).toBe(NO_MATCH);
  });

  it("7600 finds the 7600 and its letter-suffixed models, not longer numbers", () => {
    expect(rankOf(R5_7600, "7600")).toBe(0);
    expect(rankOf(R5_7600X3D, "7600")).toBe(1);
    expect(rankOf(I5_7600K, "7600")).toBe(1);
    expect(rankOf(A8_7600, "7600")).toBe(0);
    expect(rankOf("corei717600k | 17600k", "7600")).toBe(NO_MATCH);
    expect(rankOf("xeon76000 | 76000", "7600")).toBe(NO_MATCH);
    expect(rankOf(R5_7600, "760")).toBe(NO_MATCH);
  });

  it("a model number among words is a whole token too", () => {
    expect(rankOf(R5_7600, "ryzen 5 7600")).toBe(0);
    expect(rankOf(R5_7600X3D, "r5 7600")).toBe(1);
    expect(rankOf("ryzen917600x | 17600x", "ryzen 7600")).toBe(NO_MATCH);
  });

  it("while typing, a number that goes on ranks after the whole ones", () => {
    expect(rankOf(R5_7600, "760", true)).toBe(2);
    expect(rankOf(R5_7600, "7600", true)).toBe(0);
    expect(rankOf("corei717600k | 17600k", "7600", true)).toBe(NO_MATCH);
  });
});
