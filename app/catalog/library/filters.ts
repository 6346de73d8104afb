// The active filters of a query as tests on a processor's position in the facet columns,
// each tagged with the facet it narrows. Within a facet the chosen values are alternatives
// (OR); facets combine with AND.
import type { FacetColumns } from "./facet-columns";
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS, type FlagFilter, type LibraryQuery, type ListFilter, type RangeFilter } from "./query-model";

export type FacetName = ListFilter | RangeFilter | FlagFilter;
export type ActiveFilter = { facet: FacetName; test: (pos: number) => boolean };

function listFilter(columns: FacetColumns, facet: ListFilter, chosen: readonly string[]): ActiveFilter {
  const ids = chosen.map((v) => columns.ids[facet].get(v)).filter((id): id is number => id !== undefined);
  if (facet === "memory") {
    const mask = ids.reduce((m, id) => m | (1 << id), 0);
    return { facet, test: (pos) => ((columns.memory[pos] ?? 0) & mask) !== 0 };
  }
  const wanted = new Uint8Array(columns.values[facet].length + 1);
  for (const id of ids) wanted[id] = 1;
  const column = columns.lists[facet];
  return { facet, test: (pos) => wanted[column[pos] ?? -1] === 1 };
}

export function activeFilters(query: LibraryQuery, columns: FacetColumns): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const facet of LIST_FILTERS) {
    if (query[facet].length > 0) active.push(listFilter(columns, facet, query[facet]));
  }
  for (const facet of RANGE_FILTERS) {
    const min = query[facet].min ?? -Infinity;
    const max = query[facet].max ?? Infinity;
    if (min === -Infinity && max === Infinity) continue;
    const column = columns.ranges[facet];
    // NaN (unknown) fails both comparisons, so it never matches a range.
    active.push({ facet, test: (pos) => (column[pos] ?? NaN) >= min && (column[pos] ?? NaN) <= max });
  }
  for (const facet of FLAG_FILTERS) {
    const flag = query[facet];
    if (flag === null) continue;
    const wanted = flag === "yes" ? 1 : 0;
    const column = columns.flags[facet];
    active.push({ facet, test: (pos) => column[pos] === wanted });
  }
  return active;
}
