// Facet counts that reflect the other active filters: a processor that passes every filter
// counts in every facet; one that fails exactly one filter counts only in that filter's
// facet, so each facet shows what choosing another of its values would give.
import { SINGLE_LIST_FILTERS, type FacetColumns } from "./facet-columns";
import type { FacetName } from "./filters";
import { FLAG_FILTERS, RANGE_FILTERS, type FlagFilter, type LibraryQuery, type ListFilter, type RangeFilter } from "./query-model";
import type { FacetCount, LibraryFacets, RangeBounds } from "./types";

/** Counters aligned with the facet columns, so the hot loop indexes arrays only. */
export type Tally = {
  lists: Int32Array[];
  memory: Int32Array;
  rangeMin: Float64Array;
  rangeMax: Float64Array;
  flags: Int32Array[];
};

type ColumnArrays = { lists: Int32Array[]; ranges: Float64Array[]; flags: Int8Array[]; memory: Int32Array };
const arraysCache = new WeakMap<FacetColumns, ColumnArrays>();
function arraysOf(columns: FacetColumns): ColumnArrays {
  let arrays = arraysCache.get(columns);
  if (!arrays) {
    arrays = {
      lists: SINGLE_LIST_FILTERS.map((f) => columns.lists[f]),
      ranges: RANGE_FILTERS.map((f) => columns.ranges[f]),
      flags: FLAG_FILTERS.map((f) => columns.flags[f]),
      memory: columns.memory,
    };
    arraysCache.set(columns, arrays);
  }
  return arrays;
}

export function newTally(columns: FacetColumns): Tally {
  return {
    lists: SINGLE_LIST_FILTERS.map((f) => new Int32Array(columns.values[f].length)),
    memory: new Int32Array(columns.values.memory.length),
    rangeMin: new Float64Array(RANGE_FILTERS.length).fill(Infinity),
    rangeMax: new Float64Array(RANGE_FILTERS.length).fill(-Infinity),
    flags: FLAG_FILTERS.map(() => new Int32Array(2)),
  };
}

function countMemory(tally: Tally, bitsAt: number): void {
  let bits = bitsAt;
  for (let id = 0; bits !== 0; id++, bits >>>= 1) if (bits & 1) tally.memory[id] = (tally.memory[id] ?? 0) + 1;
}

function countList(tally: Tally, arrays: ColumnArrays, pos: number, i: number): void {
  const id = arrays.lists[i]![pos]!;
  if (id >= 0) tally.lists[i]![id]! += 1;
}

function countRange(tally: Tally, arrays: ColumnArrays, pos: number, i: number): void {
  const value = arrays.ranges[i]![pos]!;
  // NaN (unknown) fails both comparisons.
  if (value < tally.rangeMin[i]!) tally.rangeMin[i] = value;
  if (value > tally.rangeMax[i]!) tally.rangeMax[i] = value;
}

function countFlag(tally: Tally, arrays: ColumnArrays, pos: number, i: number): void {
  const value = arrays.flags[i]![pos]!;
  if (value >= 0) tally.flags[i]![value]! += 1;
}

type Slot = { kind: "list" | "memory" | "range" | "flag"; i: number };
const SLOTS = new Map<FacetName, Slot>([
  ...SINGLE_LIST_FILTERS.map((f, i) => [f, { kind: "list", i }] as const),
  ["memory", { kind: "memory", i: 0 }],
  ...RANGE_FILTERS.map((f, i) => [f, { kind: "range", i }] as const),
  ...FLAG_FILTERS.map((f, i) => [f, { kind: "flag", i }] as const),
]);

/** Counts a processor that passed every filter (onlyFacet: null) or failed only onlyFacet's. */
export function tallyCpu(tally: Tally, columns: FacetColumns, pos: number, onlyFacet: FacetName | null): void {
  const arrays = arraysOf(columns);
  if (onlyFacet === null) {
    for (let i = 0; i < arrays.lists.length; i++) countList(tally, arrays, pos, i);
    countMemory(tally, arrays.memory[pos]!);
    for (let i = 0; i < arrays.ranges.length; i++) countRange(tally, arrays, pos, i);
    for (let i = 0; i < arrays.flags.length; i++) countFlag(tally, arrays, pos, i);
    return;
  }
  const slot = SLOTS.get(onlyFacet);
  if (!slot) return;
  if (slot.kind === "list") countList(tally, arrays, pos, slot.i);
  else if (slot.kind === "memory") countMemory(tally, arrays.memory[pos]!);
  else if (slot.kind === "range") countRange(tally, arrays, pos, slot.i);
  else countFlag(tally, arrays, pos, slot.i);
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value, "en", { numeric: true });

/** Lists by count (values with none left out); a chosen value stays listed so it can be unchosen. */
export function facetsOf(tally: Tally, columns: FacetColumns, query: LibraryQuery): LibraryFacets {
  const list = (facet: ListFilter): FacetCount[] => {
    const chosen = new Set<string>(query[facet]);
    const counts = facet === "memory" ? tally.memory : tally.lists[SINGLE_LIST_FILTERS.indexOf(facet)]!;
    return columns.values[facet]
      .map((value, id) => ({ value, count: counts[id] ?? 0 }))
      .filter((c) => c.count > 0 || chosen.has(c.value))
      .sort(byCount);
  };
  const flag = (facet: FlagFilter): FacetCount[] => {
    const counts = tally.flags[FLAG_FILTERS.indexOf(facet)];
    return [
      { value: "yes", count: counts?.[1] ?? 0 },
      { value: "no", count: counts?.[0] ?? 0 },
    ];
  };
  const range = (facet: RangeFilter): RangeBounds => {
    const i = RANGE_FILTERS.indexOf(facet);
    const min = tally.rangeMin[i] ?? Infinity;
    const max = tally.rangeMax[i] ?? -Infinity;
    return min <= max ? { min, max } : { min: null, max: null };
  };
  return {
    vendor: list("vendor"),
    segment: list("segment"),
    family: list("family"),
    series: list("series"),
    socket: list("socket"),
    codename: list("codename"),
    uarch: list("uarch"),
    memory: list("memory"),
    pcie: list("pcie"),
    igpu: flag("igpu"),
    unlocked: flag("unlocked"),
    year: range("year"),
    cores: range("cores"),
    threads: range("threads"),
    tdp: range("tdp"),
    boost: range("boost"),
  };
}
