// Where a processor stands: its place in its segment's ladder for one test, as the ladder
// ranks it (rank-ladder.ts, so the two always agree), and how to open the ladder on it.
import type { LowConfidence } from "#catalogue/benchmark-confidence";
import { refKey } from "../cpu-ref";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Segment } from "#catalogue/fields/value-lists";
import { DEFAULT_LADDER, LADDER_MIN_FIGURES, ladderSearch } from "../ladder/ladder-state";
import { rankLadder, type LadderEntry } from "../ladder/rank-ladder";
import type { CpuRef } from "#catalogue/types";

export type Standing = {
  test: BenchmarkTest;
  segment: Segment;
  rank: number;
  total: number;
  /** The share of the ranked processors below it, in whole percent (rounded down). */
  fasterThan: number;
  /** Ranked only with low-confidence figures included: why its own figure is one. */
  lowConfidence: LowConfidence | null;
  samples: number | null;
  /** The home page's query that opens the ladder around it. */
  ladderSearch: string;
};

type Ranking = { places: ReadonlyMap<string, { rank: number; entry: LadderEntry }>; total: number };

export type SegmentStandings = { standing(cpu: CpuRef): Standing | null };

/** Every processor's standing in one segment and test; none when the ladder would not offer the test there. */
export function segmentStandings(
  entries: readonly LadderEntry[],
  test: BenchmarkTest,
  segment: Segment,
): SegmentStandings {
  const rank = (lowConfidence: boolean): Ranking => {
    const { shown } = rankLadder(entries, {
      ...DEFAULT_LADDER,
      test,
      segment,
      lowConfidence,
      n: Number.MAX_SAFE_INTEGER,
    });
    return { places: new Map(shown.map((e) => [refKey(e), { rank: e.rank, entry: e }])), total: shown.length };
  };
  const offered = entries.filter((e) => e.kind === "measured").length >= LADDER_MIN_FIGURES;
  const strict = rank(false);
  const loose = rank(true);
  return {
    standing(cpu) {
      if (!offered) return null;
      const key = refKey(cpu);
      const ranking = strict.places.has(key) ? strict : loose;
      const place = ranking.places.get(key);
      if (!place) return null;
      const lowConfidence = place.entry.lowConfidence;
      return {
        test,
        segment,
        rank: place.rank,
        total: ranking.total,
        fasterThan: Math.floor(((ranking.total - place.rank) / ranking.total) * 100),
        lowConfidence,
        samples: place.entry.samples,
        ladderSearch: ladderSearch({
          ...DEFAULT_LADDER,
          test,
          segment,
          at: { vendor: cpu.vendor, id: cpu.id },
          lowConfidence: lowConfidence !== null,
        }),
      };
    },
  };
}
