// The processor as the platform functions read it: a plain object, so the functions stay
// pure over arrays. `toPlatformCpu` builds it from the domain's CpuDetail.
import type { Segment, Vendor } from "../fields/value-lists";
import type { LowConfidence } from "../benchmark-confidence";
import type { CpuDetail } from "../types";

/** `lowConfidence`: why either average should be read with care (benchmark-confidence.ts), if it should. */
export type Geekbench6 = { single: number; multi: number; lowConfidence?: LowConfidence | null };

export type PlatformCpu = {
  vendor: Vendor;
  id: string;
  name: string;
  series: string;
  segment: Segment;
  codename: string | null;
  socket: string | null;
  launchDate: string | null;
  launchPriceUsd: number | null;
  tdpW: number | null;
  maxTurboPowerW: number | null;
  unlocked: boolean | null;
  pcieVersion: string | null;
  memoryTypes: string[];
  /** Measured Geekbench 6 averages, or null where the catalogue has none. */
  geekbench6: Geekbench6 | null;
};

export function toPlatformCpu(cpu: CpuDetail): PlatformCpu {
  const figure = (test: string) => cpu.benchmarks.find((b) => b.test === test && b.kind === "measured");
  const single = figure("geekbench6-single")?.score;
  const multi = figure("geekbench6-multi")?.score;
  const lowConfidence = figure("geekbench6-multi")?.lowConfidence ?? figure("geekbench6-single")?.lowConfidence ?? null;
  return {
    vendor: cpu.vendor,
    id: cpu.id,
    name: cpu.name,
    series: cpu.series,
    segment: cpu.segment,
    codename: cpu.codename,
    socket: cpu.socket,
    launchDate: cpu.launchDate,
    launchPriceUsd: cpu.launchPriceUsd,
    tdpW: cpu.tdpW,
    maxTurboPowerW: cpu.maxTurboPowerW,
    unlocked: cpu.unlocked,
    pcieVersion: cpu.pcieVersion,
    memoryTypes: cpu.memoryTypes,
    geekbench6: single !== undefined && multi !== undefined ? { single, multi, lowConfidence } : null,
  };
}

export const sameCpu = (a: Pick<PlatformCpu, "vendor" | "id">, b: Pick<PlatformCpu, "vendor" | "id">) => a.vendor === b.vendor && a.id === b.id;
