// The library's state as it lives in the URL: search, filters, sort, page and page size.
// Pure and free of zod and of the field registry's values (only its types), so the browser
// bundle can serialize states (links, sort, paging); library-fields.ts holds the lists.
import type { SortDir } from "#catalogue/fields/library-roles";
import type { CellFormat, ColumnId, FilterParam, FlagParam, ListParam, RangeParam, SortKey } from "./library-names";

export type { SortDir } from "#catalogue/fields/library-roles";
export type { CellFormat, ColumnId, FilterParam, FlagParam, ListParam, RangeParam, SortKey } from "./library-names";
export { PCIE_VERSIONS } from "#catalogue/fields/value-lists";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export type Range = { min: number | null; max: number | null };
export type Flag = "yes" | "no";

/** Every filter by its URL name: named values, a range, or yes/no. */
export type LibraryFilters = { [P in ListParam]: string[] } & { [P in RangeParam]: Range } & {
  [P in FlagParam]: Flag | null;
};

export type LibraryQuery = {
  q: string;
  /** null: by relevance with a search, newest first without. */
  sort: SortKey | null;
  dir: SortDir | null;
  page: number;
  pageSize: PageSize;
} & LibraryFilters;

/** What the page's components need to know of the filters, sorts and columns (library-fields.ts). */
export type LibraryLayout = {
  filters: Record<FilterParam, { kind: "list" | "flag" } | { kind: "range"; step: number }>;
  /** Every sort key, in the sort control's order, with its default direction. */
  sortDirs: Record<SortKey, SortDir>;
  /** `field`: the item field (or score) a cell reads; "" for columns worked out from several. */
  columns: Record<ColumnId, { sort: SortKey; format: CellFormat; field: string }>;
};

export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

/** The sort actually applied: the explicit one, or relevance/newest by default; `dirs` gives each key's default direction. */
export function effectiveSort(
  query: Pick<LibraryQuery, "q" | "sort" | "dir">,
  dirs: Readonly<Record<SortKey, SortDir>>,
): { key: SortKey; dir: SortDir } {
  const key = query.sort ?? (query.q ? "relevance" : "launch");
  return { key, dir: query.dir ?? dirs[key] };
}

/** "coresMin", "boostMax": the URL names of a range's two ends. */
export function rangeParam(filter: RangeParam, end: "min" | "max"): string {
  return `${filter}${end === "min" ? "Min" : "Max"}`;
}

const NOT_FILTERS = new Set(["q", "sort", "dir", "page", "pageSize"]);
const isRange = (value: unknown): value is Range =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each filter of a state with its value, in the state's (the canonical) order. */
export function filterEntries(query: LibraryQuery): Array<[FilterParam, string[] | Range | Flag | null]> {
  return Object.entries(query).filter(([key]) => !NOT_FILTERS.has(key)) as Array<
    [FilterParam, string[] | Range | Flag | null]
  >;
}

/** The state without any filter or search (sort and page size kept). */
export function withoutFilters(query: LibraryQuery): LibraryQuery {
  const cleared = filterEntries(query).map(([key, value]) => [
    key,
    Array.isArray(value) ? [] : isRange(value) ? { min: null, max: null } : null,
  ]);
  return { ...query, ...Object.fromEntries(cleared), q: "", page: 1 };
}

/** The canonical URL query of a state: defaults left out, so equal states share one URL. */
export function libraryQueryParams(query: LibraryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const [key, value] of filterEntries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (isRange(value)) {
      if (value.min !== null) params.set(rangeParam(key as RangeParam, "min"), String(value.min));
      if (value.max !== null) params.set(rangeParam(key as RangeParam, "max"), String(value.max));
    } else if (value) params.set(key, value);
  }
  if (query.sort) params.set("sort", query.sort);
  if (query.dir) params.set("dir", query.dir);
  if (query.page !== 1) params.set("page", String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  return params;
}

export function serializeLibraryQuery(query: LibraryQuery): string {
  const s = libraryQueryParams(query).toString();
  return s ? `?${s}` : "";
}
