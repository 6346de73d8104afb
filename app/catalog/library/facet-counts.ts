// Facet counts that reflect the other active filters: a processor that passes every filter
// counts in every facet; one that fails exactly one filter counts only in that filter's
// facet, so each facet shows what choosing another of its values would give.
import type { FacetColumns } from "./facet-columns";
import type { ActiveFilter } from "./filters";
import type { FlagFilter, LibraryQuery, ListFilter, RangeFilter } from "./query-model";
import type { FacetCount, LibraryFacets, RangeBounds } from "./types";

/**
 * Who counts in a facet: the matches, plus, for a facet with a filter, the near misses that
 * fail only that filter (`nearMisses[nearMissStarts[i] .. nearMissStarts[i + 1])` for filter i).
 */
export type CountScope = {
  matches: Int32Array;
  matchCount: number;
  nearMisses: Int32Array;
  nearMissStarts: Int32Array;
};

/** Stretches of positions: [positions, from, to]. */
type Counted = Array<[Int32Array, number, number]>;

function countedIn(scope: CountScope, filterIndex: number): Counted {
  const counted: Counted = [[scope.matches, 0, scope.matchCount]];
  if (filterIndex >= 0) counted.push([scope.nearMisses, scope.nearMissStarts[filterIndex] ?? 0, scope.nearMissStarts[filterIndex + 1] ?? 0]);
  return counted;
}

function countValues(counts: Int32Array, column: Int32Array, counted: Counted): void {
  for (const [positions, from, to] of counted) {
    for (let i = from; i < to; i++) {
      const id = column[positions[i]!]!;
      if (id >= 0) counts[id]! += 1;
    }
  }
}

function countBits(counts: Int32Array, column: Int32Array, counted: Counted): void {
  for (const [positions, from, to] of counted) {
    for (let i = from; i < to; i++) {
      for (let bits = column[positions[i]!]!, id = 0; bits !== 0; id++, bits >>>= 1) if (bits & 1) counts[id]! += 1;
    }
  }
}

function bounds(column: Float64Array, counted: Counted): RangeBounds {
  let min = Infinity;
  let max = -Infinity;
  for (const [positions, from, to] of counted) {
    for (let i = from; i < to; i++) {
      const value = column[positions[i]!]!;
      // NaN (unknown) fails both comparisons.
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : { min: null, max: null };
}

function countFlags(column: Int8Array, counted: Counted): FacetCount[] {
  let yes = 0;
  let no = 0;
  for (const [positions, from, to] of counted) {
    for (let i = from; i < to; i++) {
      const value = column[positions[i]!];
      if (value === 1) yes++;
      else if (value === 0) no++;
    }
  }
  return [
    { value: "yes", count: yes },
    { value: "no", count: no },
  ];
}

/** Lists by count (values with none left out), ties in collation order; a chosen value stays listed so it can be unchosen. */
function facetList(columns: FacetColumns, facet: ListFilter, counts: Int32Array, chosen: readonly string[]): FacetCount[] {
  const values = columns.values[facet];
  const collation = columns.collation[facet];
  const chosenIds = new Set(chosen.map((v) => columns.ids[facet].get(v)));
  const ids: number[] = [];
  for (let id = 0; id < values.length; id++) if ((counts[id] ?? 0) > 0 || chosenIds.has(id)) ids.push(id);
  ids.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (collation[a] ?? 0) - (collation[b] ?? 0));
  return ids.map((id) => ({ value: values[id] ?? "", count: counts[id] ?? 0 }));
}

export function countFacets(columns: FacetColumns, filters: readonly ActiveFilter[], scope: CountScope, query: LibraryQuery): LibraryFacets {
  const counted = (facet: ActiveFilter["facet"]) => countedIn(scope, filters.findIndex((f) => f.facet === facet));
  const list = (facet: ListFilter): FacetCount[] => {
    const counts = new Int32Array(columns.values[facet].length);
    if (facet === "memory") countBits(counts, columns.memory, counted(facet));
    else countValues(counts, columns.lists[facet], counted(facet));
    return facetList(columns, facet, counts, query[facet]);
  };
  const flag = (facet: FlagFilter) => countFlags(columns.flags[facet], counted(facet));
  const range = (facet: RangeFilter) => bounds(columns.ranges[facet], counted(facet));
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
