// Every row of one input file mapped and validated: records to merge, rows skipped as out of
// scope (with a reason), and problems that make the whole import fail.
import { isValidCpuId, slugifyModel } from "#catalogue/slug";
import { resolveDuplicates } from "./duplicates";
import type { SourceFormat } from "./formats/format";
import type { InputRow } from "./read-input";
import {
  benchmarkResultSchema,
  specFieldsSchema,
  type ImportRecord,
  type RowProblem,
  type SkippedRow,
} from "./records";
import { RowReader } from "./row-reader";

export type CollectedFile = { records: ImportRecord[]; skipped: SkippedRow[]; problems: RowProblem[] };

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function collectRows(
  file: string,
  format: SourceFormat,
  rows: readonly InputRow[],
  asOf: string,
  onRow?: () => void,
): CollectedFile {
  const out: CollectedFile = { records: [], skipped: [], problems: [] };
  const labelled: Array<ImportRecord & { rawName: string }> = [];
  const problem = (row: number, field: string, reason: string) => out.problems.push({ file, row, field, reason });
  for (const { row, cells, label } of rows) {
    onRow?.();
    const read = new RowReader(cells);
    const mapped = format.mapRow({ row, read, cells, asOf });
    for (const p of read.problems) problem(row, p.field, p.reason);
    if (read.problems.length > 0) continue;
    if (!("kind" in mapped)) {
      out.skipped.push(mapped);
      continue;
    }
    const id = slugifyModel(mapped.name);
    if (!isValidCpuId(id)) {
      problem(row, "name", `"${mapped.name.slice(0, 60)}" does not give a valid id`);
      continue;
    }
    let record: ImportRecord;
    if (mapped.kind === "spec") {
      const parsed = specFieldsSchema.safeParse(withoutUndefined(mapped.fields));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problem(row, issue.path.join(".") || "row", issue.message);
        continue;
      }
      record = { ...mapped, fields: parsed.data, id };
    } else {
      const results = [];
      for (const result of mapped.results) {
        const parsed = benchmarkResultSchema.safeParse(result);
        if (parsed.success) results.push(parsed.data);
        else
          for (const issue of parsed.error.issues)
            problem(row, `${result.test}.${issue.path.join(".")}`, issue.message);
      }
      if (results.length !== mapped.results.length) continue;
      record = { ...mapped, results, id };
    }
    labelled.push({ ...record, rawName: label });
  }
  const resolved = resolveDuplicates(file, labelled);
  return {
    records: resolved.records,
    skipped: [...out.skipped, ...resolved.skipped],
    problems: [...out.problems, ...resolved.problems],
  };
}
