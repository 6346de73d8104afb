// Every benchmark test, declared once: where it takes part is read from here by the ladder,
// the detail page (charts, rival), compare (rows, value rows), the library (score columns,
// sorts, CSV), the confidence rules and the schemas. Free of zod (the browser imports it).
// Labels live in the dictionaries under benchmark.test, keyed by the test id (checked below).
import type { Messages } from "../../app/i18n/zh";

type BenchmarkTestSpec = {
  /** Points of the test's own scale; every test is higher-is-better. */
  unit: "points";
  /** A whole-processor test (all cores) or a single-thread one. */
  scope: "multi" | "single";
  /** Which test decides the rival (detail/rival.ts): lower first; Geekbench 6 multi-core, the catalogue's widest measured test, leads. */
  rivalRank: number;
  /** The library's score column (LibraryScores key, CSV header, public column id and sort key), if it has one. */
  library: { score: "geekbench6Multi" | "geekbench6Single" | "passmark"; csv: string; param: string } | null;
  /** Averages of submitted results with counts: fewer than FEW_RESULTS is low confidence. */
  countsResults: boolean;
  /** A server part's average that does not grow with cores is low confidence. */
  checksScaling: boolean;
};

/** In display order (charts, compare rows, the ladder's choices). */
export const BENCHMARK_TEST_SPECS = {
  "geekbench6-multi": {
    unit: "points",
    scope: "multi",
    rivalRank: 1,
    library: { score: "geekbench6Multi", csv: "geekbench6_multi", param: "score" },
    countsResults: true,
    checksScaling: true,
  },
  "geekbench6-single": {
    unit: "points",
    scope: "single",
    rivalRank: 4,
    library: { score: "geekbench6Single", csv: "geekbench6_single", param: "scoreSingle" },
    countsResults: true,
    checksScaling: false,
  },
  "cinebench-r23-multi": {
    unit: "points",
    scope: "multi",
    rivalRank: 3,
    library: null,
    countsResults: false,
    checksScaling: false,
  },
  "cinebench-r23-single": {
    unit: "points",
    scope: "single",
    rivalRank: 6,
    library: null,
    countsResults: false,
    checksScaling: false,
  },
  passmark: {
    unit: "points",
    scope: "multi",
    rivalRank: 2,
    library: { score: "passmark", csv: "passmark", param: "passmark" },
    countsResults: false,
    checksScaling: false,
  },
  "passmark-single": {
    unit: "points",
    scope: "single",
    rivalRank: 5,
    library: null,
    countsResults: false,
    checksScaling: false,
  },
} as const satisfies Record<string, BenchmarkTestSpec>;

export type BenchmarkTest = keyof typeof BENCHMARK_TEST_SPECS;

/** Every test id, in display order. */
export const BENCHMARK_TESTS = Object.keys(BENCHMARK_TEST_SPECS) as [BenchmarkTest, ...BenchmarkTest[]];

/** Which shared test decides the rival: whole-processor scores first. */
export const RIVAL_TEST_ORDER: readonly BenchmarkTest[] = [...BENCHMARK_TESTS].sort(
  (a, b) => BENCHMARK_TEST_SPECS[a].rivalRank - BENCHMARK_TEST_SPECS[b].rivalRank,
);

/** Whole-processor tests, for the value rows (per dollar, per watt), in rival order. */
export const VALUE_TESTS: readonly BenchmarkTest[] = RIVAL_TEST_ORDER.filter(
  (test) => BENCHMARK_TEST_SPECS[test].scope === "multi",
);

/** Tests with a library score column, with that column's key and CSV header. */
export const LIBRARY_SCORE_TESTS = BENCHMARK_TESTS.flatMap((test) => {
  const library = BENCHMARK_TEST_SPECS[test].library;
  return library ? [{ test, ...library }] : [];
});

type LibraryScoreSpec = NonNullable<(typeof BENCHMARK_TEST_SPECS)[BenchmarkTest]["library"]>;
type LibraryScoreKey = LibraryScoreSpec["score"];
/** The library's sort keys and column ids of the score columns. */
export type LibraryScoreParam = LibraryScoreSpec["param"];
/** The library's score columns: each test's best figure, null without one. */
export type LibraryScores = { [K in LibraryScoreKey]: number | null };

// Compile-time: every test has a label in the dictionaries (en satisfies typeof zh).
type MissingLabel = Exclude<BenchmarkTest, keyof Messages["benchmark"]["test"]>;
const everyTestLabelled: [MissingLabel] extends [never] ? true : MissingLabel = true;
void everyTestLabelled;
