// One query over the index: search and filters decide the matches, facets are counted
// over them, and one page is read off a presorted order. The index and the search ranks come
// in as arguments; the index keeps only what a query fills on first use (sort orders, working
// buffers), so the same query always gives the same answer. Typed arrays throughout, items
// only for the page.
import type { FacetColumns } from "./facet-columns";
import { countFacets, type CountScope } from "./facet-counts";
import { activeFilters, markFailures } from "./filters";
import { itemAt, type LibraryTable } from "./library-table";
import { SORT_DIRS } from "./library-fields";
import { effectiveSort, type LibraryQuery, type SortDir } from "./query-model";
import * as rank from "./search-plan";
import { nameRanks, sortOrder, type ColumnSortKey } from "./sort-orders";
import type { LibraryResult } from "./types";

export type QueryableIndex = {
  table: LibraryTable;
  columns: FacetColumns;
  /** Whole-index orders by "key:dir" (and the name ranks they break ties with), filled on first use. */
  orders: Map<string, Int32Array>;
  /** The order of equally good search matches (search-corpus.ts); newest first without it. */
  search?: { popular: Int32Array };
  /** Working buffers of one query, made on first use and reused by the next (see scratchOf). */
  scratch?: QueryScratch;
};

/**
 * A query's per-position buffers. Queries run one at a time (they are synchronous) and no
 * result keeps a buffer, so each index reuses one set instead of allocating up to 1.5 MB per
 * query at 50,000 processors, which the garbage collector freed late (the design's RSS budget).
 */
type QueryScratch = {
  candidates: Int32Array;
  fails: Uint8Array;
  failedAt: Uint8Array;
  isMatch: Uint8Array;
  matches: Int32Array;
  nearMisses: Int32Array;
  counting: CountScope["buffers"];
};

function scratchOf(index: QueryableIndex): QueryScratch {
  const { size } = index.table;
  const scratch = (index.scratch ??= {
    candidates: new Int32Array(size),
    fails: new Uint8Array(size),
    failedAt: new Uint8Array(size),
    isMatch: new Uint8Array(size),
    matches: new Int32Array(size),
    nearMisses: new Int32Array(size),
    counting: { nonMatches: new Int32Array(size), rest: new Int32Array(size) },
  });
  scratch.fails.fill(0);
  scratch.failedAt.fill(0);
  scratch.isMatch.fill(0);
  return scratch;
}
// Local copies: in modules compiled to CommonJS (tsx, vitest) an imported binding is a getter call on every use.
const NO_MATCH = rank.NO_MATCH;
const RANK_WORDS = rank.RANK_WORDS;

/** Search ranks by position (search-plan.ts), NO_MATCH for none; null when there is no search. */
export type SearchRanks = Uint8Array | null;
/** Pages clamp a page past the end to the last one; the API answers it with no items. */
export type Paging = { page: number; pageSize: number; clampPage: boolean };

function cached(index: QueryableIndex, name: string, build: () => Int32Array): Int32Array {
  let value = index.orders.get(name);
  if (!value) index.orders.set(name, (value = build()));
  return value;
}

export function orderOf(index: QueryableIndex, key: ColumnSortKey, dir: SortDir): Int32Array {
  const names = cached(index, "names", () => nameRanks(index.table));
  return cached(index, `${key}:${dir}`, () => sortOrder(index.table, key, dir, names));
}

/** Positions a search leaves (all of them without one), ascending. */
function candidatesOf(
  index: QueryableIndex,
  ranks: SearchRanks,
  candidates: Int32Array,
): { candidates: Int32Array; candidateCount: number } {
  const { size } = index.table;
  if (!ranks)
    return {
      candidates: cached(index, "all", () => Int32Array.from({ length: size }, (_, pos) => pos)),
      candidateCount: size,
    };
  let candidateCount = 0;
  for (let pos = 0; pos < size; pos++) if (ranks[pos] !== NO_MATCH) candidates[candidateCount++] = pos;
  return { candidates, candidateCount };
}

/** Walks `order` and keeps the matches from the start-th to the end-th. */
function pageOfOrder(order: Int32Array, isMatch: Uint8Array, start: number, end: number): number[] {
  const positions: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < end; i++) {
    const pos = order[i]!;
    if (isMatch[pos] !== 1) continue;
    if (seen++ >= start) positions.push(pos);
  }
  return positions;
}

