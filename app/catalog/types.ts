// The domain's processor, as pages and the API see it (camelCase, parsed lists).
import type { LowConfidence } from "./benchmark-confidence";
import type { BenchmarkTest, Segment, Vendor } from "./seed-schema";

export type CpuRef = { vendor: Vendor; id: string };

export type CpuSummary = CpuRef & {
  name: string;
  nameZh: string;
  family: string;
  series: string;
  segment: Segment;
  codename: string | null;
  codenameZh: string | null;
  socket: string | null;
  launchDate: string | null;
  cores: number;
  threads: number;
  baseClockMhz: number | null;
  boostClockMhz: number | null;
  l3Kib: number | null;
  tdpW: number | null;
};

export type Benchmark = {
  test: BenchmarkTest;
  score: number;
  samples: number | null;
  source: string;
  sourceUrl: string | null;
  date: string;
  kind: "measured" | "estimated";
  /** Why the figure should be read with care (see benchmark-confidence.ts), or null. */
  lowConfidence: LowConfidence | null;
};

export type CpuDetail = CpuSummary & {
  microarchitecture: string | null;
  process: string | null;
  launchPriceUsd: number | null;
  status: string | null;
  pCores: number | null;
  eCores: number | null;
  lpeCores: number | null;
  eCoreBaseClockMhz: number | null;
  eCoreBoostClockMhz: number | null;
  l1Kib: number | null;
  l2Kib: number | null;
  basePowerW: number | null;
  maxTurboPowerW: number | null;
  ctdpMinW: number | null;
  ctdpMaxW: number | null;
  memoryTypes: string[];
  memoryMaxSpeedMts: number | null;
  memoryChannels: number | null;
  memoryMaxGb: number | null;
  ecc: boolean | null;
  pcieVersion: string | null;
  pcieLanes: number | null;
  gpuName: string | null;
  gpuCores: number | null;
  gpuClockMhz: number | null;
  npuTops: number | null;
  unlocked: boolean | null;
  instructionSets: string[];
  features: string[];
  dieSizeMm2: number | null;
  transistorsMillions: number | null;
  tjmaxC: number | null;
  sourceUrl: string | null;
  predecessor: string | null;
  successor: string | null;
  benchmarks: Benchmark[];
};
