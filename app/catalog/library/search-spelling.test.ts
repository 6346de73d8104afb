import { describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../../../db/seed";
import { zhCodename, zhModelName, zhSearchAliases } from "../names-zh";
import { derivedAliases, searchDocument, seriesSearchForms, withVendorForms } from "../search-terms";
import { buildSpellingVocabulary } from "../spelling";
import { buildSearchIndex } from "./search-index";
import { NO_MATCH } from "./search-plan";
import { forgivingSearch } from "./search-spelling";

// The seed catalogue as the library indexes it: search documents with brand words, and the vocabulary.
const SEED = loadSeedCatalogue("data/cpus").cpus;
const DOCUMENTS = SEED.map((c) => {
  const nameZh = zhModelName(c.name);
  const forms = [c.name, nameZh, c.codename, zhCodename(c.codename), c.series, ...seriesSearchForms(c.name, c.series), ...zhSearchAliases(c.name, c.codename), ...derivedAliases(c.name, nameZh), ...(c.aliases ?? [])];
  return withVendorForms(searchDocument(forms), c.vendor);
});
const INDEX = buildSearchIndex(DOCUMENTS);
const VOCABULARY = buildSpellingVocabulary(SEED.map((c, i) => [...(DOCUMENTS[i] ?? "").split(" | "), c.name, c.family, c.series, c.codename ?? ""]));

function search(q: string, typing = false) {
  const { ranks, searchedFor, didYouMean } = forgivingSearch(INDEX, () => VOCABULARY, q, { typing });
  const names = ranks ? SEED.filter((_, i) => ranks[i] !== NO_MATCH).map((c) => c.name) : [];
  return { names, searchedFor, didYouMean };
}

describe("a search that forgives typos", () => {
  it.each([
    ["ryzn 5 7600", "ryzen 5 7600", "Ryzen 5 7600"],
    ["inetl core i5", "intel core i5", "Core i5-13600K"],
    ["thredripper", "threadripper", "Ryzen Threadripper 7980X"],
  ])("%s finds what %s finds", (typo, corrected, model) => {
    const forgiven = search(typo);
    expect(forgiven.searchedFor).toBe(corrected);
    expect(forgiven.names).toEqual(search(corrected).names);
    expect(forgiven.names).toContain(model);
    expect(search(typo, true).names).toContain(model);
  });

  it("never changes a query that matches", () => {
    for (const q of ["ryzen 5 7600", "i5", "i3", "core i5", "7600", "13代i5", "threadripper", "intel", "英特尔 i5"]) {
      const result = search(q);
      expect(result.searchedFor, q).toBeNull();
      expect(result.didYouMean, q).toBeNull();
      expect(result.names.length, q).toBeGreaterThan(0);
    }
  });

  it("i5 keeps its meaning: every Core i5 and no Core i3", () => {
    const names = search("i5").names;
    expect(names.filter((n) => n.startsWith("Core i3"))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(SEED.map((c) => c.name).filter((n) => n.startsWith("Core i5"))));
  });

  it("offers a changed model number only as did-you-mean", () => {
    const result = search("ryzen 5 7650x");
    expect(result.names).toEqual([]);
    expect(result.searchedFor).toBeNull();
    expect(result.didYouMean).toBe("ryzen 5 7600x");
    expect(search(result.didYouMean ?? "").names).toContain("Ryzen 5 7600X");
  });

  it("offers nothing when nothing is near", () => {
    expect(search("zzzz")).toEqual({ names: [], searchedFor: null, didYouMean: null });
  });
});

describe("generation words in both languages", () => {
  it.each([
    ["13代i5", "13th"],
    ["第十二代 i7", "12th"],
    ["12th gen i7", "12th"],
  ])("%s finds only that generation's Core", (q, generation) => {
    const names = search(q).names;
    expect(names.length).toBeGreaterThan(0);
    const series = new Set(SEED.filter((c) => names.includes(c.name)).map((c) => c.series));
    expect([...series].every((s) => s.includes(generation))).toBe(true);
  });
});
