// Reads one source row field by field: a parser that throws a FieldError becomes a problem
// naming the field and the reason, and the rest of the row is still read (one report per row).
import { MEMORY_TYPES } from "#catalogue/fields/value-lists";
import { FieldError, cleanText, isBlank } from "./units";

export type Cells = Readonly<Record<string, string | undefined>>;
export type FieldProblem = { field: string; reason: string };

export class RowReader {
  readonly problems: FieldProblem[] = [];

  constructor(private readonly cells: Cells) {}

  /** The first non-blank cell among the given column labels (exports repeat labels with slight differences). */
  text(...columns: string[]): string | undefined {
    for (const column of columns) {
      const value = this.cells[column];
      if (!isBlank(value)) return cleanText(value);
    }
    return undefined;
  }

  read<T>(field: string, parse: (raw: string | undefined) => T | undefined, ...columns: string[]): T | undefined {
    try {
      return parse(this.text(...columns));
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.problems.push({ field, reason: error.message });
      return undefined;
    }
  }
}

type MemoryType = (typeof MEMORY_TYPES)[number];
const MEMORY_TOKEN = /\b(LP)?DDR(\d)(L|X)?(?:\/(X))?/gi;

/** Memory types named anywhere in a text ("Up to DDR5 6400 MT/s Up to LPDDR5/x 7467 MT/s"). */
export function memoryTypesIn(text: string | undefined): MemoryType[] | undefined {
  if (!text) return undefined;
  const found = new Set<MemoryType>();
  for (const m of text.matchAll(MEMORY_TOKEN)) {
    const base = `${m[1] ? "LP" : ""}DDR${m[2] === "1" ? "" : m[2]}`;
    const suffix = (m[3] ?? "").toUpperCase();
    const candidates = [suffix === "L" ? `${base}L` : suffix === "X" ? `${base}x` : base];
    if (m[4]) candidates.push(`${base}x`);
    for (const c of candidates) if ((MEMORY_TYPES as readonly string[]).includes(c)) found.add(c as MemoryType);
  }
  return found.size > 0 ? [...found] : undefined;
}

/** The highest transfer rate in a memory text ("DDR4-2666", "DDR3 1066/1333", "Up to 5600 MT/s"). */
export function memorySpeedIn(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const separated = text.replace(/DDR(\d)(\d{3,4})\b/g, "DDR$1 $2"); // a scraper joined "DDR5" and "4800"
  const speeds = [...separated.matchAll(/(?<![\w.])(\d{3,5})(?![\d.]|\s*-?\s*bit)/gi)]
    .map((m) => Number(m[1]))
    .filter((n) => n >= 400 && n <= 12_000);
  return speeds.length > 0 ? Math.max(...speeds) : undefined;
}

/** "5.0", "4.0 and 5.0", "Up to 4.0", "PCIe 5.0", "Gen 5" -> the highest version as "N.0". */
export function pcieVersionIn(text: string | undefined): string | undefined {
  if (!text || /^(none|no)$/i.test(text)) return undefined;
  const versions = [...text.matchAll(/(?:^|[^\d.])([1-7])(?:\.(\d))?(?![\d])/g)].map((m) => Number(m[1]));
  if (versions.length === 0) throw new FieldError(`cannot read a PCIe version from "${text.slice(0, 60)}"`);
  return `${Math.max(...versions)}.0`;
}

/** Instruction-set extensions from "Intel® SSE4.1. Intel® SSE4.2. Intel® AVX2". */
export function instructionSetsIn(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const list = text
    .split(/\.\s+|,\s*|;\s*/)
    .map((s) =>
      cleanText(s)
        .replace(/^(Intel|AMD)\s+/i, "")
        .replace(/\.$/, ""),
    )
    .filter((s) => s.length >= 2);
  return list.length > 0 ? [...new Set(list)] : undefined;
}
