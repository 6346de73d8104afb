// Issue #14: a zh page shows no English but the brand and model tokens the vendors keep in
// Chinese. For every processor of the seed, its Chinese model name, family and series labels
// must translate every English word; a new series that no rule of catalogue/names-zh.ts
// covers shows up here by name. Code names are the exception (issue #23): Intel China prints
// them in English, so a code name is shown in English unless a Chinese form has a source
// (tests/catalog/names-zh-sources.test.ts).
import { describe, expect, it } from "vitest";
import { zhCodename, zhModelName, zhSeriesName } from "#catalogue/names-zh";
import { loadSeedCatalogue } from "../../db/seed";

const { cpus } = loadSeedCatalogue("data/cpus");

/**
 * Latin words AMD China and Intel China print as they are: sub-brands and model words
 * ("酷睿 Ultra", "锐龙 AI Max+", "锐龙 Threadripper PRO", "锐龙 Z1 Extreme", "锐龙 Z2 Go", "Surface 定制版",
 * "酷睿 Ultra 7 270K Plus").
 */
const ALLOWED_WORDS = new Set(["Ultra", "Max", "PRO", "Pro", "Extreme", "Go", "Surface", "Threadripper", "Plus"]);
/** AMD's code names, which AMD China prints untranslated, also where a series label names one ("A 系列（Llano）"). */
const AMD_CODENAME_WORDS = new Set(cpus.filter((c) => c.vendor === "amd").flatMap((c) => c.codename.split(/[\s-]+/)));

/**
 * The English words of a Chinese label. Tokens with a digit are model numbers ("i7-14700K",
 * "7800X3D", "v4", "UP3"); up to three capitals are model letters ("HX", "WX", "SP", "FX",
 * "AI", "II", "N"), and so is a single letter of any case.
 */
function englishWords(label: string): string[] {
  return label
    .split(/[\s\-+/'（）()]+/)
    .filter((t) => /^[A-Za-z]+$/.test(t))
    .filter((t) => t.length > 1 && !/^[A-Z]{1,3}$/.test(t) && !ALLOWED_WORDS.has(t) && !AMD_CODENAME_WORDS.has(t));
}

/** "label -> its English words" for every distinct label that has some. */
function untranslated(labels: Iterable<string>): string[] {
  return [...new Set(labels)].flatMap((label) => {
    const words = englishWords(label);
    return words.length > 0 ? [`${label} -> ${words.join(", ")}`] : [];
  });
}

describe("Chinese names of the seed", () => {
  it("reads the seed", () => {
    expect(cpus.length).toBeGreaterThan(100);
  });

  it("finds the English words of a label", () => {
    expect(englishWords("至强 Gold 6430")).toEqual(["Gold"]);
    expect(englishWords("酷睿 14th Gen")).toEqual(["Gen"]);
    expect(englishWords("猛禽湖 Refresh")).toEqual(["Refresh"]);
    expect(englishWords("锐龙 AI Max+ PRO 395")).toEqual([]);
    expect(englishWords("蓝宝石急流-SP")).toEqual([]);
    expect(englishWords("至强 E5-2699 v4")).toEqual([]);
    expect(englishWords("A 系列（Llano）")).toEqual([]);
  });

  it("translates every model name", () => {
    expect(untranslated(cpus.map((c) => zhModelName(c.name)))).toEqual([]);
  });

  it("translates every series and family label", () => {
    expect(untranslated(cpus.flatMap((c) => [zhSeriesName(c.series), zhSeriesName(c.family)]))).toEqual([]);
  });

  // A code name is shown either as it is in English or in a Chinese form with a source; the
  // Chinese forms that are not shown stay searchable.
  it("shows every Intel code name in English or in a Chinese form", () => {
    const mixed = cpus
      .filter((c) => c.vendor === "intel")
      .map((c) => zhCodename(c.codename))
      .filter((zh) => /\p{Script=Han}/u.test(zh) && englishWords(zh).length > 0);
    expect([...new Set(mixed)]).toEqual([]);
  });
});
