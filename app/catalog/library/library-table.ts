// The library's processors as columns: typed arrays for numbers and flags, repeated strings
// interned once and referred to by id, so 50,000 processors are a few dozen arrays rather
// than 50,000 objects. A listing item is only materialised for the rows a page shows.
import { LIBRARY_SCORE_TESTS, type LibraryScores } from "#catalogue/fields/benchmark-tests";
import type { LibraryNumberField, LibraryTextField } from "#catalogue/fields/field-types";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName } from "#catalogue/fields/processor-fields";
import type { LibraryItem } from "./types";

/** One processor as the index is built from it (the catalogue row, or a test fixture). */
export type LibraryRow = {
  key: number;
  year: number | null;
  launchSort: string | null;
  item: LibraryItem;
};

/** A column of repeated values: each row's id into `values`, -1 for none. */
export type CodedColumn<T> = { values: T[]; ids: Int32Array };

const listed = (name: FieldName) => "summary" in PROCESSOR_FIELDS[name] || "library" in PROCESSOR_FIELDS[name];
const UNIQUE_FIELDS: readonly FieldName[] = ["id", "name", "nameZh"];
/** The registry's listed text fields, interned; numbers as typed arrays. */
const CODED_FIELDS = FIELD_NAMES.filter((n): n is LibraryTextField => listed(n) && PROCESSOR_FIELDS[n].kind === "text" && !UNIQUE_FIELDS.includes(n));
type CodedField = LibraryTextField;
const NUMBER_FIELDS = FIELD_NAMES.filter((n): n is LibraryNumberField => listed(n) && (PROCESSOR_FIELDS[n].kind === "int" || PROCESSOR_FIELDS[n].kind === "real"));
type NumberField = LibraryNumberField;
type ScoreKey = keyof LibraryScores;

export type LibraryTable = {
  size: number;
  keys: Int32Array;
  /** Unique per processor. */
  ids: string[];
  names: string[];
  namesZh: string[];
  coded: { [F in CodedField]: CodedColumn<NonNullable<LibraryItem[F]>> };
  launchSort: CodedColumn<string>;
  /** Memory type lists, shared between processors with the same list. */
  memory: CodedColumn<string[]>;
  /** NaN for unknown. */
  numbers: Record<NumberField, Float64Array>;
  year: Float64Array;
  scores: Record<ScoreKey, Float64Array>;
  /** 1 yes, 0 no, -1 unknown. */
  unlocked: Int8Array;
  /** The date of the Geekbench 6 figures (value.ts), null when not known. */
  geekbench6MeasuredOn: string | null;
};

function codedColumn<T>(size: number) {
  const column: CodedColumn<T> = { values: [], ids: new Int32Array(size) };
  const known = new Map<string, number>();
  return {
    column,
    set(pos: number, value: T | null, key: string | null = value as string | null): void {
      if (value === null || key === null) {
        column.ids[pos] = -1;
        return;
      }
      let id = known.get(key);
      if (id === undefined) {
        id = column.values.push(value) - 1;
        known.set(key, id);
      }
      column.ids[pos] = id;
    },
  };
}

const numberOrNaN = (v: number | null) => (v === null ? NaN : v);
const nullIfNaN = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? null : v);

/** Columns of `size` rows; `add` fills them in order, `done` returns the table. */
export function libraryTableBuilder(size: number, geekbench6MeasuredOn: string | null = null) {
  const coded = Object.fromEntries(CODED_FIELDS.map((f) => [f, codedColumn<string>(size)])) as Record<CodedField, ReturnType<typeof codedColumn<string>>>;
  const launchSort = codedColumn<string>(size);
  const memory = codedColumn<string[]>(size);
  const table: LibraryTable = {
    size,
    keys: new Int32Array(size),
    ids: new Array<string>(size),
    names: new Array<string>(size),
    namesZh: new Array<string>(size),
    coded: Object.fromEntries(CODED_FIELDS.map((f) => [f, coded[f].column])) as LibraryTable["coded"],
    launchSort: launchSort.column,
    memory: memory.column,
    numbers: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, new Float64Array(size)])) as LibraryTable["numbers"],
    year: new Float64Array(size),
    scores: Object.fromEntries(LIBRARY_SCORE_TESTS.map(({ score }) => [score, new Float64Array(size)])) as LibraryTable["scores"],
    unlocked: new Int8Array(size),
    geekbench6MeasuredOn,
  };
  let pos = 0;
  return {
    add(row: LibraryRow): void {
      if (pos >= size) throw new Error(`more than ${size} library rows`);
      const { item } = row;
      table.keys[pos] = row.key;
      table.ids[pos] = item.id;
      table.names[pos] = item.name;
      table.namesZh[pos] = item.nameZh;
      for (const f of CODED_FIELDS) coded[f].set(pos, item[f]);
      launchSort.set(pos, row.launchSort);
      memory.set(pos, item.memoryTypes, JSON.stringify(item.memoryTypes));
      for (const f of NUMBER_FIELDS) table.numbers[f][pos] = numberOrNaN(item[f]);
      table.year[pos] = numberOrNaN(row.year);
      for (const { score } of LIBRARY_SCORE_TESTS) table.scores[score][pos] = numberOrNaN(item.scores[score]);
      table.unlocked[pos] = item.unlocked === null ? -1 : item.unlocked ? 1 : 0;
      pos++;
    },
    done(): LibraryTable {
      if (pos !== size) throw new Error(`expected ${size} library rows, got ${pos}`);
      return table;
    },
  };
}

export function libraryTable(rows: ReadonlyArray<LibraryRow>, geekbench6MeasuredOn: string | null = null): LibraryTable {
  const builder = libraryTableBuilder(rows.length, geekbench6MeasuredOn);
  for (const row of rows) builder.add(row);
  return builder.done();
}

/** A coded value at a position, null for none. */
function codedValue<T>(column: CodedColumn<T>, pos: number): T | null {
  const id = column.ids[pos] ?? -1;
  return id < 0 ? null : (column.values[id] ?? null);
}

/** The listing item at a position, built on demand. */
export function itemAt(table: LibraryTable, pos: number): LibraryItem {
  const item: Record<string, unknown> = { id: table.ids[pos] ?? "", name: table.names[pos] ?? "", nameZh: table.namesZh[pos] ?? "" };
  for (const f of CODED_FIELDS) item[f] = codedValue(table.coded[f], pos);
  for (const f of NUMBER_FIELDS) item[f] = nullIfNaN(table.numbers[f][pos]);
  const unlocked = table.unlocked[pos];
  item.memoryTypes = codedValue(table.memory, pos) ?? [];
  item.unlocked = unlocked === -1 ? null : unlocked === 1;
  item.scores = Object.fromEntries(LIBRARY_SCORE_TESTS.map(({ score }) => [score, nullIfNaN(table.scores[score][pos])]));
  return item as LibraryItem;
}
