// Search finds the processors people run, typed the way people type them (#27): at least 99%
// of the query set puts the processor first, and all of it in the top 3.
import { describe, expect, it } from "vitest";

// Thousands of searches each: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
import { searchLibrary } from "../../../app/catalog/library/search-query";
import { rankedPositions } from "../../../app/catalog/library/search-corpus";
import { slugifyModel } from "#catalogue/slug";
import { searchQuerySet, scoreQuerySet } from "../../support/search-query-set";
import { seedSearchCorpus } from "../../support/seed-search-corpus";

const { seed, corpus, runs, vocabulary } = seedSearchCorpus();
const refs = seed.map((c) => `${c.vendor}/${slugifyModel(c.name)}`);
const processors = seed.map((c, pos) => ({
  name: c.name,
  vendor: c.vendor,
  id: slugifyModel(c.name),
  runs: runs[pos] ?? 0,
}));

function search(q: string, typing = false): string[] {
  const { ranks } = searchLibrary(corpus, q, vocabulary, { typing });
  return ranks ? rankedPositions(corpus, ranks, 3).map((pos) => refs[pos] ?? "") : [];
}

describe("the query set: the 600 most-run processors, as people type them", () => {
  const cases = searchQuerySet(processors, 600);
  const score = scoreQuerySet(cases, search);
  it(`holds over 2,000 queries`, SLOW, () => {
    expect(cases.length).toBeGreaterThan(2000);
  });
  it("puts all in the top 3 and at least 99% first", SLOW, () => {
    const report = `${score.queries} queries: first ${((100 * score.first) / score.queries).toFixed(1)}%, top 3 ${((100 * score.top3) / score.queries).toFixed(1)}%\n${score.misses
      .slice(0, 40)
      .map((m) => `${m.q} -> ${m.expected}: ${m.got.join(", ")}`)
      .join("\n")}`;
    expect(score.top3 / score.queries, report).toBe(1);
    expect(score.first / score.queries, report).toBeGreaterThanOrEqual(0.99);
  });

  it(
    "the suggest boxes (header, compare, upgrade picker: the query as typed) put the same processor first as the library",
    SLOW,
    () => {
      const differ = cases.filter((c) => search(c.q, true)[0] !== search(c.q)[0]).map((c) => c.q);
      expect(differ).toEqual([]);
    },
  );
});
