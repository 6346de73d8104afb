// Kysely's view of the catalogue's tables (schema.ts); the cpus columns come from the field registry.
import type { Generated } from "kysely";
import type { CpuColumns } from "./fields/field-types";
import type { BenchmarkTest } from "./fields/benchmark-tests";

export type CpusTable = { cpu_key: Generated<number> } & CpuColumns;

export interface BenchmarksTable {
  cpu_key: number;
  test: BenchmarkTest;
  score: number;
  samples: number | null;
  source: string;
  source_url: string | null;
  date: string;
  kind: "measured" | "estimated";
  includes: string | null;
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
  cpu_key: number;
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
