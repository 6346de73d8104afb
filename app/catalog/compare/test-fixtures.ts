// Processors for the compare and verdict tests: the detail tests' processor on AM5 with DDR5, set per test.
import type { Benchmark, CpuDetail } from "#catalogue/types";
import { detail as plainDetail } from "../detail/test-fixtures";

export const detail = (over: Partial<CpuDetail>): CpuDetail =>
  plainDetail({ socket: "AM5", memoryTypes: ["DDR5"], ...over });

export const bench = (test: Benchmark["test"], score: number, kind: Benchmark["kind"] = "measured"): Benchmark => ({
  test,
  score,
  samples: null,
  source: "Test",
  sourceUrl: null,
  date: "2026-01",
  kind,
  includes: null,
  lowConfidence: null,
});
