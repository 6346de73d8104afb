// The ladder: processors ranked by the chosen test (or its value per dollar or per watt),
// each also as a percentage of the reference processor (100 %). Estimates and low-confidence
// figures take part only when asked for; a per-dollar list follows the value rule; a per-watt
// list divides every row by the power of one basis (judgements/power.ts): under load by
// default, leaving out and counting the processors with only a nominal rating, or the nominal
// rating when asked. The places shown are a page of the ranking: from a rank, or around a processor.
import type { LowConfidence } from "#catalogue/benchmark-confidence";
import { refKey } from "../cpu-ref";
import type { PowerFigure, PowerKind } from "../judgements/power";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { CpuFields } from "#catalogue/fields/field-types";
import type { Segment, Vendor } from "#catalogue/fields/value-lists";
import type { CpuRef } from "#catalogue/types";
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
  /** Why the figure is not to be trusted as it stands (benchmark-confidence.ts), or null. */
  lowConfidence: LowConfidence | null;
  series: string;
  cores: number;
  launchPriceUsd: number | null;
  status: CpuFields["status"];
  /** The power under sustained load (PL2), with its basis, where published. */
  underLoad: PowerFigure | null;
  /** The nominal rating (TDP, processor base power). */
  nominal: PowerFigure | null;
  launchDate: string | null;
};

/** A series of a segment with no figure for a test: a ladder of that segment cannot rank it. */
export type UnrankedSeries = {
  vendor: Vendor;
  series: string;
  seriesZh: string;
  count: number;
  latestYear: number | null;
};

export type RankedEntry = LadderEntry & {
  /** What a per-watt figure divides by (the view's basis); null in other views. */
  power: PowerFigure | null;
  rank: number;
  value: number;
  percent: number;
  isReference: boolean;
  isFocus: boolean;
};

export type LadderResult = {
  /** Processors of the view with a figure for the test (estimates and low-confidence ones only when included). */
  figures: number;
  /** The oldest and newest date of those figures. */
  dates: { from: string; to: string } | null;
  /** Processors ranked in this view (those without the figure a value view needs are not). */
  total: number;
  /** Processors with the score but without a price (or power) figure, or left out by the value rule, in a value view. */
  withoutFigure: number;
  /** In the per-watt view under load: processors left out because they have only a nominal rating. */
  nominalOnly: number;
  /** Low-confidence figures left out (0 when they are included). */
  lowConfidenceLeftOut: number;
  /** Whether any figure of the test in this segment and vendor is an estimate (the switch is offered only then). */
  hasEstimates: boolean;
  /** The per-watt view's basis; null in other views. */
  powerBasis: PowerKind | null;
  /** The rank of the first place shown. */
  from: number;
  shown: RankedEntry[];
  reference: RankedEntry | null;
  /** The reference asked for is not among the processors of this view. */
  referenceMissing: boolean;
  /** The processor asked to be shown (`at`) is not among the processors of this view. */
  atMissing: boolean;
};

/** Index of the first place shown: `from`, else a page around the focus when it is below the first page, else the top. */
function firstShown(state: LadderState, total: number, focus: number): number {
  const last = Math.max(0, total - 1);
  if (state.from !== null) return Math.min(state.from - 1, last);
  if (focus < state.n) return 0;
  return Math.min(Math.max(0, focus - Math.floor(state.n / 2)), last);
}

export function rankLadder(all: readonly LadderEntry[], state: LadderState): LadderResult {
  const measured = state.estimates ? all : all.filter((e) => e.kind === "measured");
  const entries = state.lowConfidence ? measured : measured.filter((e) => e.lowConfidence === null);
  const dates = entries.map((e) => e.date).sort();
  const powerBasis = state.view === "power" ? state.basis : null;
  const powerOf = (e: LadderEntry) =>
    powerBasis === "under-load" ? e.underLoad : powerBasis === "nominal" ? e.nominal : null;
  const valued = entries.flatMap((e) => {
    const value = viewValue(state.view, { ...e, power: powerOf(e) });
    return value === null ? [] : [{ entry: e, value }];
  });
  const nominalOnly =
    powerBasis === "under-load" ? entries.filter((e) => e.underLoad === null && e.nominal !== null).length : 0;
  valued.sort((a, b) => b.value - a.value || a.entry.name.localeCompare(b.entry.name));
  const indexOf = (ref: CpuRef | null) =>
    ref === null ? -1 : valued.findIndex((v) => refKey(v.entry) === refKey(ref));
  const refIndex = indexOf(state.ref);
  const atIndex = indexOf(state.at);
  const base = valued[refIndex >= 0 ? refIndex : 0];
  const isBase = (entry: LadderEntry) =>
    base !== undefined && entry.vendor === base.entry.vendor && entry.id === base.entry.id;
  // Only the places returned become rows (copying every entry was most of the ranking's time).
  const placeAt = (i: number): RankedEntry => {
    const { entry, value } = valued[i]!;
    return {
      ...entry,
      power: powerOf(entry),
      rank: i + 1,
      value,
      percent: base ? (value / base.value) * 100 : 100,
      isReference: isBase(entry),
      isFocus: i === atIndex,
    };
  };
  const start = firstShown(state, valued.length, atIndex >= 0 ? atIndex : refIndex);
  const shown = Array.from({ length: Math.max(0, Math.min(valued.length, start + state.n) - start) }, (_, k) =>
    placeAt(start + k),
  );
  const referenceAt = valued.findIndex((v) => isBase(v.entry));
  return {
    figures: entries.length,
    dates: dates.length > 0 ? { from: dates[0]!, to: dates[dates.length - 1]! } : null,
    total: valued.length,
    withoutFigure: entries.length - valued.length - nominalOnly,
    nominalOnly,
    lowConfidenceLeftOut: measured.length - entries.length,
    hasEstimates: all.some((e) => e.kind === "estimated"),
    powerBasis,
    from: start + 1,
    shown,
    // The very row when it is shown: the page's data then carries it once.
    reference: referenceAt < 0 ? null : (shown[referenceAt - start] ?? placeAt(referenceAt)),
    referenceMissing: state.ref !== null && refIndex < 0,
    atMissing: state.at !== null && atIndex < 0,
  };
}
