// The library's processors as columns: typed arrays for numbers and flags, repeated strings
// interned once and referred to by id, so 50,000 processors are a few dozen arrays rather
// than 50,000 objects. A listing item is only materialised for the rows a page shows.
import { LIBRARY_SCORE_TESTS, type LibraryScores } from "#catalogue/fields/benchmark-tests";
import type {
  LibraryFlagField,
  LibraryListField,
  LibraryNumberField,
  LibraryTableFieldName,
  LibraryTableOnlyFields,
  LibraryTextField,
} from "#catalogue/fields/field-types";
import { hasLibraryRole } from "#catalogue/fields/library-roles";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName, type FieldKind } from "#catalogue/fields/processor-fields";
import type { LibraryItem } from "./types";

/** One processor as the index is built from it (the catalogue row, or a test fixture): its item and the table-only fields. */
export type LibraryRow = { key: number; item: LibraryItem } & LibraryTableOnlyFields;

/** A column of repeated values: each row's id into `values`, -1 for none. */
export type CodedColumn<T> = { values: T[]; ids: Int32Array };

/** The registry's summary fields and those with a library role, of one kind. */
const tableFields = <F extends LibraryTableFieldName>(kinds: readonly FieldKind[]) =>
  FIELD_NAMES.filter(
    (n): n is F => ("summary" in PROCESSOR_FIELDS[n] || hasLibraryRole(n)) && kinds.includes(PROCESSOR_FIELDS[n].kind),
  );
const UNIQUE_FIELDS: readonly FieldName[] = ["id", "name", "nameZh"];
/** Text interned, numbers as typed arrays, flags as 1/0/-1, lists interned whole. */
const CODED_FIELDS = tableFields<LibraryTextField>(["text"]).filter((n) => !UNIQUE_FIELDS.includes(n));
const NUMBER_FIELDS = tableFields<LibraryNumberField>(["int", "real"]);
const FLAG_FIELDS = tableFields<LibraryFlagField>(["flag"]);
const LIST_FIELDS = tableFields<LibraryListField>(["list"]);
const TABLE_ONLY = new Set<FieldName>(FIELD_NAMES.filter((n) => "tableOnly" in PROCESSOR_FIELDS[n]));
type ScoreKey = keyof LibraryScores;
type TableValues = LibraryItem & LibraryTableOnlyFields;

export type LibraryTable = {
  size: number;
  keys: Int32Array;
  /** Unique per processor. */
  ids: string[];
  names: string[];
  namesZh: string[];
  coded: { [F in LibraryTextField]: CodedColumn<NonNullable<TableValues[F]>> };
  /** Lists, shared between processors with the same list. */
  lists: Record<LibraryListField, CodedColumn<string[]>>;
  /** NaN for unknown. */
  numbers: Record<LibraryNumberField, Float64Array>;
  /** 1 yes, 0 no, -1 unknown. */
  flags: Record<LibraryFlagField, Int8Array>;
  scores: Record<ScoreKey, Float64Array>;
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
  const coded = Object.fromEntries(CODED_FIELDS.map((f) => [f, codedColumn<string>(size)])) as Record<
    LibraryTextField,
    ReturnType<typeof codedColumn<string>>
  >;
  const lists = Object.fromEntries(LIST_FIELDS.map((f) => [f, codedColumn<string[]>(size)])) as Record<
    LibraryListField,
    ReturnType<typeof codedColumn<string[]>>
  >;
  const table: LibraryTable = {
    size,
    keys: new Int32Array(size),
    ids: new Array<string>(size),
    names: new Array<string>(size),
    namesZh: new Array<string>(size),
    coded: Object.fromEntries(CODED_FIELDS.map((f) => [f, coded[f].column])) as LibraryTable["coded"],
    lists: Object.fromEntries(LIST_FIELDS.map((f) => [f, lists[f].column])) as LibraryTable["lists"],
    numbers: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, new Float64Array(size)])) as LibraryTable["numbers"],
    flags: Object.fromEntries(FLAG_FIELDS.map((f) => [f, new Int8Array(size)])) as LibraryTable["flags"],
    scores: Object.fromEntries(
      LIBRARY_SCORE_TESTS.map(({ score }) => [score, new Float64Array(size)]),
    ) as LibraryTable["scores"],
    geekbench6MeasuredOn,
  };
  let pos = 0;
  return {
    add(row: LibraryRow): void {
      if (pos >= size) throw new Error(`more than ${size} library rows`);
      const values: TableValues = { ...row.item, launchYear: row.launchYear, launchSort: row.launchSort };
      table.keys[pos] = row.key;
      table.ids[pos] = values.id;
      table.names[pos] = values.name;
      table.namesZh[pos] = values.nameZh;
      for (const f of CODED_FIELDS) coded[f].set(pos, values[f]);
      for (const f of LIST_FIELDS) lists[f].set(pos, values[f], JSON.stringify(values[f]));
      for (const f of NUMBER_FIELDS) table.numbers[f][pos] = numberOrNaN(values[f]);
      for (const f of FLAG_FIELDS) table.flags[f][pos] = values[f] === null ? -1 : values[f] ? 1 : 0;
      for (const { score } of LIBRARY_SCORE_TESTS) table.scores[score][pos] = numberOrNaN(values.scores[score]);
      pos++;
    },
    done(): LibraryTable {
      if (pos !== size) throw new Error(`expected ${size} library rows, got ${pos}`);
      return table;
    },
  };
}

export function libraryTable(
  rows: ReadonlyArray<LibraryRow>,
  geekbench6MeasuredOn: string | null = null,
): LibraryTable {
  const builder = libraryTableBuilder(rows.length, geekbench6MeasuredOn);
  for (const row of rows) builder.add(row);
  return builder.done();
}

/** A coded value at a position, null for none. */
function codedValue<T>(column: CodedColumn<T>, pos: number): T | null {
  const id = column.ids[pos] ?? -1;
  return id < 0 ? null : (column.values[id] ?? null);
}

/** The listing item at a position, built on demand (the table-only fields left out). */
export function itemAt(table: LibraryTable, pos: number): LibraryItem {
  const item: Record<string, unknown> = {
    id: table.ids[pos] ?? "",
    name: table.names[pos] ?? "",
    nameZh: table.namesZh[pos] ?? "",
  };
  for (const f of CODED_FIELDS) if (!TABLE_ONLY.has(f)) item[f] = codedValue(table.coded[f], pos);
  for (const f of LIST_FIELDS) item[f] = codedValue(table.lists[f], pos) ?? [];
  for (const f of NUMBER_FIELDS) if (!TABLE_ONLY.has(f)) item[f] = nullIfNaN(table.numbers[f][pos]);
  for (const f of FLAG_FIELDS) {
    const flag = table.flags[f][pos];
    item[f] = flag === -1 ? null : flag === 1;
  }
  item.scores = Object.fromEntries(
    LIBRARY_SCORE_TESTS.map(({ score }) => [score, nullIfNaN(table.scores[score][pos])]),
  );
  return item as LibraryItem;
}
