// What a processor's detail page shows besides the processor itself.
import type { Standing } from "../ranks/standing";
import type { DetailUpgrade } from "../platform-pages/upgrade-page";
import type { SeriesListing } from "./series-member";
import type { SpecSource } from "./spec-source";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Segment } from "#catalogue/fields/value-lists";
import type { Benchmark, CpuDetail, CpuRef, CpuSummary } from "#catalogue/types";

/** A processor as a bar in a chart: just enough to label, link and colour it. */
export type ChartPeer = CpuRef & { name: string; nameZh: string; segment: Segment; value: number };

/** One benchmark test: this processor's figure and the comparable processors around it. */
export type BenchmarkComparison = { test: BenchmarkTest; figure: Benchmark; peers: ChartPeer[] };

/** `withinMonths`: the candidates launched within this many months of the processor (the page states the rule). */
export type Rival = { withinMonths: number } & (
  | { basis: "price"; cpu: CpuSummary; price: number; subjectPrice: number }
  /** `tier`: chosen among the other vendor's processors of this class (7: Ryzen 7, Core i7, Core Ultra 7), or null. */
  | { basis: "score"; cpu: CpuSummary; test: BenchmarkTest; score: number; subjectScore: number; tier: number | null }
  | { basis: "specs"; cpu: CpuSummary }
);

export type ImportRecord = { source: string; format: string; importedAt: string; fields: string[] };

export type Provenance = { specSource: SpecSource | null; imports: ImportRecord[]; builtAt: string };

export type CpuDetailPage = {
  cpu: CpuDetail;
  comparisons: BenchmarkComparison[];
  /** Members of the series around this one (itself included), oldest first: detail/series-member.ts. */
  family: SeriesListing;
  predecessor: CpuSummary | null;
  successor: CpuSummary | null;
  rival: Rival | null;
  provenance: Provenance;
  /** "Upgrade options" (desktop and workstation processors), else null. */
  upgrade: DetailUpgrade | null;
  /** The socket page of the processor's platform ("/socket/lga1151-v2"), or null (soldered, unmapped). */
  socketPage: string | null;
  /** Its place in its segment's ladder on the default test, or null (no ranked figure). */
  standing: Standing | null;
};
