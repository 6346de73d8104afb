// The processor as the platform functions read it: a plain object, so the functions stay
// pure over arrays. `toPlatformCpu` builds it from the domain's CpuDetail.
import type { Segment, Vendor } from "../fields/value-lists";
import type { CpuDetail } from "../types";

export type Geekbench6 = { single: number; multi: number };

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
  const measured = (test: string) => cpu.benchmarks.find((b) => b.test === test && b.kind === "measured")?.score;
  const single = measured("geekbench6-single");
  const multi = measured("geekbench6-multi");
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
    geekbench6: single !== undefined && multi !== undefined ? { single, multi } : null,
  };
}

export const sameCpu = (a: Pick<PlatformCpu, "vendor" | "id">, b: Pick<PlatformCpu, "vendor" | "id">) => a.vendor === b.vendor && a.id === b.id;
