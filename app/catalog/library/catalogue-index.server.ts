// The library's in-memory index: every processor's listing fields as columns and the search
// index over their search documents, loaded once per open catalogue (so a new data version
// rebuilds it). Queries never touch SQLite.
import type { InferResult } from "kysely";
import { perDataVersion } from "#catalogue/per-data-version";
import { firstSync, iterateSync } from "#catalogue/sync-query";
import { readDataVersion, type Catalogue } from "#catalogue/connection.server";
import { fieldsOfRow } from "#catalogue/rows";
import { hasLibraryRole } from "#catalogue/fields/library-roles";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName } from "#catalogue/fields/processor-fields";
import type { ColumnName, LibraryFields, LibraryTableOnlyFields } from "#catalogue/fields/field-types";
import { buildFacetColumns, type FacetColumns } from "./facet-columns";
import { LIST_FILTERS } from "./library-fields";
import type { LibraryVocabulary } from "./parse-query";
import { libraryTableBuilder, type LibraryRow, type LibraryTable } from "./library-table";
import { buildSpellingVocabulary, type SpellingVocabulary } from "../spelling";
import { withVendorForms } from "#catalogue/search-terms";
import { buildSearchCorpus, type SearchCorpus } from "./search-corpus";
import { countIndexBuild } from "../index-builds.server";
import { PLATFORMS } from "../platforms";
import { generationKeyOf, platformWords } from "./search-platforms";
import type { SearchVocabulary } from "./search-query";

export type LibraryIndex = {
  dataVersion: string;
  table: LibraryTable;
  columns: FacetColumns;
  /** The search index, the words that filter and the order of equal matches (search-corpus.ts). */
  search: SearchCorpus;
  vocabulary: LibraryVocabulary;
  /** The words a search reads as filters (memory types, sockets, chipsets) and the listed code names. */
  words: SearchVocabulary;
  /** Whole-index orders by sort key and direction, filled on first use. */
  orders: Map<string, Int32Array>;
};

/** The benchmark tests the library lists, each with the column it is read into. */
const SCORE_COLUMNS = [
  ["geekbench6-multi", "gb6_multi"],
  ["geekbench6-single", "gb6_single"],
  ["passmark", "passmark"],
] as const;

const listed = (name: FieldName) => "summary" in PROCESSOR_FIELDS[name] || hasLibraryRole(name);
const tableOnly = (name: FieldName) => "tableOnly" in PROCESSOR_FIELDS[name];
/** The table's fields (the summary's and those with a library role): the items' and the table-only ones. */
const ITEM_FIELDS = FIELD_NAMES.filter((n) => listed(n) && !tableOnly(n));
const TABLE_ONLY_FIELDS = FIELD_NAMES.filter((n) => listed(n) && tableOnly(n));
const TABLE_COLUMNS = FIELD_NAMES.filter(listed).map((n): ColumnName => PROCESSOR_FIELDS[n].column);

/**
 * Every processor's listing fields and its three scores, in cpu_key order. The scores come
 * from one grouped pass over benchmarks, not a lookup per row.
 */
function indexQuery(db: Catalogue["db"]) {
  const scores = db
    .selectFrom("benchmarks")
    .select((eb) => [
      "cpu_key",
      ...SCORE_COLUMNS.map(([test, as]) =>
        eb.fn.max(eb.case().when("test", "=", test).then(eb.ref("score")).end()).as(as),
      ),
    ])
    .groupBy("cpu_key");
  return db
    .selectFrom("cpus as c")
    .leftJoin(scores.as("s"), "s.cpu_key", "c.cpu_key")
    .select(["c.cpu_key", ...TABLE_COLUMNS, "s.gb6_multi", "s.gb6_single", "s.passmark"])
    .orderBy("c.cpu_key");
}
type IndexRow = InferResult<ReturnType<typeof indexQuery>>[number];

function toLibraryRow(r: IndexRow): LibraryRow {
  return {
    key: r.cpu_key,
    ...(fieldsOfRow(r, TABLE_ONLY_FIELDS) as LibraryTableOnlyFields),
    item: {
      ...(fieldsOfRow(r, ITEM_FIELDS) as LibraryFields),
      scores: { geekbench6Multi: r.gb6_multi, geekbench6Single: r.gb6_single, passmark: r.passmark },
    },
  };
}

/** The values each open facet can take, keyed by lower case for forgiving URLs. */
function vocabularyOf(columns: FacetColumns): LibraryVocabulary {
  const byLowerCase = (values: readonly string[]) => new Map(values.map((v) => [v.toLowerCase(), v]));
  return Object.fromEntries(
    LIST_FILTERS.filter((f) => f.open).map((f) => [f.param, byLowerCase(columns.values[f.param])]),
  );
}

/**
 * Each position's search document, in the table's order (documents are keyed by cpu_key),
 * with the vendor's brand words ("intel", "英特尔") as forms of their own.
 */
function searchDocuments({ db, sqlite }: Catalogue, table: LibraryTable): string[] {
  const positionOf = new Map<number, number>();
  table.keys.forEach((key, pos) => positionOf.set(key, pos));
  const documents = new Array<string>(table.size).fill("");
  for (const { cpu_key, terms } of iterateSync(sqlite, db.selectFrom("cpu_search").select(["cpu_key", "terms"]))) {
    const pos = positionOf.get(cpu_key);
    if (pos !== undefined) documents[pos] = terms;
  }
  const { values, ids } = table.coded.vendor;
  return documents.map((document, pos) => withVendorForms(document, values[ids[pos]!] ?? ""));
}

