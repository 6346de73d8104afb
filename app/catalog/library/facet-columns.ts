// The facet fields of the whole index as columns of small integers and numbers, so the
// per-request pass over every processor compares numbers and allocates nothing.
// Named values get ids per facet; memory types (several per processor) are a bit mask.
// Most columns are the table's own arrays, shared rather than copied.
import type { LibraryTable } from "./library-table";
import { LIST_FILTERS, SOCKET_COUNTS, type FlagFilter, type ListFilter, type RangeFilter } from "./query-model";

export type SingleListFilter = Exclude<ListFilter, "memory">;

export type FacetColumns = {
  size: number;
  /** Per named facet: its values; a processor's id indexes this list. */
  values: Record<ListFilter, string[]>;
  ids: Record<ListFilter, Map<string, number>>;
  /** Per named facet: each value's place in collation order (the tie-break when counts are equal). */
  collation: Record<ListFilter, Int32Array>;
  /** Per single-valued facet: the value id of each processor, -1 for none. */
  lists: Record<SingleListFilter, Int32Array>;
  /** Memory types as bits of the memory value ids. */
  memory: Int32Array;
  /** Range values in URL units (boost in GHz), NaN for unknown. */
  ranges: Record<RangeFilter, Float64Array>;
  /** 1 yes, 0 no, -1 unknown. */
  flags: Record<FlagFilter, Int8Array>;
};

const MAX_MEMORY_TYPES = 31;
// The order facet values of equal count have always had (String.prototype.localeCompare "en", numeric).
const valueCollator = new Intl.Collator("en", { numeric: true });

function collationRanks(values: readonly string[]): Int32Array {
  const ranks = new Int32Array(values.length);
  values
    .map((_, id) => id)
    .sort((a, b) => valueCollator.compare(values[a] ?? "", values[b] ?? ""))
    .forEach((id, rank) => (ranks[id] = rank));
  return ranks;
}

/** Memory value ids by first appearance, and each processor's types as bits of them. */
function memoryColumn(table: LibraryTable): { values: string[]; bits: Int32Array } {
  const values: string[] = [];
  const ids = new Map<string, number>();
  const listBits = table.memory.values.map((list) => {
    let bits = 0;
    for (const type of list) {
      let id = ids.get(type);
      if (id === undefined) ids.set(type, (id = values.push(type) - 1));
      if (id < MAX_MEMORY_TYPES) bits |= 1 << id;
    }
    return bits;
  });
  // Lists were interned in order of first appearance, so their types get ids in that order too.
  const bits = table.memory.ids.map((id) => (id < 0 ? 0 : (listBits[id] ?? 0)));
  return { values, bits };
}

/** maxSockets as ids into SOCKET_COUNTS, -1 for none. */
function socketCountColumn(table: LibraryTable): Int32Array {
  const counts: readonly string[] = SOCKET_COUNTS;
  return Int32Array.from(table.numbers.maxSockets, (n) => (Number.isNaN(n) ? -1 : counts.indexOf(String(n))));
}

export function buildFacetColumns(table: LibraryTable): FacetColumns {
  const { coded, size } = table;
  const lists: FacetColumns["lists"] = {
    vendor: coded.vendor.ids,
    segment: coded.segment.ids,
    family: coded.family.ids,
    series: coded.series.ids,
    socket: coded.socket.ids,
    codename: coded.codename.ids,
    uarch: coded.microarchitecture.ids,
    pcie: coded.pcieVersion.ids,
    sockets: socketCountColumn(table),
  };
  const memory = memoryColumn(table);
  const values: FacetColumns["values"] = {
    vendor: coded.vendor.values,
    segment: coded.segment.values,
    family: coded.family.values,
    series: coded.series.values,
    socket: coded.socket.values,
    codename: coded.codename.values,
    uarch: coded.microarchitecture.values,
    pcie: coded.pcieVersion.values,
    memory: memory.values,
    sockets: [...SOCKET_COUNTS],
  };
  const ids = Object.fromEntries(LIST_FILTERS.map((f) => [f, new Map(values[f].map((v, id) => [v, id]))])) as FacetColumns["ids"];
  const collation = Object.fromEntries(LIST_FILTERS.map((f) => [f, collationRanks(values[f])])) as FacetColumns["collation"];
  const boost = table.numbers.boostClockMhz.map((mhz) => mhz / 1000);
  const igpu = Int8Array.from(coded.gpuName.ids, (id) => (id < 0 ? 0 : 1));
  return {
    size,
    values,
    ids,
    collation,
    lists,
    memory: memory.bits,
    ranges: { year: table.year, cores: table.numbers.cores, threads: table.numbers.threads, tdp: table.numbers.tdpW, boost, price: table.numbers.launchPriceUsd },
    flags: { igpu, unlocked: table.unlocked },
  };
}
