// What a source row becomes before it touches the database: a validated spec record (the
// catalogue fields it carries) or a benchmark record (scores for one named model).
import { importFieldsSchema, type ImportFields } from "#catalogue/fields/validation";
import type { Vendor } from "#catalogue/fields/value-lists";
import { benchmarkResultSchema, type SeedBenchmark } from "#catalogue/seed-schema";

/** Every catalogue field an import may set (the registry's bounds, as for the seed). */
export const specFieldsSchema = importFieldsSchema;
export type SpecFields = ImportFields;
export type SpecField = keyof SpecFields;

/** Fields a processor must have before an import may add it to the catalogue. */
export const LISTING_FIELDS = [
  "family",
  "series",
  "segment",
  "cores",
  "threads",
] as const satisfies ReadonlyArray<SpecField>;

export type SpecRecord = { kind: "spec"; row: number; vendor: Vendor; name: string; fields: SpecFields };

export { benchmarkResultSchema };
export type BenchmarkResult = SeedBenchmark;

export type BenchmarkRecord = {
  kind: "benchmark";
  row: number;
  vendor: Vendor;
  name: string;
  results: BenchmarkResult[];
};

/** A valid row with the catalogue id it was given. */
export type ImportRecord = (SpecRecord | BenchmarkRecord) & { id: string };

/** A problem with one row (or with the whole file, row 0): the import fails. */
export type RowProblem = { file: string; row: number; field: string; reason: string };
/** A valid row that is out of scope (another vendor, no matching processor ...): counted, not imported. */
export type SkippedRow = { row: number; reason: string };
