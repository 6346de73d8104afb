// The library's processors as columns: typed arrays for numbers and flags, repeated strings
// interned once and referred to by id, so 50,000 processors are a few dozen arrays rather
// than 50,000 objects. A listing item is only materialised for the rows a page shows.
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

const CODED_FIELDS = [
  "vendor",
  "segment",
  "family",
  "series",
  "codename",
  "codenameZh",
  "socket",
  "launchDate",
  "microarchitecture",
  "process",
  "pcieVersion",
  "gpuName",
] as const;
type CodedField = (typeof CODED_FIELDS)[number];

const NUMBER_FIELDS = ["cores", "threads", "baseClockMhz", "boostClockMhz", "l3Kib", "tdpW", "launchPriceUsd"] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

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
  scores: { geekbench6Multi: Float64Array; geekbench6Single: Float64Array; passmark: Float64Array };
  /** 1 yes, 0 no, -1 unknown. */
  unlocked: Int8Array;
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
export function libraryTableBuilder(size: number) {
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
    scores: { geekbench6Multi: new Float64Array(size), geekbench6Single: new Float64Array(size), passmark: new Float64Array(size) },
    unlocked: new Int8Array(size),
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
      table.scores.geekbench6Multi[pos] = numberOrNaN(item.scores.geekbench6Multi);
      table.scores.geekbench6Single[pos] = numberOrNaN(item.scores.geekbench6Single);
      table.scores.passmark[pos] = numberOrNaN(item.scores.passmark);
      table.unlocked[pos] = item.unlocked === null ? -1 : item.unlocked ? 1 : 0;
      pos++;
    },
    done(): LibraryTable {
      if (pos !== size) throw new Error(`expected ${size} library rows, got ${pos}`);
      return table;
    },
  };
}

export function libraryTable(rows: ReadonlyArray<LibraryRow>): LibraryTable {
  const builder = libraryTableBuilder(rows.length);
  for (const row of rows) builder.add(row);
  return builder.done();
}

/** A coded value at a position, null for none. */
function codedValue<T>(column: CodedColumn<T>, pos: number): T | null {
  const id = column.ids[pos] ?? -1;
  return id < 0 ? null : (column.values[id] ?? null);
}

/** The listing item at a position, built on demand (same fields, same order as the API has always sent). */
export function itemAt(table: LibraryTable, pos: number): LibraryItem {
  const { coded, numbers } = table;
  const unlocked = table.unlocked[pos];
  return {
    vendor: codedValue(coded.vendor, pos) ?? "amd",
    id: table.ids[pos] ?? "",
    name: table.names[pos] ?? "",
    nameZh: table.namesZh[pos] ?? "",
    family: codedValue(coded.family, pos) ?? "",
    series: codedValue(coded.series, pos) ?? "",
    segment: codedValue(coded.segment, pos) ?? "desktop",
    codename: codedValue(coded.codename, pos),
    codenameZh: codedValue(coded.codenameZh, pos),
    socket: codedValue(coded.socket, pos),
    launchDate: codedValue(coded.launchDate, pos),
    cores: numbers.cores[pos] ?? 0,
    threads: numbers.threads[pos] ?? 0,
    baseClockMhz: nullIfNaN(numbers.baseClockMhz[pos]),
    boostClockMhz: nullIfNaN(numbers.boostClockMhz[pos]),
    l3Kib: nullIfNaN(numbers.l3Kib[pos]),
    tdpW: nullIfNaN(numbers.tdpW[pos]),
    microarchitecture: codedValue(coded.microarchitecture, pos),
    process: codedValue(coded.process, pos),
    launchPriceUsd: nullIfNaN(numbers.launchPriceUsd[pos]),
    memoryTypes: codedValue(table.memory, pos) ?? [],
    pcieVersion: codedValue(coded.pcieVersion, pos),
    gpuName: codedValue(coded.gpuName, pos),
    unlocked: unlocked === -1 ? null : unlocked === 1,
    scores: {
      geekbench6Multi: nullIfNaN(table.scores.geekbench6Multi[pos]),
      geekbench6Single: nullIfNaN(table.scores.geekbench6Single[pos]),
      passmark: nullIfNaN(table.scores.passmark[pos]),
    },
  };
}
