// The library's state as it lives in the URL: search, filters, sort, page and page size.
// Pure and free of zod so the browser bundle can serialize states (links, sort, paging).
import type { Segment, Vendor } from "#catalogue/fields/value-lists";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Every column can sort; `relevance` only means something with a search. */
export const SORT_KEYS = [
  "relevance",
  "name",
  "vendor",
  "segment",
  "family",
  "series",
  "codename",
  "uarch",
  "process",
  "socket",
  "launch",
  "cores",
  "threads",
  "base",
  "boost",
  "l3",
  "tdp",
  "price",
  "memory",
  "pcie",
  "igpu",
  "unlocked",
  "score",
  "scoreSingle",
  "passmark",
  "value",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";

/** Facets whose values are names from the catalogue (any of them may be chosen). */
export const LIST_FILTERS = ["vendor", "segment", "family", "series", "socket", "codename", "uarch", "memory", "pcie", "sockets"] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** `sockets`: how many sockets a system may hold (maxSockets), as the URL gives it. */
export const SOCKET_COUNTS = ["1", "2", "4", "8"] as const;

/** Numeric facets as inclusive ranges. Boost clock is in GHz in the URL, the rest in their plain units. */
/** `price` is the launch price in USD; a processor without one never matches a price range. */
export const RANGE_FILTERS = ["year", "cores", "threads", "tdp", "boost", "price"] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];
export type Range = { min: number | null; max: number | null };

export const FLAG_FILTERS = ["igpu", "unlocked"] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export type Flag = "yes" | "no";

export { PCIE_VERSIONS } from "#catalogue/fields/value-lists";

export type LibraryQuery = {
  q: string;
  vendor: Vendor[];
  segment: Segment[];
  family: string[];
  series: string[];
  socket: string[];
  codename: string[];
  uarch: string[];
  memory: string[];
  pcie: string[];
  sockets: string[];
  year: Range;
  cores: Range;
  threads: Range;
  tdp: Range;
  boost: Range;
  price: Range;
  igpu: Flag | null;
  unlocked: Flag | null;
  /** null: by relevance with a search, newest first without. */
  sort: SortKey | null;
  dir: SortDir | null;
  page: number;
  pageSize: PageSize;
};

export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

export function emptyLibraryQuery(): LibraryQuery {
  const range = (): Range => ({ min: null, max: null });
  return {
    q: "",
    vendor: [],
    segment: [],
    family: [],
    series: [],
    socket: [],
    codename: [],
    uarch: [],
    memory: [],
    pcie: [],
    sockets: [],
    year: range(),
    cores: range(),
    threads: range(),
    tdp: range(),
    price: range(),
    boost: range(),
    igpu: null,
    unlocked: null,
    sort: null,
    dir: null,
    page: 1,
    pageSize: 25,
  };
}

/** The sort actually applied: the explicit one, or relevance/newest by default. */
export function effectiveSort(query: Pick<LibraryQuery, "q" | "sort" | "dir">): { key: SortKey; dir: SortDir } {
  const key = query.sort ?? (query.q ? "relevance" : "launch");
  return { key, dir: query.dir ?? defaultDir(key) };
}

/** Text sorts A→Z, numbers and dates largest first, relevance best first. */
export function defaultDir(key: SortKey): SortDir {
  return ["name", "vendor", "segment", "family", "series", "codename", "uarch", "process", "socket", "memory", "relevance"].includes(key) ? "asc" : "desc";
}

/** "coresMin", "boostMax": the URL names of a range's two ends. */
export function rangeParam(filter: RangeFilter, end: "min" | "max"): string {
  return `${filter}${end === "min" ? "Min" : "Max"}`;
}

/** The canonical URL query of a state: defaults left out, so equal states share one URL. */
export function libraryQueryParams(query: LibraryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const key of LIST_FILTERS) for (const value of query[key]) params.append(key, value);
  for (const key of RANGE_FILTERS) {
    const { min, max } = query[key];
    if (min !== null) params.set(rangeParam(key, "min"), String(min));
    if (max !== null) params.set(rangeParam(key, "max"), String(max));
  }
  for (const key of FLAG_FILTERS) {
    const flag = query[key];
    if (flag) params.set(key, flag);
  }
  if (query.sort) params.set("sort", query.sort);
  if (query.dir) params.set("dir", query.dir);
  if (query.page !== 1) params.set("page", String(query.page));
  if (query.pageSize !== 25) params.set("pageSize", String(query.pageSize));
  return params;
}

export function serializeLibraryQuery(query: LibraryQuery): string {
  const s = libraryQueryParams(query).toString();
  return s ? `?${s}` : "";
}
