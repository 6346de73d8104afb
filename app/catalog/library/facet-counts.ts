// Facet counts that reflect the other active filters: a processor that passes every filter
// counts in every facet; one that fails exactly one filter counts only in that filter's
// facet, so each facet shows what choosing another of its values would give.
import type { FacetColumns } from "./facet-columns";
import type { ActiveFilter } from "./filters";
import { FILTER_SPECS, FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "./library-fields";
import type { FlagParam as FlagFilter, ListParam as ListFilter, RangeParam as RangeFilter } from "./library-names";
import type { LibraryQuery } from "./query-model";
import type { FacetCount, LibraryFacets, RangeBounds } from "./types";

/**
 * Who counts in a facet: the matches, plus, for a facet with a filter, the near misses that
 * fail only that filter (`nearMisses[nearMissStarts[i] .. nearMissStarts[i + 1])` for filter i,
 * the processors with fails 1 and failedAt i).
 */
export type CountScope = {
  isMatch: Uint8Array;
  matches: Int32Array;
  matchCount: number;
  nearMisses: Int32Array;
  nearMissStarts: Int32Array;
  fails: Uint8Array;
  failedAt: Uint8Array;
  /** Room for every position, reused: the non-matches (found once per query) and a filtered facet's rest (facet after facet). */
  buffers: { nonMatches: Int32Array; rest: Int32Array };
};

/** Counts over the whole catalogue and each range column's known values in order: once per data version. */
type Whole = {
  lists: Record<ListFilter, Int32Array>;
  flags: Record<FlagFilter, Int32Array>;
  rangeOrders: Record<RangeFilter, Int32Array>;
};

/** Stretches of positions: [positions, from, to]. */
type Stretch = [Int32Array, number, number];
/** Whom to count: directly, or (`sign` -1) the whole catalogue's counts minus the rest. */
type Counted = { stretches: Stretch[]; sign: 1 | -1 };

const wholes = new WeakMap<FacetColumns, Whole>();

function wholeOf(columns: FacetColumns): Whole {
  let whole = wholes.get(columns);
  if (whole) return whole;
  const all: Counted = {
    stretches: [[Int32Array.from({ length: columns.size }, (_, pos) => pos), 0, columns.size]],
    sign: 1,
  };
  const lists = Object.fromEntries(
    LIST_FILTERS.map(({ param: f }) => [f, countList(columns, f, new Int32Array(columns.values[f].length), all)]),
  ) as Whole["lists"];
  const flags = Object.fromEntries(
    FLAG_FILTERS.map(({ param: f }) => [f, countFlags(new Int32Array(2), columns.flags[f], all)]),
  ) as Whole["flags"];
  const rangeOrders = Object.fromEntries(
    RANGE_FILTERS.map(({ param: f }) => {
      const column = columns.ranges[f];
      const known = all.stretches[0]![0].filter((pos) => !Number.isNaN(column[pos]));
      return [f, known.sort((a, b) => column[a]! - column[b]!)];
    }),
  ) as Whole["rangeOrders"];
  whole = { lists, flags, rangeOrders };
  wholes.set(columns, whole);
  return whole;
}

/** A named facet's counts: by value id, or by bit for a many-valued one. */
function countList(columns: FacetColumns, facet: ListFilter, counts: Int32Array, by: Counted): Int32Array {
  const bits = columns.bits[facet];
  return bits ? countBits(counts, bits, by) : countValues(counts, columns.lists[facet]!, by);
}

function countValues(counts: Int32Array, column: Int32Array, { stretches, sign }: Counted): Int32Array {
  for (const [positions, from, to] of stretches) {
    for (let i = from; i < to; i++) {
      const id = column[positions[i]!]!;
      if (id >= 0) counts[id]! += sign;
    }
  }
  return counts;
}

function countBits(counts: Int32Array, column: Int32Array, { stretches, sign }: Counted): Int32Array {
  for (const [positions, from, to] of stretches) {
    for (let i = from; i < to; i++) {
      for (let bits = column[positions[i]!]!, id = 0; bits !== 0; id++, bits >>>= 1) if (bits & 1) counts[id]! += sign;
    }
  }
  return counts;
}

/** counts[1] yes, counts[0] no. */
function countFlags(counts: Int32Array, column: Int8Array, { stretches, sign }: Counted): Int32Array {
  for (const [positions, from, to] of stretches) {
    for (let i = from; i < to; i++) {
      const value = column[positions[i]!]!;
      if (value >= 0) counts[value]! += sign;
    }
  }
  return counts;
}

function bounds(column: Float64Array, { stretches }: Counted): RangeBounds {
  let min = Infinity;
  let max = -Infinity;
  for (const [positions, from, to] of stretches) {
    for (let i = from; i < to; i++) {
      const value = column[positions[i]!]!;
      // NaN (unknown) fails both comparisons.
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : { min: null, max: null };
}

/** Bounds of a large set: its first and last members in the column's value order, a few steps in. */
function boundsByOrder(column: Float64Array, order: Int32Array, scope: CountScope, filterIndex: number): RangeBounds {
  const { isMatch, fails, failedAt } = scope;
  const counts = (pos: number) =>
    isMatch[pos] === 1 || (filterIndex >= 0 && fails[pos] === 1 && failedAt[pos] === filterIndex);
  let first = 0;
  while (first < order.length && !counts(order[first]!)) first++;
  if (first === order.length) return { min: null, max: null };
  let last = order.length - 1;
  while (!counts(order[last]!)) last--;
  return { min: column[order[first]!]!, max: column[order[last]!]! };
}

/**
 * Whom a facet counts. When that is most of the catalogue, the rest is fewer: count it and
 * subtract from the whole catalogue's counts (the unfiltered page counts nothing at all).
 * The rest of an unfiltered facet is the non-matches, found once for all such facets; a
 * filtered facet needs its own pass, so it pays off only when the rest is small.
 */
function countedFor(scope: CountScope, filterIndex: number, nonMatches: () => Int32Array): Counted {
  const { matches, matchCount, nearMisses, nearMissStarts } = scope;
  if (filterIndex < 0) {
    if (!isMostOf(scope, matchCount, 1 / 2)) return { stretches: [[matches, 0, matchCount]], sign: 1 };
    const others = nonMatches();
    return { stretches: [[others, 0, others.length]], sign: -1 };
  }
  const from = nearMissStarts[filterIndex]!;
  const to = nearMissStarts[filterIndex + 1]!;
  if (!isMostOf(scope, matchCount + to - from, 3 / 4))
    return {
      stretches: [
        [matches, 0, matchCount],
        [nearMisses, from, to],
      ],
      sign: 1,
    };
  const { isMatch, fails, failedAt } = scope;
  const others = scope.buffers.rest;
  let n = 0;
  for (let pos = 0; pos < isMatch.length; pos++) {
    if (isMatch[pos] !== 1 && (fails[pos] !== 1 || failedAt[pos] !== filterIndex)) others[n++] = pos;
  }
  return { stretches: [[others, 0, n]], sign: -1 };
}

const isMostOf = (scope: CountScope, size: number, share: number) => size > scope.isMatch.length * share;

/** Positions that do not match, ascending. */
function nonMatchesOf({ isMatch, matchCount, buffers }: CountScope): Int32Array {
  const others = buffers.nonMatches.subarray(0, isMatch.length - matchCount);
  if (others.length === 0) return others;
  let n = 0;
  for (let pos = 0; pos < isMatch.length; pos++) if (isMatch[pos] !== 1) others[n++] = pos;
  return others;
}

/** Lists by count (values with none left out), ties in collation order; a chosen value stays listed so it can be unchosen. */
function facetList(
  columns: FacetColumns,
  facet: ListFilter,
  counts: Int32Array,
  chosen: readonly string[],
): FacetCount[] {
  const values = columns.values[facet];
  const collation = columns.collation[facet];
  const chosenIds = new Set(chosen.map((v) => columns.ids[facet].get(v)));
  const ids: number[] = [];
  for (let id = 0; id < values.length; id++) if ((counts[id] ?? 0) > 0 || chosenIds.has(id)) ids.push(id);
  ids.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (collation[a] ?? 0) - (collation[b] ?? 0));
  return ids.map((id) => ({ value: values[id] ?? "", count: counts[id] ?? 0 }));
}

export function countFacets(
  columns: FacetColumns,
  filters: readonly ActiveFilter[],
  scope: CountScope,
  query: LibraryQuery,
): LibraryFacets {
  const whole = wholeOf(columns);
  let others: Int32Array | null = null;
  const nonMatches = () => (others ??= nonMatchesOf(scope));
  const counted = (facet: ActiveFilter["facet"]) =>
    countedFor(
      scope,
      filters.findIndex((f) => f.facet === facet),
      nonMatches,
    );
  const start = (wholeCounts: Int32Array, by: Counted) =>
    by.sign === 1 ? new Int32Array(wholeCounts.length) : wholeCounts.slice();
  const list = (facet: ListFilter): FacetCount[] => {
    const by = counted(facet);
    const counts = countList(columns, facet, start(whole.lists[facet], by), by);
    return facetList(columns, facet, counts, query[facet]);
  };
  const flag = (facet: FlagFilter): FacetCount[] => {
    const by = counted(facet);
    const counts = countFlags(start(whole.flags[facet], by), columns.flags[facet], by);
    return [
      { value: "yes", count: counts[1] ?? 0 },
      { value: "no", count: counts[0] ?? 0 },
    ];
  };
  const range = (facet: RangeFilter): RangeBounds => {
    const filterIndex = filters.findIndex((f) => f.facet === facet);
    const nearMissCount =
      filterIndex < 0 ? 0 : scope.nearMissStarts[filterIndex + 1]! - scope.nearMissStarts[filterIndex]!;
    // In value order a large set's bounds are a few steps from either end.
    if (isMostOf(scope, scope.matchCount + nearMissCount, 1 / 4))
      return boundsByOrder(columns.ranges[facet], whole.rangeOrders[facet], scope, filterIndex);
    const stretches: Stretch[] = [[scope.matches, 0, scope.matchCount]];
    if (filterIndex >= 0)
      stretches.push([scope.nearMisses, scope.nearMissStarts[filterIndex]!, scope.nearMissStarts[filterIndex + 1]!]);
    return bounds(columns.ranges[facet], { stretches, sign: 1 });
  };
  return Object.fromEntries(
    FILTER_SPECS.map((f) => [
      f.param,
      f.kind === "list" ? list(f.param) : f.kind === "flag" ? flag(f.param) : range(f.param),
    ]),
  ) as LibraryFacets;
}
