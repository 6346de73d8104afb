// When a benchmark average should not be trusted as it stands, so pages and rankings can say
// so. Two cases, both of Geekbench 6 averages (the figures with result counts):
// - few results: an average of fewer than FEW_RESULTS submissions moves a lot with one
//   outlier (the snapshot's own notes say so below about 20);
// - server multi-core not scaling: a server processor whose multi-core average is no higher
//   than that of a processor of its own series with fewer cores. Multi-socket machines and
//   virtual machines submit these, so the average says more about the setups than the chip.
import { BENCHMARK_TEST_SPECS, type BenchmarkTest } from "./fields/benchmark-tests";
import type { Segment, Vendor } from "./fields/value-lists";

export const FEW_RESULTS = 20;

export type LowConfidence = "few-results" | "not-scaling";

function hasFewResults(test: BenchmarkTest, samples: number | null): boolean {
  return BENCHMARK_TEST_SPECS[test].countsResults && samples !== null && samples < FEW_RESULTS;
}

export type ScalingFigure = {
  vendor: Vendor;
  id: string;
  series: string;
  segment: Segment;
  cores: number;
  score: number;
};

/** "vendor/id" of the server processors whose multi-core average does not grow with cores in their series. */
export function notScalingServerFigures(figures: readonly ScalingFigure[]): Set<string> {
  const bySeries = new Map<string, ScalingFigure[]>();
  for (const f of figures) {
    if (f.segment !== "server") continue;
    const key = `${f.vendor}/${f.series}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), f]);
  }
  const flagged = new Set<string>();
  for (const members of bySeries.values()) {
    for (const f of members) {
      if (members.some((p) => p.cores < f.cores && p.score >= f.score)) flagged.add(`${f.vendor}/${f.id}`);
    }
  }
  return flagged;
}

/** The reason a figure is low-confidence, or null; `notScaling` is this processor's membership of the set above. */
export function lowConfidenceOf(
  test: BenchmarkTest,
  samples: number | null,
  notScaling: boolean,
): LowConfidence | null {
  if (hasFewResults(test, samples)) return "few-results";
  if (BENCHMARK_TEST_SPECS[test].checksScaling && notScaling) return "not-scaling";
  return null;
}