/** Each processor's words (its search document's forms and its names), for spelling. */
function spellingVocabulary(table: LibraryTable, documents: readonly string[]): SpellingVocabulary {
  const { family, series, codename } = table.coded;
  const text = (column: { values: string[]; ids: Int32Array }, pos: number) => column.values[column.ids[pos]!] ?? "";
  return buildSpellingVocabulary(
    documents.map((document, pos) => [
      ...document.split(" | "),
      table.names[pos] ?? "",
      text(family, pos),
      text(series, pos),
      text(codename, pos),
    ]),
  );
}

/** Per position: how many Geekbench 6 results a processor's figure averages (how often people run it), and its socket count. */
function runsAndSockets({ db, sqlite }: Catalogue, table: LibraryTable): { runs: Float64Array; sockets: Int8Array } {
  const positionOf = new Map<number, number>();
  table.keys.forEach((key, pos) => positionOf.set(key, pos));
  const runs = new Float64Array(table.size);
  const sockets = new Int8Array(table.size);
  const figures = db
    .selectFrom("benchmarks")
    .select(["cpu_key", "samples"])
    .where("test", "=", "geekbench6-multi")
    .where("samples", "is not", null);
  for (const { cpu_key, samples } of iterateSync(sqlite, figures)) runs[positionOf.get(cpu_key) ?? -1] = samples ?? 0;
  for (const { cpu_key, max_sockets } of iterateSync(
    sqlite,
    db.selectFrom("cpus").select(["cpu_key", "max_sockets"]).where("max_sockets", "is not", null),
  )) {
    sockets[positionOf.get(cpu_key) ?? -1] = max_sockets ?? 0;
  }
  return { runs, sockets };
}

/** Each position's board generation key (search-platforms.ts). */
function boardGenerations(table: LibraryTable): Array<string | null> {
  const { series, segment, codename, socket, launchDate } = table.coded;
  const text = <T>(column: { values: T[]; ids: Int32Array }, pos: number) => column.values[column.ids[pos]!] ?? null;
  return table.names.map((name, pos) =>
    generationKeyOf(
      {
        name,
        series: text(series, pos) ?? "",
        segment: text(segment, pos) as Parameters<typeof generationKeyOf>[0]["segment"],
        codename: text(codename, pos),
        socket: text(socket, pos),
        launchDate: text(launchDate, pos),
      },
      PLATFORMS,
    ),
  );
}

/** The search's word vocabulary: the catalogue's memory types, every socket and chipset word, the listed code names. */
function searchVocabulary(vocabulary: LibraryVocabulary): SearchVocabulary {
  const { codename, uarch } = vocabulary;
  return {
    memory: vocabulary.memory ?? new Map(),
    platforms: platformWords(PLATFORMS),
    listedAs: (name) =>
      codename?.has(name.toLowerCase()) ? "codename" : uarch?.has(name.toLowerCase()) ? "uarch" : null,
  };
}

const codedValues = (column: { values: string[]; ids: Int32Array }): string[] =>
  Array.from(column.ids, (id) => column.values[id] ?? "");

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const libraryIndex = perDataVersion((catalogue: Catalogue): LibraryIndex => {
  const { db, sqlite } = catalogue;
  // Rows are streamed into the columns; none is kept as an object.
  const count = firstSync(
    sqlite,
    db.selectFrom("cpus").select((eb) => eb.fn.countAll<number>().as("n")),
  );
  const measuredOn = firstSync(
    sqlite,
    db
      .selectFrom("benchmarks")
      .select((eb) => eb.fn.max("date").as("date"))
      .where("test", "=", "geekbench6-multi"),
  );
  const builder = libraryTableBuilder(count?.n ?? 0, measuredOn?.date ?? null);
  for (const row of iterateSync(sqlite, indexQuery(db))) builder.add(toLibraryRow(row));
  const table = builder.done();
  const columns = buildFacetColumns(table);
  const documents = searchDocuments(catalogue, table);
  const vocabulary = vocabularyOf(columns);
  const index: LibraryIndex = {
    dataVersion: catalogue.dataVersion,
    table,
    columns,
    search: buildSearchCorpus({
      documents,
      names: table.names,
      families: codedValues(table.coded.family),
      vendors: codedValues(table.coded.vendor),
      launchSort: codedValues(table.coded.launchSort),
      ...runsAndSockets(catalogue, table),
      generations: boardGenerations(table),
      vocabulary: once(() => spellingVocabulary(table, documents)),
    }),
    vocabulary,
    words: searchVocabulary(vocabulary),
    orders: new Map(),
  };
  countIndexBuild("library");
  countIndexBuild("search");
  return index;
});

/**
 * Queries are answered from memory, so a locked or damaged file would go unnoticed while the
 * index lives; one cheap read per query keeps such a catalogue a 503, as the design requires
 * (it throws SQLITE_BUSY and the like, which the callers turn into 503).
 */
export function confirmReadable(catalogue: Catalogue): void {
  readDataVersion(catalogue.sqlite);
}
