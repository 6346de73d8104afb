// The ladder: processors ranked by the chosen test (or its value per dollar or per watt),
// each also as a percentage of the reference processor (100 %).
import { lowConfidenceOf, notScalingServerFigures, type LowConfidence } from "../benchmark-confidence";
import { refKey } from "../compare/compare-ids";
import type { PackagePower } from "../power-basis";
import { BENCHMARK_TEST_SPECS, type BenchmarkTest } from "../fields/benchmark-tests";
import type { Segment } from "../fields/value-lists";
import type { CpuRef } from "../types";
import type { LadderState } from "./ladder-state";
import { viewValue } from "./value-metrics";

export type LadderEntry = CpuRef & {
  name: string;
  nameZh: string;
  segment: Segment;
  test: BenchmarkTest;
  score: number;
  kind: "measured" | "estimated";
  /** When the figure was published or retrieved. */
  date: string;
  samples: number | null;
  series: string;
  cores: number;
  launchPriceUsd: number | null;
  /** The power a per-watt figure divides by, with its basis. */
  power: PackagePower | null;
  launchDate: string | null;
};

export type RankedEntry = LadderEntry & { rank: number; value: number; percent: number; isReference: boolean; lowConfidence: LowConfidence | null };

export type LadderResult = {
  /** Processors of the view with a figure for the test (estimates only when included). */
  figures: number;
  /** The oldest and newest date of those figures. */
  dates: { from: string; to: string } | null;
  /** Processors ranked in this view (those without the figure a value view needs are not). */
  total: number;
  /** Processors with the score but without a price (or power) figure, in a value view. */
  withoutFigure: number;
  shown: RankedEntry[];
  reference: RankedEntry | null;
  /** The reference asked for is not among the processors of this view. */
  referenceMissing: boolean;
};

export function rankLadder(all: readonly LadderEntry[], state: LadderState): LadderResult {
  // Estimates never outrank measurements unless asked for: they are left out by default.
  const entries = state.estimates ? all : all.filter((e) => e.kind === "measured");
  const dates = entries.map((e) => e.date).sort();
  const valued = entries.flatMap((e) => {
    const value = viewValue(state.view, e);
    return value === null ? [] : [{ entry: e, value }];
  });
  valued.sort((a, b) => b.value - a.value || a.entry.name.localeCompare(b.entry.name));
  const wanted = state.ref ? refKey(state.ref) : null;
  const refIndex = wanted === null ? -1 : valued.findIndex((v) => refKey(v.entry) === wanted);
  const base = valued[refIndex >= 0 ? refIndex : 0];
  const notScaling = BENCHMARK_TEST_SPECS[state.test].checksScaling ? notScalingServerFigures(entries) : new Set<string>();
  const ranked = valued.map(({ entry, value }, i): RankedEntry => ({
    ...entry,
    rank: i + 1,
    value,
    percent: base ? (value / base.value) * 100 : 100,
    isReference: base !== undefined && refKey(entry) === refKey(base.entry),
    lowConfidence: lowConfidenceOf(entry.test, entry.samples, notScaling.has(refKey(entry))),
  }));
  return {
    figures: entries.length,
    dates: dates.length > 0 ? { from: dates[0]!, to: dates[dates.length - 1]! } : null,
    total: ranked.length,
    withoutFigure: entries.length - valued.length,
    shown: ranked.slice(0, state.n),
    reference: ranked.find((r) => r.isReference) ?? null,
    referenceMissing: wanted !== null && refIndex < 0,
  };
}
