import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../../../db/seed";
import { zhCodename, zhModelName } from "../names-zh";
import { derivedAliases, searchDocument } from "../search-terms";
import { buildSearchIndex, searchIndexRanks } from "./search-index";
import { planSearch, searchRank } from "./search-plan";

// The seed catalogue's search documents, as the catalogue writer builds them.
const DOCUMENTS = loadSeedCatalogue("data/cpus").cpus.map((c) => {
  const nameZh = zhModelName(c.name);
  const codenameZh = zhCodename(c.codename);
  return searchDocument([c.name, nameZh, c.codename, codenameZh, c.series, ...derivedAliases(c.name, nameZh), ...(c.aliases ?? [])]);
});
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
    "r", "i", "7", "锐", "x", "r7", "i7", "锐龙", "酷睿", "core", "i7 14700k", "14700", "7800x3d", "r7 7800x3d", "锐龙7", "猛禽湖",
    "raptor lake", "epyc 9654", "酷睿 Ultra 9", "r 7", "r7 x3", "zzzz", "ü", "ryzen 7 pro",
  ])("ranks %s exactly as reading every document would", (q) => {
    expect(indexed(q)).toEqual(bruteForce(q));
  });

  it("agrees with reading every document for any short input", () => {
    const letters = [..."abcdeiklnoprtuxyz0123456789 锐龙酷睿猛禽湖"];
    const query = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(query, (q) => {
        expect(indexed(q)).toEqual(bruteForce(q));
      }),
      { numRuns: 300 },
    );
  });
});
