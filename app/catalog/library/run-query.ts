// One pass over the index: search and filters decide the matches, facets are counted on
// the way, and one page is read in the requested order. Pure: the index and the search
// ranks come in as arguments.
import { facetsOf, newTally, tallyCpu } from "./facet-counts";
import { activeFilters } from "./filters";
import { effectiveSort, type LibraryQuery, type SortDir, type SortKey } from "./query-model";
import { compareCpus, sortOrder } from "./sort-orders";
import type { IndexedCpu, LibraryResult } from "./types";

export type QueryableIndex = { cpus: ReadonlyArray<IndexedCpu>; orders: Map<string, Int32Array> };
/** Search ranks by processor key (lower is better); null when there is no search. */
export type SearchRanks = ReadonlyMap<number, number> | null;
/** Pages clamp a page past the end to the last one; the API answers it with no items. */
export type Paging = { page: number; pageSize: number; clampPage: boolean };

/** Small result sets are sorted directly; large ones walk a cached whole-index order. */
const DIRECT_SORT_LIMIT = 2_000;

function orderOf(index: QueryableIndex, key: Exclude<SortKey, "relevance">, dir: SortDir): Int32Array {
  const name = `${key}:${dir}`;
  let order = index.orders.get(name);
  if (!order) index.orders.set(name, (order = sortOrder(index.cpus, key, dir)));
  return order;
}

function byRelevance(ranks: ReadonlyMap<number, number>, dir: SortDir) {
  const newest = compareCpus("launch", "desc");
  const sign = dir === "asc" ? 1 : -1;
  return (a: IndexedCpu, b: IndexedCpu) => sign * ((ranks.get(a.key) ?? 9) - (ranks.get(b.key) ?? 9)) || newest(a, b);
}

function sortedMatches(index: QueryableIndex, matches: IndexedCpu[], mask: Uint8Array, query: LibraryQuery, ranks: SearchRanks): IndexedCpu[] | Int32Array {
  const sort = effectiveSort(query);
  if (sort.key === "relevance") {
    return ranks ? matches.sort(byRelevance(ranks, sort.dir)) : matches.sort(compareCpus("launch", "desc"));
  }
  if (matches.length <= DIRECT_SORT_LIMIT) return matches.sort(compareCpus(sort.key, sort.dir));
  const order = orderOf(index, sort.key, sort.dir);
  return order.filter((pos) => mask[pos] === 1);
}

export function runLibraryQuery(index: QueryableIndex, query: LibraryQuery, ranks: SearchRanks, paging: Paging): LibraryResult {
  const filters = activeFilters(query);
  const tally = newTally();
  const mask = new Uint8Array(index.cpus.length);
  const matches: IndexedCpu[] = [];
  for (const cpu of index.cpus) {
    if (ranks && !ranks.has(cpu.key)) continue;
    let failed: (typeof filters)[number] | null = null;
    let failures = 0;
    for (const filter of filters) {
      if (filter.test(cpu)) continue;
      failed = filter;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matches.push(cpu);
      mask[cpu.pos] = 1;
      tallyCpu(tally, cpu, null);
    } else if (failures === 1 && failed) {
      tallyCpu(tally, cpu, failed.facet);
    }
  }
  const total = matches.length;
  const { pageSize } = paging;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = paging.clampPage ? Math.min(paging.page, lastPage) : paging.page;
  const start = (page - 1) * pageSize;
  const ordered = start >= total ? [] : sortedMatches(index, matches, mask, query, ranks);
  const items: IndexedCpu[] = [];
  for (let i = start; i < Math.min(total, start + pageSize); i++) {
    const entry = ordered[i];
    const cpu = typeof entry === "number" ? index.cpus[entry] : entry;
    if (cpu) items.push(cpu);
  }
  return { total, page, pageSize, items: items.map((c) => c.item), facets: facetsOf(tally, query) };
}
