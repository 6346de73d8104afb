// Small conversions and orders shared by the detail page's data and charts.
import type { BenchmarkTest } from "../seed-schema";
import type { CpuSummary } from "../types";
import type { ChartPeer } from "./types";

/** Which shared test decides the rival: whole-processor scores first. */
export const RIVAL_TEST_ORDER: readonly BenchmarkTest[] = [
  "passmark",
  "geekbench6-multi",
  "cinebench-r23-multi",
  "geekbench6-single",
  "passmark-single",
  "cinebench-r23-single",
];

/** Display order of the benchmark charts. */
export const TEST_DISPLAY_ORDER: readonly BenchmarkTest[] = [
  "geekbench6-multi",
  "geekbench6-single",
  "cinebench-r23-multi",
  "cinebench-r23-single",
  "passmark",
  "passmark-single",
];

export function toChartPeer(cpu: CpuSummary, value: number): ChartPeer {
  return { vendor: cpu.vendor, id: cpu.id, name: cpu.name, nameZh: cpu.nameZh, segment: cpu.segment, value };
}
