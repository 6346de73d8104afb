// Table rows <-> domain objects, both directions derived from the field registry:
// flags are 1/0 in SQLite and booleans in the domain, lists JSON text and arrays.
import type { BenchmarksTable, CpusTable } from "./tables";
import { lowConfidenceOf } from "./benchmark-confidence";
import type { Column, CpuFields, DomainFieldName, SummaryFieldName } from "./fields/field-types";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName } from "./fields/processor-fields";
import type { Benchmark, CpuDetail, CpuSummary } from "./types";

type Row = Omit<CpusTable, "cpu_key"> & { cpu_key: number };

const DOMAIN_FIELDS = FIELD_NAMES.filter((name): name is DomainFieldName => !("tableOnly" in PROCESSOR_FIELDS[name]));
const SUMMARY_FIELDS = FIELD_NAMES.filter((name): name is SummaryFieldName => "summary" in PROCESSOR_FIELDS[name]);

/** The columns toCpuSummary reads. */
export const SUMMARY_COLUMNS = SUMMARY_FIELDS.map((name) => PROCESSOR_FIELDS[name].column);
export type SummaryColumn = (typeof PROCESSOR_FIELDS)[SummaryFieldName]["column"];

/** A column's value as the domain sees it. */
function fromColumn(name: FieldName, value: unknown): unknown {
  if (value === null) return null;
  switch (PROCESSOR_FIELDS[name].kind) {
    case "flag":
      return value === 1;
    case "list":
      return JSON.parse(value as string) as string[];
    default:
      return value;
  }
}

/** A domain value (or a seed's, absent: null) as its column stores it. */
export function toColumnValue(name: FieldName, value: unknown): unknown {
  const { kind } = PROCESSOR_FIELDS[name];
  if (kind === "list") return JSON.stringify(value ?? []);
  if (value === undefined || value === null) return null;
  if (kind === "flag") return value ? 1 : 0;
  return value;
}

export function columnOf(name: FieldName): string {
  return PROCESSOR_FIELDS[name].column;
}

/** Some fields of a row, as the domain sees them. */
export function fieldsOfRow<K extends FieldName>(
  row: Record<string, unknown>,
  names: readonly K[],
): Record<K, unknown> {
  const fields = {} as Record<K, unknown>;
  for (const name of names) fields[name] = fromColumn(name, row[PROCESSOR_FIELDS[name].column]);
  return fields;
}

/** The columns that hold these fields, to select. */
export function columnsOf<K extends FieldName>(names: readonly K[]): Column<K>[] {
  return names.map((name) => PROCESSOR_FIELDS[name].column as Column<K>);
}

/** fieldsOfRow for the domain's fields (selected with columnsOf), typed as the domain types them. */
export function fieldsOf<K extends DomainFieldName>(
  row: Record<string, unknown>,
  names: readonly K[],
): Pick<CpuFields, K> {
  return fieldsOfRow(row, names) as Pick<CpuFields, K>;
}

export function toCpuSummary(r: Pick<Row, SummaryColumn>): CpuSummary {
  return fieldsOfRow(r, SUMMARY_FIELDS) as CpuSummary;
}

/** `notScaling`: the processor is a server part whose multi-core average does not grow with cores. */
function toBenchmark(b: BenchmarksTable, notScaling: boolean): Benchmark {
  return {
    test: b.test,
    score: b.score,
    samples: b.samples,
    source: b.source,
    sourceUrl: b.source_url,
    date: b.date,
    kind: b.kind,
    includes: b.includes,
    lowConfidence: lowConfidenceOf(b.test, b.samples, notScaling),
  };
}

export function toCpuDetail(r: Row, benchmarks: BenchmarksTable[], notScaling: boolean): CpuDetail {
  const fields = fieldsOfRow(r, DOMAIN_FIELDS) as CpuFields;
  return { ...fields, benchmarks: benchmarks.map((b) => toBenchmark(b, notScaling)) };
}
