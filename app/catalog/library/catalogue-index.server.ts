// The library's in-memory index: every processor's listing fields as columns and the search
// index over their search documents, loaded once per open catalogue (so a new data version
// rebuilds it). Queries never touch SQLite.
import type { CpusTable } from "../../../db/types";
import { readDataVersion, type Catalogue } from "../db.server";
import { toCpuSummary, type SummaryColumn } from "../rows";
import { buildFacetColumns, type FacetColumns } from "./facet-columns";
import type { LibraryVocabulary } from "./parse-query";
import { libraryTableBuilder, type LibraryRow, type LibraryTable } from "./library-table";
import { buildSpellingVocabulary, type SpellingVocabulary } from "../spelling";
import { withVendorForms } from "../search-terms";
import { buildSearchIndex, type SearchIndex } from "./search-index";
import { countIndexBuild } from "../index-builds.server";

export type LibraryIndex = {
  dataVersion: string;
  table: LibraryTable;
  columns: FacetColumns;
  search: SearchIndex;
  /** The catalogue's words, for correcting a search's typos: built when first asked for. */
  spelling: () => SpellingVocabulary;
  vocabulary: LibraryVocabulary;
  /** Whole-index orders by sort key and direction, filled on first use. */
  orders: Map<string, Int32Array>;
};

/** A catalogue row as INDEX_SQL returns it: the cpus columns plus three benchmark scores. */
type IndexRow = Pick<
  CpusTable,
  SummaryColumn | "microarchitecture" | "process" | "launch_year" | "launch_sort" | "launch_price_usd" | "memory_types" | "pcie_version" | "gpu_name" | "unlocked"
> & { cpu_key: number; gb6_multi: number | null; gb6_single: number | null; passmark: number | null };

const score = (test: string, as: string) => `MAX(CASE WHEN test = '${test}' THEN score END) AS ${as}`;
// The benchmark columns come from one grouped pass over benchmarks, not a lookup per row.
const INDEX_SQL = `SELECT c.cpu_key, vendor, id, name, name_zh, family, series, segment, codename, codename_zh,
  microarchitecture, process, socket, launch_date, launch_year, launch_sort, launch_price_usd, cores, threads,
  base_clock_mhz, boost_clock_mhz, l3_kib, tdp_w, memory_types, pcie_version, gpu_name, unlocked,
  s.gb6_multi, s.gb6_single, s.passmark
  FROM cpus c LEFT JOIN (
    SELECT cpu_key, ${score("geekbench6-multi", "gb6_multi")}, ${score("geekbench6-single", "gb6_single")}, ${score("passmark", "passmark")}
    FROM benchmarks GROUP BY cpu_key
  ) s ON s.cpu_key = c.cpu_key
  ORDER BY c.cpu_key`;

function toLibraryRow(r: IndexRow): LibraryRow {
  return {
    key: r.cpu_key,
    year: r.launch_year,
    launchSort: r.launch_sort,
    item: {
      ...toCpuSummary(r),
      microarchitecture: r.microarchitecture,
      process: r.process,
      launchPriceUsd: r.launch_price_usd,
      memoryTypes: JSON.parse(r.memory_types) as string[],
      pcieVersion: r.pcie_version,
      gpuName: r.gpu_name,
      unlocked: r.unlocked === null ? null : r.unlocked === 1,
      scores: { geekbench6Multi: r.gb6_multi, geekbench6Single: r.gb6_single, passmark: r.passmark },
    },
  };
}

/** The values each open facet can take, keyed by lower case for forgiving URLs. */
function vocabularyOf(columns: FacetColumns): LibraryVocabulary {
  const byLowerCase = (values: readonly string[]) => new Map(values.map((v) => [v.toLowerCase(), v]));
  return {
    family: byLowerCase(columns.values.family),
    series: byLowerCase(columns.values.series),
    socket: byLowerCase(columns.values.socket),
    codename: byLowerCase(columns.values.codename),
    uarch: byLowerCase(columns.values.uarch),
    memory: byLowerCase(columns.values.memory),
  };
}

/**
 * Each position's search document, in the table's order (documents are keyed by cpu_key),
 * with the vendor's brand words ("intel", "英特尔") as forms of their own.
 */
function searchDocuments(sqlite: Catalogue["sqlite"], table: LibraryTable): string[] {
  const positionOf = new Map<number, number>();
  table.keys.forEach((key, pos) => positionOf.set(key, pos));
  const documents = new Array<string>(table.size).fill("");
  for (const [rowid, terms] of sqlite.prepare("SELECT rowid, terms FROM cpu_search").raw().iterate() as IterableIterator<[number, string]>) {
    const pos = positionOf.get(rowid);
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

function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const indexes = new WeakMap<Catalogue["sqlite"], LibraryIndex>();

export function libraryIndex(catalogue: Catalogue): LibraryIndex {
  const cached = indexes.get(catalogue.sqlite);
  if (cached) return cached;
  const { sqlite } = catalogue;
  // Rows are streamed into the columns; none is kept as an object.
  const builder = libraryTableBuilder(sqlite.prepare("SELECT COUNT(*) FROM cpus").pluck().get() as number);
  for (const row of sqlite.prepare(INDEX_SQL).iterate() as IterableIterator<IndexRow>) builder.add(toLibraryRow(row));
  const table = builder.done();
  const columns = buildFacetColumns(table);
  const documents = searchDocuments(sqlite, table);
  const index: LibraryIndex = {
    dataVersion: catalogue.dataVersion,
    table,
    columns,
    search: buildSearchIndex(documents),
    spelling: once(() => spellingVocabulary(table, documents)),
    vocabulary: vocabularyOf(columns),
    orders: new Map(),
  };
  indexes.set(catalogue.sqlite, index);
  countIndexBuild("library");
  countIndexBuild("search");
  return index;
}

/**
 * Queries are answered from memory, so a locked or damaged file would go unnoticed while the
 * index lives; one cheap read per query keeps such a catalogue a 503, as design.md requires
 * (it throws SQLITE_BUSY and the like, which the callers turn into 503).
 */
export function confirmReadable(catalogue: Catalogue): void {
  readDataVersion(catalogue.sqlite);
}
