// Several rows of one file can name the same model: package variants (ARK's BGA and rPGA
// entries of one Core i5-3210M), "with IPU" twins, or old parts sold in several steppings
// under one name (TechPowerUp's ten Athlon 64 3000+). Rules, in order:
// 1. rows that agree (absent values aside) merge: lists are united, sockets joined;
// 2. rows that disagree but carry different code names, sockets or base clocks become one
//    model each, named "Athlon 64 3000+ (Venice)" or "Athlon 64 3000+ (NewCastle, Socket 754)";
// 3. otherwise the first row is kept and the others are skipped with a reason, unless the
//    rows have the same raw name and disagree on cores, threads or clocks: that is a
//    contradiction in the file, and the import fails.
import { slugifyModel } from "#catalogue/slug";
import type { ImportRecord } from "./records";
import type { RowProblem, SkippedRow, SpecFields } from "./records";

type Labelled = ImportRecord & { rawName: string };
export type Resolved = { records: ImportRecord[]; skipped: SkippedRow[]; problems: RowProblem[] };

const IDENTITY_FIELDS = new Set(["cores", "threads", "baseClockMhz", "boostClockMhz"]);
const LIST_FIELDS = new Set(["memoryTypes", "instructionSets", "features"]);

/** The two field sets merged, or the names of the fields they disagree on. */
function mergeSpecFields(a: SpecFields, b: SpecFields): { merged: SpecFields } | { conflicts: string[] } {
  const merged: Record<string, unknown> = { ...a };
  const conflicts: string[] = [];
  for (const [field, value] of Object.entries(b)) {
    const current = merged[field];
    if (value === undefined || JSON.stringify(current) === JSON.stringify(value)) continue;
    if (current === undefined) merged[field] = value;
    else if (LIST_FIELDS.has(field)) merged[field] = [...new Set([...(current as string[]), ...(value as string[])])];
    else if (field === "socket")
      merged[field] = [...new Set(`${String(current)} / ${String(value)}`.split(" / "))].join(" / ");
    else if (field !== "sourceUrl") conflicts.push(field);
  }
  return conflicts.length > 0 ? { conflicts } : { merged: merged as SpecFields };
}

function mergeGroup(group: Labelled[]): Labelled | string[] {
  const [head, ...rest] = group;
  if (!head) return [];
  let acc = head;
  for (const next of rest) {
    if (acc.kind !== "spec" || next.kind !== "spec") {
      if (
        acc.kind === "benchmark" &&
        next.kind === "benchmark" &&
        JSON.stringify(acc.results) === JSON.stringify(next.results)
      )
        continue;
      return ["score"];
    }
    const result = mergeSpecFields(acc.fields, next.fields);
    if ("conflicts" in result) return result.conflicts;
    acc = { ...acc, fields: result.merged };
  }
  return acc;
}

function keepFirst(group: Labelled[], file: string, conflicts: string[], out: Resolved): void {
  const [first, ...others] = group;
  if (!first) return;
  const contradiction = conflicts.some((f) => IDENTITY_FIELDS.has(f) || f === "score");
  for (const other of others) {
    if (contradiction && other.rawName === first.rawName) {
      out.problems.push({
        file,
        row: other.row,
        field: "name",
        reason: `duplicate of row ${first.row} (${first.vendor}/${first.id}) with different ${conflicts.join(", ")}`,
      });
    } else {
      out.skipped.push({
        row: other.row,
        reason: "another entry of the same model with different values (first kept)",
      });
    }
  }
  out.records.push(first);
}

type Disambiguator = { field: "codename" | "socket" | "baseClockMhz"; label: (value: string | number) => string };
const DISAMBIGUATORS: readonly Disambiguator[] = [
  { field: "codename", label: String },
  { field: "socket", label: (v) => (/^\d+$/.test(String(v)) ? `Socket ${v}` : String(v)) },
  { field: "baseClockMhz", label: (v) => `${v} MHz` },
];

/** The group split by the first field that every row has and that tells them apart. */
function splitGroup(group: Labelled[], level: number): { parts: Labelled[][]; level: number } | null {
  for (let i = level; i < DISAMBIGUATORS.length; i++) {
    const { field, label } = DISAMBIGUATORS[i] as Disambiguator;
    const values = group.map((r) => (r.kind === "spec" ? r.fields[field] : undefined));
    if (values.some((v) => v === undefined) || new Set(values).size < 2) continue;
    const parts = new Map<string, Labelled[]>();
    for (const record of group) {
      if (record.kind !== "spec") continue;
      const suffix = label(record.fields[field] as string | number);
      const name = / \(.*\)$/.test(record.name)
        ? record.name.replace(/\)$/, `, ${suffix})`)
        : `${record.name} (${suffix})`;
      const renamed = { ...record, name, id: slugifyModel(name) };
      parts.set(renamed.id, [...(parts.get(renamed.id) ?? []), renamed]);
    }
    return { parts: [...parts.values()], level: i + 1 };
  }
  return null;
}

function resolveGroup(group: Labelled[], level: number, file: string, out: Resolved): void {
  const merged = mergeGroup(group);
  if (!Array.isArray(merged)) {
    out.records.push(merged);
    for (const other of group.slice(1))
      out.skipped.push({ row: other.row, reason: "another entry of the same model (merged)" });
    return;
  }
  const split = splitGroup(group, level);
  if (!split) return keepFirst(group, file, merged, out);
  for (const part of split.parts) resolveGroup(part, split.level, file, out);
}

export function resolveDuplicates(file: string, records: readonly Labelled[]): Resolved {
  const groups = new Map<string, Labelled[]>();
  for (const record of records) {
    const key = `${record.vendor}/${record.id}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const out: Resolved = { records: [], skipped: [], problems: [] };
  for (const group of groups.values()) resolveGroup(group, 0, file, out);
  out.records.sort((a, b) => a.row - b.row);
  return out;
}
