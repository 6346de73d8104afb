// One input file -> its layout and its rows as cells. Whole-file problems (empty, binary,
// not UTF-8, malformed CSV/JSON, unknown layout, missing columns) come back as a reason.
import { parse } from "csv-parse/sync";
import { amdSpecs } from "./formats/amd-specs";
import { cinebenchR23, geekbench6, passmark } from "./formats/benchmark-tables";
import type { SourceFormat } from "./formats/format";
import { intelArk } from "./formats/intel-ark";
import { techPowerUp } from "./formats/techpowerup";
import type { Cells } from "./row-reader";

/** Most specific first: a table that satisfies several layouts is read as the first. */
export const FORMATS: readonly SourceFormat[] = [intelArk, amdSpecs, techPowerUp, geekbench6, cinebenchR23, passmark];

export type InputRow = { row: number; cells: Cells; label: string };
export type ReadInput =
  | { ok: true; format: SourceFormat; rows: InputRow[]; badRows: Array<{ row: number; reason: string }> }
  | { ok: false; reason: string };

function decodeText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\ufeff/, "");
  } catch {
    return null;
  }
}

function detectFormat(columns: ReadonlySet<string>, container: "csv" | "json"): SourceFormat | string {
  const candidates = FORMATS.filter((f) => f.container === container);
  const exact = candidates.find((f) => f.requiredColumns.every((c) => columns.has(c)));
  if (exact) return exact;
  const scored = candidates
    .map((f) => ({ f, missing: f.requiredColumns.filter((c) => !columns.has(c)) }))
    .sort((a, b) => a.missing.length - b.missing.length)[0];
  if (scored && scored.missing.length <= scored.f.requiredColumns.length / 2) {
    return `missing column(s) ${scored.missing.map((c) => `"${c}"`).join(", ")} for the ${scored.f.label} layout`;
  }
  return `unrecognised layout (header: ${[...columns].slice(0, 6).join(", ").slice(0, 120)})`;
}

function readCsv(text: string): ReadInput {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    return { ok: false, reason: `malformed CSV: ${(error as Error).message.split("\n")[0]?.slice(0, 160)}` };
  }
  const header = records[0]?.map((h) => h.trim());
  if (!header || records.length < 2) return { ok: false, reason: "no data rows" };
  const format = detectFormat(new Set(header), "csv");
  if (typeof format === "string") return { ok: false, reason: format };
  const rows: InputRow[] = [];
  const badRows: Array<{ row: number; reason: string }> = [];
  records.slice(1).forEach((values, index) => {
    const row = index + 2;
    if (values.length !== header.length) {
      badRows.push({ row, reason: `expected ${header.length} columns, found ${values.length}` });
      return;
    }
    const cells: Record<string, string> = {};
    header.forEach((column, i) => {
      // Repeated labels ("GPU Name‡" twice): the first non-empty value wins.
      if (!cells[column]) cells[column] = values[i] ?? "";
    });
    rows.push({ row, cells, label: values[header.indexOf(format.requiredColumns[0] ?? "")] ?? "" });
  });
  return { ok: true, format, rows, badRows };
}

function readJson(text: string): ReadInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `malformed JSON: ${(error as Error).message.slice(0, 160)}` };
  }
  const entries = Array.isArray(data) ? data : data && typeof data === "object" ? Object.values(data) : null;
  if (!entries || entries.length === 0) return { ok: false, reason: "no data rows" };
  const first = entries[0];
  const format = detectFormat(new Set(first && typeof first === "object" ? Object.keys(first) : []), "json");
  if (typeof format === "string") return { ok: false, reason: format };
  const rows: InputRow[] = [];
  const badRows: Array<{ row: number; reason: string }> = [];
  entries.forEach((entry: unknown, index) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      badRows.push({ row: index + 1, reason: "entry is not an object" });
      return;
    }
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(entry)) {
      cells[key] =
        value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
    }
    rows.push({ row: index + 1, cells, label: cells.name ?? "" });
  });
  return { ok: true, format, rows, badRows };
}

export function readInput(bytes: Buffer): ReadInput {
  if (bytes.length === 0) return { ok: false, reason: "empty file" };
  const text = decodeText(bytes);
  if (text === null) return { ok: false, reason: "not a UTF-8 text file (binary data)" };
  if (text.trim() === "") return { ok: false, reason: "empty file" };
  return /^\s*[[{]/.test(text) ? readJson(text) : readCsv(text);
}
