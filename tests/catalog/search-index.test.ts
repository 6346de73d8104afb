import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../../db/seed";
import { chineseNumeral, seriesGeneration, zhCodename, zhModelName } from "#catalogue/names-zh";
import { derivedAliases, processorSearchDocument } from "#catalogue/search-terms";
import { buildSearchIndex, searchIndexRanks } from "../../app/catalog/library/search-index";
import { planSearch, searchRank } from "../../app/catalog/library/search-plan";

// The seed catalogue's search documents, as the catalogue writer builds them.
const DOCUMENTS = loadSeedCatalogue("data/cpus").cpus.map((c) => {
  const nameZh = zhModelName(c.name);
  return processorSearchDocument({
    name: c.name,
    nameZh,
    codename: c.codename ?? null,
    codenameZh: zhCodename(c.codename),
    series: c.series,
    aliases: [...derivedAliases(c.name, nameZh), ...(c.aliases ?? [])],
  });
});
const SEED = loadSeedCatalogue("data/cpus").cpus;
const INDEX = buildSearchIndex(DOCUMENTS);

/** What ranking every document one by one gives. */
function bruteForce(q: string): number[] {
  const plan = planSearch(q);
  return plan ? DOCUMENTS.map((d) => searchRank(d, plan)) : [];
}
function indexed(q: string): number[] {
  const plan = planSearch(q);
  return plan ? [...searchIndexRanks(INDEX, plan)] : [];
}

describe("search index", () => {
  it.each([
    "r",
    "i",
    "7",
    "锐",
    "x",
    "r7",
    "i7",
    "锐龙",
    "酷睿",
    "core",
    "i7 14700k",
    "14700",
    "7800x3d",
    "r7 7800x3d",
    "锐龙7",
    "猛禽湖",
    "raptor lake",
    "epyc 9654",
    "酷睿 Ultra 9",
    "r 7",
    "r7 x3",
    "zzzz",
    "ü",
    "ryzen 7 pro",
    "13代i5",
    "第十三代酷睿 i5",
    "13th gen i5",
    "至强金牌 6430",
    "锐龙7000系列",
    "第二代至强",
    "代",
    "第",
  ])("ranks %s exactly as reading every document would", (q) => {
    expect(indexed(q)).toEqual(bruteForce(q));
  });

  // Every spelling of a Core generation with a tier finds exactly that generation's processors of the tier.
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])(
    "finds the Core generation %i with every tier, in both number styles",
    (gen) => {
      const numeral = chineseNumeral(gen);
      for (const tier of ["i3", "i5", "i7", "i9"]) {
        const expected = SEED.flatMap((c, pos) =>
          c.family === "Core" && c.name.startsWith(`Core ${tier}-`) && seriesGeneration(c.series) === gen ? [pos] : [],
        );
        if (expected.length === 0) continue;
        for (const q of [
          `${gen}代${tier}`,
          `${gen}代 ${tier}`,
          `第${gen}代 ${tier}`,
          `第${numeral}代酷睿 ${tier}`,
          `${numeral}代${tier}`,
          `${gen}th gen ${tier}`,
        ]) {
          const found = indexed(q).flatMap((rank, pos) => (rank === 255 ? [] : [pos]));
          expect(found, q).toEqual(expect.arrayContaining(expected));
          // Only that generation's: any other match is a Core processor of that tier whose series names
          // no generation (Core X-series) and whose model number says it.
          for (const pos of found.filter((p) => !expected.includes(p))) {
            expect(SEED[pos]?.name, q).toMatch(new RegExp(`^Core ${tier}-`));
            expect(SEED[pos]?.series, q).not.toMatch(/\bGen\b/);
          }
        }
      }
    },
  );

  it("agrees with reading every document for any short input", () => {
    const letters = [..."abcdeiklnoprtuxyz0123456789 锐龙酷睿猛禽湖第代十三"];
    const query = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(query, (q) => {
        expect(indexed(q)).toEqual(bruteForce(q));
      }),
      { numRuns: 300 },
    );
  });
});
