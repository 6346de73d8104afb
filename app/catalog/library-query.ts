// The library's URL state, parsed leniently for pages (bad values are dropped and named)
// and strictly for the API (bad values are a 400). Pure: no server or browser imports.
import { z } from "zod";
import { SEGMENTS, VENDORS } from "./seed-schema";

export const PAGE_SIZES = [25, 50, 100] as const;
export const SORT_KEYS = ["name", "launch", "cores", "threads", "boost", "base", "l3", "tdp"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export type LibraryQuery = {
  q: string;
  vendor: Array<(typeof VENDORS)[number]>;
  segment: Array<(typeof SEGMENTS)[number]>;
  sort: SortKey;
  dir: "asc" | "desc";
  page: number;
  pageSize: (typeof PAGE_SIZES)[number];
};

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = {
  q: "",
  vendor: [],
  segment: [],
  sort: "launch",
  dir: "desc",
  page: 1,
  pageSize: 25,
};

const MAX_QUERY_LENGTH = 100;
const fields = {
  q: z.string().max(MAX_QUERY_LENGTH),
  vendor: z.enum(VENDORS),
  segment: z.enum(SEGMENTS),
  sort: z.enum(SORT_KEYS),
  dir: z.enum(["asc", "desc"]),
  page: z.coerce.number().int().min(1).max(100_000),
  pageSize: z.coerce.number().pipe(z.union(PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>])),
};
const LIST_KEYS = new Set(["vendor", "segment"]);
const KNOWN_KEYS = new Set(Object.keys(fields));

export type ParseResult = { query: LibraryQuery; ignored: string[] };

export function parseLibraryQuery(params: URLSearchParams): ParseResult {
  const query: LibraryQuery = { ...DEFAULT_LIBRARY_QUERY, vendor: [], segment: [] };
  const ignored: string[] = [];
  for (const [key, raw] of params) {
    if (!KNOWN_KEYS.has(key)) {
      ignored.push(key);
      continue;
    }
    const schema = fields[key as keyof typeof fields];
    const parsed = schema.safeParse(key === "q" ? raw.trim() : raw);
    if (!parsed.success) {
      ignored.push(key);
      continue;
    }
    if (LIST_KEYS.has(key)) {
      const list = query[key as "vendor" | "segment"] as string[];
      if (!list.includes(parsed.data as string)) list.push(parsed.data as string);
    } else {
      (query as Record<string, unknown>)[key] = parsed.data;
    }
  }
  return { query, ignored: [...new Set(ignored)] };
}

/** The canonical URL query of a state: defaults are left out, so equal states share a URL. */
export function serializeLibraryQuery(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const v of query.vendor) params.append("vendor", v);
  for (const s of query.segment) params.append("segment", s);
  if (query.sort !== DEFAULT_LIBRARY_QUERY.sort) params.set("sort", query.sort);
  if (query.dir !== DEFAULT_LIBRARY_QUERY.dir) params.set("dir", query.dir);
  if (query.page !== 1) params.set("page", String(query.page));
  if (query.pageSize !== DEFAULT_LIBRARY_QUERY.pageSize) params.set("pageSize", String(query.pageSize));
  const s = params.toString();
  return s ? `?${s}` : "";
}