/**
 * By relevance: best search rank first (worst first for "desc"); among equals the most run,
 * then the newest (search-corpus.ts). Without a search, newest first.
 * Ranks are few, so instead of sorting the matches this walks the newest-first order once,
 * placing each match at its rank's offset.
 */
function pageByRelevance(
  index: QueryableIndex,
  ranks: SearchRanks,
  isMatch: Uint8Array,
  dir: SortDir,
  start: number,
  end: number,
): number[] {
  const newest = orderOf(index, "launch", "desc");
  if (!ranks) return pageOfOrder(newest, isMatch, start, end);
  const order = index.search?.popular ?? newest;
  const perRank = new Int32Array(RANK_WORDS + 1);
  for (let pos = 0; pos < isMatch.length; pos++) if (isMatch[pos] === 1) perRank[ranks[pos]!]! += 1;
  const offsets = new Int32Array(RANK_WORDS + 1);
  let offset = 0;
  for (let i = 0; i <= RANK_WORDS; i++) {
    const rank = dir === "asc" ? i : RANK_WORDS - i;
    offsets[rank] = offset;
    offset += perRank[rank]!;
  }
  const positions = new Array<number>(end - start);
  let placed = 0;
  for (let i = 0; i < order.length && placed < end - start; i++) {
    const pos = order[i]!;
    if (isMatch[pos] !== 1) continue;
    const at = offsets[ranks[pos]!]!++;
    if (at >= start && at < end) {
      positions[at - start] = pos;
      placed++;
    }
  }
  return positions;
}

/** The matches (no filter failed) and, grouped by filter, the near misses (only that filter failed). */
function partition(
  { isMatch, matches, nearMisses: nearMissBuffer, fails, failedAt, counting }: QueryScratch,
  candidates: Int32Array,
  candidateCount: number,
  filterCount: number,
): CountScope {
  let matchCount = 0;
  const nearMissStarts = new Int32Array(filterCount + 1);
  for (let i = 0; i < candidateCount; i++) {
    const pos = candidates[i]!;
    const failed = fails[pos]!;
    if (failed === 0) {
      matches[matchCount++] = pos;
      isMatch[pos] = 1;
    } else if (failed === 1) nearMissStarts[failedAt[pos]! + 1]! += 1;
  }
  for (let f = 0; f < filterCount; f++) nearMissStarts[f + 1]! += nearMissStarts[f]!;
  const nearMisses = nearMissBuffer.subarray(0, nearMissStarts[filterCount]!);
  if (nearMisses.length > 0) {
    const next = nearMissStarts.slice(0, filterCount);
    for (let i = 0; i < candidateCount; i++) {
      const pos = candidates[i]!;
      if (fails[pos] === 1) nearMisses[next[failedAt[pos]!]!++] = pos;
    }
  }
  return { isMatch, matches, matchCount, nearMisses, nearMissStarts, fails, failedAt, buffers: counting };
}

export function runLibraryQuery(
  index: QueryableIndex,
  query: LibraryQuery,
  ranks: SearchRanks,
  paging: Paging,
): LibraryResult {
  const { columns, table } = index;
  const filters = activeFilters(query, columns);
  const scratch = scratchOf(index);
  const { candidates, candidateCount } = candidatesOf(index, ranks, scratch.candidates);
  filters.forEach((filter, i) => markFailures(filter, i, candidates, candidateCount, scratch.fails, scratch.failedAt));
  const scope = partition(scratch, candidates, candidateCount, filters.length);
  const { isMatch } = scope;
  const total = scope.matchCount;
  const { pageSize } = paging;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = paging.clampPage ? Math.min(paging.page, lastPage) : paging.page;
  const start = (page - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  const sort = effectiveSort(query, SORT_DIRS);
  let positions: number[] = [];
  if (start < total) {
    positions =
      sort.key === "relevance"
        ? pageByRelevance(index, ranks, isMatch, sort.dir, start, end)
        : pageOfOrder(orderOf(index, sort.key, sort.dir), isMatch, start, end);
  }
  const items = positions.map((pos) => itemAt(table, pos));
  return { total, page, pageSize, items, facets: countFacets(columns, filters, scope, query) };
}
