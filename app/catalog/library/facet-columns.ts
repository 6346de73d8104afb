// The facet fields of the whole index as columns of small integers and numbers, so the
// per-request pass over every processor compares numbers and allocates nothing.
// Named values get ids per facet; memory types (several per processor) are a bit mask.
import { LIST_FILTERS, RANGE_FILTERS, type FlagFilter, type ListFilter, type RangeFilter } from "./query-model";
import type { IndexedCpu } from "./types";

export type SingleListFilter = Exclude<ListFilter, "memory">;
export const SINGLE_LIST_FILTERS = LIST_FILTERS.filter((f): f is SingleListFilter => f !== "memory");

export type FacetColumns = {
  size: number;
  /** Per named facet: its values; a processor's id indexes this list. */
  values: Record<ListFilter, string[]>;
  ids: Record<ListFilter, Map<string, number>>;
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

function listValue(cpu: IndexedCpu, facet: SingleListFilter): string | null {
  const { item } = cpu;
  switch (facet) {
    case "vendor":
      return item.vendor;
    case "segment":
      return item.segment;
    case "family":
      return item.family;
    case "series":
      return item.series;
    case "socket":
      return item.socket;
    case "codename":
      return item.codename;
    case "uarch":
      return item.microarchitecture;
    case "pcie":
      return item.pcieVersion;
  }
}

function rangeValue(cpu: IndexedCpu, facet: RangeFilter): number | null {
  const { item } = cpu;
  switch (facet) {
    case "year":
      return cpu.year;
    case "cores":
      return item.cores;
    case "threads":
      return item.threads;
    case "tdp":
      return item.tdpW;
    case "boost":
      return item.boostClockMhz === null ? null : item.boostClockMhz / 1000;
  }
}

const flag = (v: boolean | null) => (v === null ? -1 : v ? 1 : 0);

export function buildFacetColumns(cpus: ReadonlyArray<IndexedCpu>): FacetColumns {
  const size = cpus.length;
  const values = Object.fromEntries(LIST_FILTERS.map((f) => [f, [] as string[]])) as FacetColumns["values"];
  const ids = Object.fromEntries(LIST_FILTERS.map((f) => [f, new Map<string, number>()])) as FacetColumns["ids"];
  const idOf = (facet: ListFilter, value: string): number => {
    let id = ids[facet].get(value);
    if (id === undefined) {
      id = values[facet].push(value) - 1;
      ids[facet].set(value, id);
    }
    return id;
  };
  const lists = Object.fromEntries(SINGLE_LIST_FILTERS.map((f) => [f, new Int32Array(size)])) as FacetColumns["lists"];
  const ranges = Object.fromEntries(RANGE_FILTERS.map((f) => [f, new Float64Array(size)])) as FacetColumns["ranges"];
  const flags = { igpu: new Int8Array(size), unlocked: new Int8Array(size) };
  const memory = new Int32Array(size);
  for (const cpu of cpus) {
    const pos = cpu.pos;
    for (const facet of SINGLE_LIST_FILTERS) {
      const value = listValue(cpu, facet);
      lists[facet][pos] = value === null ? -1 : idOf(facet, value);
    }
    for (const type of cpu.item.memoryTypes) {
      const id = idOf("memory", type);
      if (id < MAX_MEMORY_TYPES) memory[pos] = (memory[pos] ?? 0) | (1 << id);
    }
    for (const facet of RANGE_FILTERS) ranges[facet][pos] = rangeValue(cpu, facet) ?? NaN;
    flags.igpu[pos] = flag(cpu.hasIgpu);
    flags.unlocked[pos] = flag(cpu.item.unlocked);
  }
  return { size, values, ids, lists, memory, ranges, flags };
}
