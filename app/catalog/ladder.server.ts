// The home page's ladder: the processors of the chosen test, segment and vendor, ranked.
// Only tests with enough measured figures in the segment are offered; a test asked for
// that is not is dropped and named, like any other bad parameter. The server ladder also
// names the series it cannot rank, having no figure for the test.
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import { LADDER_MIN_FIGURES, parseLadderParams, type IgnoredParam, type LadderState } from "./ladder/ladder-state";
import { rankLadder, type LadderResult, type UnrankedSeries } from "./ladder/rank-ladder";
import { ladderEntries, measuredFigureCounts, seriesWithoutFigures } from "./queries.server";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";

export type LadderData = {
  state: LadderState;
  ignored: IgnoredParam[];
  result: LadderResult;
  tests: BenchmarkTest[];
  unranked: UnrankedSeries[];
};

export async function ladderData(params: URLSearchParams): Promise<LadderData> {
  const parsed = parseLadderParams(params);
  const counts = await measuredFigureCounts(parsed.state.segment);
  const tests = BENCHMARK_TESTS.filter((test) => (counts.get(test) ?? 0) >= LADDER_MIN_FIGURES);
  const { state, ignored } = offeredTest(parsed, tests, params.has("test"));
  const [entries, unranked] = await Promise.all([
    ladderEntries(state.test, state.segment, state.vendor),
    state.segment === "server" ? seriesWithoutFigures(state.test, state.segment, state.vendor) : [],
  ]);
  const result = rankLadder(entries, state);
  return { state, ignored, result, tests, unranked };
}

function offeredTest(
  { state, ignored }: { state: LadderState; ignored: IgnoredParam[] },
  tests: readonly BenchmarkTest[],
  asked: boolean,
) {
  const fallback = tests[0];
  if (tests.includes(state.test) || fallback === undefined) return { state, ignored };
  return {
    state: { ...state, test: fallback },
    ignored: asked ? [...ignored, { param: "test", value: state.test }] : ignored,
  };
}
