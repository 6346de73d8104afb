// Database rows -> domain objects.
import type { BenchmarksTable, CpusTable } from "../../db/types";
import { lowConfidenceOf } from "./benchmark-confidence";
import type { BenchmarkTest } from "./seed-schema";
import type { Benchmark, CpuDetail, CpuSummary } from "./types";

type Row = Omit<CpusTable, "cpu_key"> & { cpu_key: number };

const flag = (v: number | null) => (v === null ? null : v === 1);
const list = (json: string): string[] => JSON.parse(json) as string[];

export function toCpuSummary(r: Pick<Row, SummaryColumn>): CpuSummary {
  return {
    vendor: r.vendor,
    id: r.id,
    name: r.name,
    nameZh: r.name_zh,
    family: r.family,
    series: r.series,
    segment: r.segment,
    codename: r.codename,
    codenameZh: r.codename_zh,
    socket: r.socket,
    launchDate: r.launch_date,
    cores: r.cores,
    threads: r.threads,
    baseClockMhz: r.base_clock_mhz,
    boostClockMhz: r.boost_clock_mhz,
    l3Kib: r.l3_kib,
    tdpW: r.tdp_w,
  };
}

export const SUMMARY_COLUMNS = [
  "vendor",
  "id",
  "name",
  "name_zh",
  "family",
  "series",
  "segment",
  "codename",
  "codename_zh",
  "socket",
  "launch_date",
  "cores",
  "threads",
  "base_clock_mhz",
  "boost_clock_mhz",
  "l3_kib",
  "tdp_w",
] as const satisfies ReadonlyArray<keyof Row>;
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];

/** `notScaling`: the processor is a server part whose multi-core average does not grow with cores. */
function toBenchmark(b: BenchmarksTable, notScaling: boolean): Benchmark {
  return {
    test: b.test as BenchmarkTest,
    score: b.score,
    samples: b.samples,
    source: b.source,
    sourceUrl: b.source_url,
    date: b.date,
    kind: b.kind,
    lowConfidence: lowConfidenceOf(b.test as BenchmarkTest, b.samples, notScaling),
  };
}

export function toCpuDetail(r: Row, benchmarks: BenchmarksTable[], notScaling: boolean): CpuDetail {
  return {
    ...toCpuSummary(r),
    microarchitecture: r.microarchitecture,
    process: r.process,
    launchPriceUsd: r.launch_price_usd,
    status: r.status,
    pCores: r.p_cores,
    eCores: r.e_cores,
    lpeCores: r.lpe_cores,
    eCoreBaseClockMhz: r.e_core_base_clock_mhz,
    eCoreBoostClockMhz: r.e_core_boost_clock_mhz,
    l1Kib: r.l1_kib,
    l2Kib: r.l2_kib,
    basePowerW: r.base_power_w,
    maxTurboPowerW: r.max_turbo_power_w,
    ctdpMinW: r.ctdp_min_w,
    ctdpMaxW: r.ctdp_max_w,
    memoryTypes: list(r.memory_types),
    memoryMaxSpeedMts: r.memory_max_speed_mts,
    memoryChannels: r.memory_channels,
    memoryMaxGb: r.memory_max_gb,
    ecc: flag(r.ecc),
    pcieVersion: r.pcie_version,
    pcieLanes: r.pcie_lanes,
    gpuName: r.gpu_name,
    gpuCores: r.gpu_cores,
    gpuClockMhz: r.gpu_clock_mhz,
    npuTops: r.npu_tops,
    unlocked: flag(r.unlocked),
    instructionSets: list(r.instruction_sets),
    features: list(r.features),
    dieSizeMm2: r.die_size_mm2,
    transistorsMillions: r.transistors_millions,
    tjmaxC: r.tjmax_c,
    sourceUrl: r.source_url,
    predecessor: r.predecessor,
    successor: r.successor,
    benchmarks: benchmarks.map((b) => toBenchmark(b, notScaling)),
  };
}
