// The library's in-memory index: every processor's listing fields, loaded once per open
// catalogue (so a new data version rebuilds it). Filtering, facet counting and sorting run
// over it in one pass; SQLite is only asked for search matches.
import type { Catalogue } from "../db.server";
import { buildFacetColumns, type FacetColumns } from "./facet-columns";
import type { ListFilter } from "./query-model";
import type { LibraryVocabulary } from "./parse-query";
import type { IndexedCpu } from "./types";

export type LibraryIndex = {
  dataVersion: string;
  cpus: IndexedCpu[];
  columns: FacetColumns;
  /** Each processor's search document by key, to check and rank FTS matches. */
  documents: Map<number, string>;
  vocabulary: LibraryVocabulary;
  /** Whole-index orders by sort key and direction, filled on first use. */
  orders: Map<string, Int32Array>;
};

type IndexRow = {
  cpu_key: number;
  vendor: "amd" | "intel";
  id: string;
  name: string;
  name_zh: string;
  family: string;
  series: string;
  segment: IndexedCpu["item"]["segment"];
  codename: string | null;
  codename_zh: string | null;
  microarchitecture: string | null;
  process: string | null;
  socket: string | null;
  launch_date: string | null;
  launch_year: number | null;
  launch_sort: string | null;
  launch_price_usd: number | null;
  cores: number;
  threads: number;
  base_clock_mhz: number | null;
  boost_clock_mhz: number | null;
  l3_kib: number | null;
  tdp_w: number | null;
  memory_types: string;
  pcie_version: string | null;
  gpu_name: string | null;
  unlocked: number | null;
  gb6_multi: number | null;
  gb6_single: number | null;
  passmark: number | null;
};

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

/** One shared copy of each repeated string and memory list (sockets, series, ...). */
function interner() {
  const strings = new Map<string, string>();
  const lists = new Map<string, string[]>();
  return {
    text: <T extends string | null>(v: T): T => (v === null ? v : ((strings.get(v) ?? (strings.set(v, v), v)) as T)),
    list: (json: string): string[] => lists.get(json) ?? (lists.set(json, JSON.parse(json) as string[]), lists.get(json) ?? []),
  };
}

function toIndexedCpu(r: IndexRow, pos: number, shared: ReturnType<typeof interner>): IndexedCpu {
  const s = shared.text;
  return {
    pos,
    key: r.cpu_key,
    year: r.launch_year,
    launchSort: s(r.launch_sort),
    hasIgpu: r.gpu_name !== null,
    item: {
      vendor: r.vendor,
      id: r.id,
      name: r.name,
      nameZh: r.name_zh,
      family: s(r.family),
      series: s(r.series),
      segment: r.segment,
      codename: s(r.codename),
      codenameZh: s(r.codename_zh),
      socket: s(r.socket),
      launchDate: s(r.launch_date),
      cores: r.cores,
      threads: r.threads,
      baseClockMhz: r.base_clock_mhz,
      boostClockMhz: r.boost_clock_mhz,
      l3Kib: r.l3_kib,
      tdpW: r.tdp_w,
      microarchitecture: s(r.microarchitecture),
      process: s(r.process),
      launchPriceUsd: r.launch_price_usd,
      memoryTypes: shared.list(r.memory_types),
      pcieVersion: s(r.pcie_version),
      gpuName: s(r.gpu_name),
      unlocked: r.unlocked === null ? null : r.unlocked === 1,
      scores: { geekbench6Multi: r.gb6_multi, geekbench6Single: r.gb6_single, passmark: r.passmark },
    },
  };
}

/** The values each open facet can take, keyed by lower case for forgiving URLs. */
export function vocabularyOf(cpus: ReadonlyArray<IndexedCpu>): LibraryVocabulary {
  const sets: Record<Exclude<ListFilter, "vendor" | "segment" | "pcie">, Map<string, string>> = {
    family: new Map(),
    series: new Map(),
    socket: new Map(),
    codename: new Map(),
    uarch: new Map(),
    memory: new Map(),
  };
  const add = (map: Map<string, string>, value: string | null) => {
    if (value !== null) map.set(value.toLowerCase(), value);
  };
  for (const { item } of cpus) {
    add(sets.family, item.family);
    add(sets.series, item.series);
    add(sets.socket, item.socket);
    add(sets.codename, item.codename);
    add(sets.uarch, item.microarchitecture);
    for (const m of item.memoryTypes) add(sets.memory, m);
  }
  return sets;
}

const indexes = new WeakMap<Catalogue["sqlite"], LibraryIndex>();

export function libraryIndex(catalogue: Catalogue): LibraryIndex {
  const cached = indexes.get(catalogue.sqlite);
  if (cached) return cached;
  const rows = catalogue.sqlite.prepare(INDEX_SQL).all() as IndexRow[];
  const shared = interner();
  const cpus = rows.map((row, pos) => toIndexedCpu(row, pos, shared));
  const index: LibraryIndex = {
    dataVersion: catalogue.dataVersion,
    cpus,
    columns: buildFacetColumns(cpus),
    documents: new Map(catalogue.sqlite.prepare("SELECT rowid, terms FROM cpu_search").raw().all() as Array<[number, string]>),
    vocabulary: vocabularyOf(cpus),
    orders: new Map(),
  };
  indexes.set(catalogue.sqlite, index);
  return index;
}
