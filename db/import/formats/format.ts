// The contract every source layout implements: how it is recognised, how much its spec
// values are trusted (precedence), and how one row becomes a record.
import type { BenchmarkRecord, SkippedRow, SpecRecord } from "../records";
import type { Cells, RowReader } from "../row-reader";

export type FormatId = "intel-ark" | "amd-specs" | "techpowerup" | "geekbench6" | "cinebench-r23" | "passmark";

/** `asOf`: the date (YYYY-MM-DD) benchmark figures are dated with, the day of retrieval unless given. */
export type RowContext = { row: number; read: RowReader; cells: Cells; asOf: string };
export type MappedRow = SpecRecord | BenchmarkRecord | SkippedRow;

export type SourceFormat = {
  id: FormatId;
  label: string;
  container: "csv" | "json";
  /**
   * Precedence of this source's spec values: a value never replaces one set by a source of
   * higher rank. The authored seed ranks above every import (SEED_RANK).
   */
  rank: number;
  /** Columns (or JSON keys) that identify the layout; all must be present. */
  requiredColumns: readonly string[];
  mapRow(context: RowContext): MappedRow;
};

export const SEED_RANK = 100;

export function skip(row: number, reason: string): SkippedRow {
  return { row, reason };
}
