// Kysely's view of the tables in migrations/*.sql.
import type { Generated } from "kysely";
import type { Segment } from "../app/catalog/seed-schema";

export interface CpusTable {
  cpu_key: Generated<number>;
  vendor: "amd" | "intel";
  id: string;
  name: string;
  name_zh: string;
  family: string;
  series: string;
  segment: Segment;
  codename: string | null;
  codename_zh: string | null;
  microarchitecture: string | null;
  process: string | null;
  socket: string | null;
  launch_date: string | null;
  launch_year: number | null;
  launch_sort: string | null;
  launch_price_usd: number | null;
  status: string | null;
  cores: number;
  threads: number;
  p_cores: number | null;
  e_cores: number | null;
  lpe_cores: number | null;
  base_clock_mhz: number | null;
  boost_clock_mhz: number | null;
  e_core_base_clock_mhz: number | null;
  e_core_boost_clock_mhz: number | null;
  l1_kib: number | null;
  l2_kib: number | null;
  l3_kib: number | null;
  tdp_w: number | null;
  base_power_w: number | null;
  max_turbo_power_w: number | null;
  ctdp_min_w: number | null;
  ctdp_max_w: number | null;
  memory_types: string;
  memory_max_speed_mts: number | null;
  memory_channels: number | null;
  memory_max_gb: number | null;
  ecc: number | null;
  pcie_version: string | null;
  pcie_lanes: number | null;
  gpu_name: string | null;
  gpu_cores: number | null;
  gpu_clock_mhz: number | null;
  npu_tops: number | null;
  unlocked: number | null;
  instruction_sets: string;
  features: string;
  die_size_mm2: number | null;
  transistors_millions: number | null;
  tjmax_c: number | null;
  source_url: string | null;
  predecessor: string | null;
  successor: string | null;
}

export interface BenchmarksTable {
  cpu_key: number;
  test: string;
  score: number;
  samples: number | null;
  source: string;
  source_url: string | null;
  date: string;
  kind: "measured" | "estimated";
  import_id: number | null;
}

export interface AliasesTable {
  cpu_key: number;
  alias: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface ImportsTable {
  import_id: Generated<number>;
  source: string;
  format: string;
  sha256: string;
  imported_at: string;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface FieldSourcesTable {
  cpu_key: number;
  field: string;
  import_id: number;
}

export interface CpuSearchTable {
  rowid: number;
  terms: string;
}

export interface Database {
  cpus: CpusTable;
  benchmarks: BenchmarksTable;
  aliases: AliasesTable;
  meta: MetaTable;
  imports: ImportsTable;
  field_sources: FieldSourcesTable;
  cpu_search: CpuSearchTable;
}
