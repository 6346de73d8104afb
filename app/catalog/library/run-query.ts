// One pass over the index: search and filters decide the matches, facets are counted on
// the way, and one page is read in the requested order. Pure: the index and the search
// ranks come in as arguments.
import type { FacetColumns } from "./facet-columns";
import { facetsOf, newTally, tallyCpu } from "./facet-counts";
import { activeFilters, type ActiveFilter } from "./filters";
import { effectiveSort, type LibraryQuery, type SortDir, type SortKey } from "./query-model";
import { nameRanks, sortOrder } from "./sort-orders";
import type { IndexedCpu, LibraryResult } from "./types";

export type QueryableIndex = {
  cpus: ReadonlyArray<IndexedCpu>;
  columns: FacetColumns;
  /** Whole-index orders by "key:dir", and the name ranks they break ties with; filled on first use. */
  orders: Map<string, Int32Array>;
};
/** Search ranks by processor key (lower is better); null when there is no search. */
export type SearchRanks = ReadonlyMap<number, number> | null;
/** Pages clamp a page past the end to the last one; the API answers it with no items. */
export type Paging = { page: number; pageSize: number; clampPage: boolean };

function cached(index: QueryableIndex, name: string, build: () => Int32Array): Int32Array {
  let value = index.orders.get(name);
  if (!value) index.orders.set(name, (value = build()));
  return value;
}

export function orderOf(index: QueryableIndex, key: Exclude<SortKey, "relevance">, dir: SortDir): Int32Array {
  const names = cached(index, "names", () => nameRanks(index.cpus));
  return cached(index, `${key}:${dir}`, () => sortOrder(index.cpus, key, dir, names));
}

/** Rank of each position in an order (for sorting a subset by it). */
function ranksOf(index: QueryableIndex, key: Exclude<SortKey, "relevance">, dir: SortDir): Int32Array {
  return cached(index, `rank:${key}:${dir}`, () => {
    const order = orderOf(index, key, dir);
    const ranks = new Int32Array(order.length);
    order.forEach((pos, rank) => (ranks[pos] = rank));
    return ranks;
  });
}

/** The positions of the requested page, in order. */
function pagePositions(index: QueryableIndex, query: LibraryQuery, mask: Uint8Array, matched: number[], ranks: SearchRanks, start: number, end: number): number[] {
  const sort = effectiveSort(query);
  if (sort.key === "relevance" || ranks) {
    if (sort.key === "relevance") {
      // Best search rank first, newest first among equals.
      const newest = ranksOf(index, "launch", "desc");
      const sign = sort.dir === "asc" ? 1 : -1;
      const searchRank = new Int8Array(index.cpus.length).fill(9);
      for (const pos of matched) searchRank[pos] = ranks?.get(index.cpus[pos]?.key ?? -1) ?? 9;
      return matched.sort((a, b) => sign * ((searchRank[a] ?? 9) - (searchRank[b] ?? 9)) || (newest[a] ?? 0) - (newest[b] ?? 0)).slice(start, end);
    }
    const order = ranksOf(index, sort.key, sort.dir);
    return matched.sort((a, b) => (order[a] ?? 0) - (order[b] ?? 0)).slice(start, end);
  }
  const positions: number[] = [];
  let seen = 0;
  for (const pos of orderOf(index, sort.key, sort.dir)) {
    if (mask[pos] !== 1) continue;
    if (seen++ >= start) positions.push(pos);
    if (seen >= end) break;
  }
  return positions;
}

/** Which filter a processor fails: -1 none, -2 more than one, else the filter's index. */
function failedFilter(filters: ActiveFilter[], pos: number): number {
  let failed = -1;
  for (let i = 0; i < filters.length; i++) {
    if (filters[i]?.test(pos)) continue;
    if (failed !== -1) return -2;
    failed = i;
  }
  return failed;
}

export function runLibraryQuery(index: QueryableIndex, query: LibraryQuery, ranks: SearchRanks, paging: Paging): LibraryResult {
  const { columns } = index;
  const filters = activeFilters(query, columns);
  const tally = newTally(columns);
  const mask = new Uint8Array(index.cpus.length);
  const matched: number[] = [];
  for (const cpu of index.cpus) {
    if (ranks && !ranks.has(cpu.key)) continue;
    const pos = cpu.pos;
    const failed = failedFilter(filters, pos);
    if (failed === -1) {
      mask[pos] = 1;
      matched.push(pos);
      tallyCpu(tally, columns, pos, null);
    } else if (failed >= 0) {
      tallyCpu(tally, columns, pos, filters[failed]?.facet ?? null);
    }
  }
  const total = matched.length;
  const { pageSize } = paging;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = paging.clampPage ? Math.min(paging.page, lastPage) : paging.page;
  const start = (page - 1) * pageSize;
  const positions = start >= total ? [] : pagePositions(index, query, mask, matched, ranks, start, Math.min(total, start + pageSize));
  const items = positions.map((pos) => index.cpus[pos]?.item).filter((item) => item !== undefined);
  return { total, page, pageSize, items, facets: facetsOf(tally, columns, query) };
}
