import { describe, expect, it } from "vitest";
import { zhCodename, zhModelName } from "../names-zh";
import { derivedAliases, searchDocument } from "../search-terms";
import { matchesSearch, NO_MATCH, planSearch, searchRank } from "./search-plan";

// The same search document the catalogue writer indexes.
function documentOf(name: string, codename: string, series: string): string {
  const nameZh = zhModelName(name);
  return searchDocument([name, nameZh, codename, zhCodename(codename), series, ...derivedAliases(name, nameZh)]);
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
];
const names = ["Core i7-14700", "Core i7-14700K", "Core i7-14700KF", "Ryzen 7 7800X3D", "Ryzen 7 7700X", "Core Ultra 9 285K", "Core i9-13900K", "EPYC 9654", "EPYC 9654P"];

/** Matching names, best rank first (ties keep catalogue order). */
function search(q: string): string[] {
  const plan = planSearch(q);
  if (!plan) return [];
  return CATALOGUE.map((doc, i) => ({ doc, name: names[i] ?? "" }))
    .filter(({ doc }) => matchesSearch(doc, plan))
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

  // The rule of the FTS5 trigram search the in-memory index replaced, kept so results stay the same.
  it("matches by words only below three characters, or when a word has three", () => {
    expect(planSearch("r 7")?.words).toEqual(["r", "7"]);
    expect(planSearch("r7 7800x3d")?.words).toEqual(["r7", "7800x3d"]);
    expect(planSearch("r7 x3")?.words).toEqual([]);
    expect(planSearch("7800x3d")?.words).toEqual([]);
    expect(planSearch("  ")).toBeNull();
  });

  it("ranks a whole form before a prefix before a substring before words only", () => {
    const plan = (q: string) => planSearch(q) ?? { compact: "", words: [] };
    expect(searchRank("corei714700 | i714700", plan("14700"))).toBe(2);
    expect(searchRank("corei714700 | i714700 | 14700", plan("14700"))).toBe(0);
    expect(searchRank("corei714700 | i714700k", plan("i714700"))).toBe(1);
    expect(searchRank("ryzen77800x3d | r77800x3d", plan("r7 x3d 7800"))).toBe(3);
    expect(searchRank("ryzen77800x3d", plan("epyc"))).toBe(NO_MATCH);
  });
});
