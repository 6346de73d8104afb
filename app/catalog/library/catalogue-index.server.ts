// The library's in-memory index: every processor's listing fields, loaded once per open
// catalogue (so a new data version rebuilds it). Filtering, facet counting and sorting run
// over it in one pass; SQLite is only asked for search matches.
import type { Catalogue } from "../db.server";
import type { ListFilter } from "./query-model";
import type { LibraryVocabulary } from "./parse-query";
import type { IndexedCpu } from "./types";

export type LibraryIndex = {
  dataVersion: string;
  cpus: IndexedCpu[];
  byKey: Map<number, IndexedCpu>;
  vocabulary: LibraryVocabulary;
  /** Precomputed orders by sort key and direction, filled on first use. */
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

const score = (test: string, as: string) =>
  `(SELECT score FROM benchmarks b WHERE b.cpu_key = c.cpu_key AND b.test = '${test}') AS ${as}`;
const INDEX_SQL = `SELECT c.cpu_key, vendor, id, name, name_zh, family, series, segment, codename, codename_zh,
  microarchitecture, process, socket, launch_date, launch_year, launch_sort, launch_price_usd, cores, threads,
  base_clock_mhz, boost_clock_mhz, l3_kib, tdp_w, memory_types, pcie_version, gpu_name, unlocked,
  ${score("geekbench6-multi", "gb6_multi")}, ${score("geekbench6-single", "gb6_single")}, ${score("passmark", "passmark")}
  FROM cpus c ORDER BY c.cpu_key`;

function toIndexedCpu(r: IndexRow, pos: number): IndexedCpu {
  return {
    pos,
    key: r.cpu_key,
    year: r.launch_year,
    launchSort: r.launch_sort,
    hasIgpu: r.gpu_name !== null,
    item: {
      vendor: r.vendor,
      id: r.id,
      name: r.name,
      nameZh: r.name_zh,
      family: r.family,
      series: r.series,
      segment: r.segment,
      codename: r.codename,
      codenameZh: r.codename_zh,
      socket: r.socket,
      launchDate: r.launch_date,
      cores: r.cores,
      threads: r.threads,
      baseClockMhz: r.base_clock_mhz,
      boostClockMhz: r.boost_clock_mhz,
      l3Kib: r.l3_kib,
      tdpW: r.tdp_w,
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
  const cpus = rows.map(toIndexedCpu);
  const index: LibraryIndex = {
    dataVersion: catalogue.dataVersion,
    cpus,
    byKey: new Map(cpus.map((c) => [c.key, c])),
    vocabulary: vocabularyOf(cpus),
    orders: new Map(),
  };
  indexes.set(catalogue.sqlite, index);
  return index;
}
