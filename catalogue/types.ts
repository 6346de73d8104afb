// The domain's processor, as pages and the API see it (camelCase, parsed lists).
import type { LowConfidence } from "./benchmark-confidence";
import type { BenchmarkTest } from "./fields/benchmark-tests";
import type { CpuFields, SummaryFields } from "./fields/field-types";
import type { Vendor } from "./fields/value-lists";

export type CpuRef = { vendor: Vendor; id: string };

/** What listings and search results show of a processor (the registry's `summary` fields). */
export type CpuSummary = SummaryFields;

export type Benchmark = {
  test: BenchmarkTest;
  score: number;
  samples: number | null;
  source: string;
  sourceUrl: string | null;
  date: string;
  kind: "measured" | "estimated";
  /** Another model whose results the figure also holds (filed by the source under this name), or null. */
  includes: string | null;
  /** Why the figure should be read with care (see benchmark-confidence.ts), or null. */
  lowConfidence: LowConfidence | null;
};

/** Every field of a processor, with its benchmark figures. */
export type CpuDetail = CpuFields & { benchmarks: Benchmark[] };
