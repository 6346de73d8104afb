// The active filters of a query as plain data over the facet columns, each tagged with the
// facet it narrows. Within a facet the chosen values are alternatives (OR); facets combine
// with AND. Data rather than closures, so each kind is tested by its own tight loop.
import type { FacetColumns } from "./facet-columns";
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "./library-fields";
import type { FlagParam, ListParam, RangeParam } from "./library-names";
import type { LibraryQuery } from "./query-model";

export type ActiveFilter =
  | { kind: "list"; facet: ListParam; column: Int32Array; wanted: Uint8Array }
  | { kind: "bits"; facet: ListParam; column: Int32Array; mask: number }
  | { kind: "range"; facet: RangeParam; column: Float64Array; min: number; max: number }
  | { kind: "flag"; facet: FlagParam; column: Int8Array; wanted: number };

function listFilter(columns: FacetColumns, facet: ListParam, chosen: readonly string[]): ActiveFilter {
  const ids = chosen.map((v) => columns.ids[facet].get(v)).filter((id): id is number => id !== undefined);
  const bits = columns.bits[facet];
  if (bits) return { kind: "bits", facet, column: bits, mask: ids.reduce((m, id) => m | (1 << id), 0) };
  const wanted = new Uint8Array(columns.values[facet].length);
  for (const id of ids) wanted[id] = 1;
  return { kind: "list", facet, column: columns.lists[facet]!, wanted };
}

export function activeFilters(query: LibraryQuery, columns: FacetColumns): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const { param: facet } of LIST_FILTERS) {
    if (query[facet].length > 0) active.push(listFilter(columns, facet, query[facet]));
  }
  for (const { param: facet } of RANGE_FILTERS) {
    const min = query[facet].min ?? -Infinity;
    const max = query[facet].max ?? Infinity;
    if (min === -Infinity && max === Infinity) continue;
    active.push({ kind: "range", facet, column: columns.ranges[facet], min, max });
  }
  for (const { param: facet } of FLAG_FILTERS) {
    const flag = query[facet];
    if (flag === null) continue;
    active.push({ kind: "flag", facet, column: columns.flags[facet], wanted: flag === "yes" ? 1 : 0 });
  }
  return active;
}

/**
 * Counts, per position, the filters it fails (`fails`) and remembers the last one
 * (`failedAt`, the only one when fails is 1). Only `positions[0 .. length)` are visited.
 */
export function markFailures(
  filter: ActiveFilter,
  filterIndex: number,
  positions: Int32Array,
  length: number,
  fails: Uint8Array,
  failedAt: Uint8Array,
): void {
  const fail = (pos: number) => {
    fails[pos]! += 1;
    failedAt[pos] = filterIndex;
  };
  switch (filter.kind) {
    case "list": {
      const { column, wanted } = filter;
      for (let i = 0; i < length; i++) {
        const pos = positions[i]!;
        const id = column[pos]!;
        if (id < 0 || wanted[id] !== 1) fail(pos);
      }
      return;
    }
    case "bits": {
      const { column, mask } = filter;
      for (let i = 0; i < length; i++) {
        const pos = positions[i]!;
        if ((column[pos]! & mask) === 0) fail(pos);
      }
      return;
    }
    case "range": {
      const { column, min, max } = filter;
      for (let i = 0; i < length; i++) {
        const pos = positions[i]!;
        const value = column[pos]!;
        // NaN (unknown) fails both comparisons, so it never matches a range.
        if (!(value >= min && value <= max)) fail(pos);
      }
      return;
    }
    case "flag": {
      const { column, wanted } = filter;
      for (let i = 0; i < length; i++) {
        const pos = positions[i]!;
        if (column[pos] !== wanted) fail(pos);
      }
      return;
    }
  }
}
