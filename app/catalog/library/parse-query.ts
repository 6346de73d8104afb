// Parses the library's URL query. Pages use the result leniently (bad values are dropped
// and named); the API rejects any problem with a 400. Pure: no server or browser imports.
import { z } from "zod";
import { SEGMENTS, VENDORS } from "../seed-schema";
import {
  emptyLibraryQuery,
  LIST_FILTERS,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  PCIE_VERSIONS,
  RANGE_FILTERS,
  rangeParam,
  SORT_KEYS,
  type LibraryQuery,
  type ListFilter,
  type RangeFilter,
} from "./query-model";

export type ParamProblem = { param: string; value: string; reason: string };
export type ParsedLibraryQuery = { query: LibraryQuery; problems: ParamProblem[] };

/** Facet values that exist in the catalogue, by lower case; other values are reported, not searched. */
export type LibraryVocabulary = Partial<Record<ListFilter, ReadonlyMap<string, string>>>;

const facetValue = z.string().min(1).max(80);
const LIST_SCHEMAS: Record<ListFilter, z.ZodType<string>> = {
  vendor: z.enum(VENDORS),
  segment: z.enum(SEGMENTS),
  family: facetValue,
  series: facetValue,
  socket: facetValue,
  codename: facetValue,
  uarch: facetValue,
  memory: facetValue,
  pcie: z.enum(PCIE_VERSIONS),
};

const decimal = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, "not a number").transform(Number);
const integer = z.string().regex(/^\d{1,6}$/, "not a whole number").transform(Number);
const RANGE_SCHEMAS: Record<RangeFilter, z.ZodType<number, string>> = {
  year: integer.pipe(z.number().min(1970).max(2100)),
  cores: integer.pipe(z.number().min(1).max(1024)),
  threads: integer.pipe(z.number().min(1).max(2048)),
  tdp: decimal.pipe(z.number().min(0).max(1000)),
  boost: decimal.pipe(z.number().min(0).max(10)),
  price: decimal.pipe(z.number().min(0).max(99999)),
};

const SINGLE_SCHEMAS = {
  q: z.string().max(MAX_SEARCH_LENGTH, `longer than ${MAX_SEARCH_LENGTH} characters`),
  sort: z.enum(SORT_KEYS),
  dir: z.enum(["asc", "desc"]),
  page: integer.pipe(z.number().int().min(1).max(MAX_PAGE)),
  pageSize: z.enum(PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
  igpu: z.enum(["yes", "no"]),
  unlocked: z.enum(["yes", "no"]),
} as const;
type SingleKey = keyof typeof SINGLE_SCHEMAS;

const RANGE_KEYS = new Map<string, { filter: RangeFilter; end: "min" | "max" }>(
  RANGE_FILTERS.flatMap((filter) => (["min", "max"] as const).map((end) => [rangeParam(filter, end), { filter, end }] as const)),
);
const isListKey = (key: string): key is ListFilter => (LIST_FILTERS as readonly string[]).includes(key);
const isSingleKey = (key: string): key is SingleKey => Object.hasOwn(SINGLE_SCHEMAS, key);

function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid value";
  if (issue.code === "invalid_value") return "not one of the allowed values";
  if (issue.code === "too_small" || issue.code === "too_big") return "out of range";
  return issue.message;
}

export function parseLibraryQuery(params: URLSearchParams, vocabulary: LibraryVocabulary = {}): ParsedLibraryQuery {
  const query = emptyLibraryQuery();
  const problems: ParamProblem[] = [];
  const seen = new Set<string>();
  const report = (param: string, value: string, reason: string) => problems.push({ param, value, reason });

  for (const [key, raw] of params) {
    const value = raw.trim();
    // A plain GET form sends every field; an empty one means "any".
    if (value === "") continue;
    if (isListKey(key)) {
      const parsed = LIST_SCHEMAS[key].safeParse(value);
      const known = vocabulary[key];
      const canonical = parsed.success ? (known ? known.get(parsed.data.toLowerCase()) : parsed.data) : undefined;
      if (!parsed.success) report(key, value, reasonOf(parsed.error));
      else if (canonical === undefined) report(key, value, "not in the catalogue");
      else {
        const chosen = query[key] as string[];
        if (!chosen.includes(canonical)) chosen.push(canonical);
      }
      continue;
    }
    const range = RANGE_KEYS.get(key);
    if (!range && !isSingleKey(key)) {
      report(key, value, "unknown parameter");
      continue;
    }
    if (seen.has(key)) {
      report(key, value, "given more than once");
      continue;
    }
    if (range) {
      const parsed = RANGE_SCHEMAS[range.filter].safeParse(value);
      if (!parsed.success) report(key, value, reasonOf(parsed.error));
      else {
        query[range.filter][range.end] = parsed.data;
        seen.add(key);
      }
    } else if (isSingleKey(key) && applySingle(query, key, value, report)) seen.add(key);
  }
  for (const filter of RANGE_FILTERS) {
    const { min, max } = query[filter];
    if (min !== null && max !== null && min > max) {
      report(rangeParam(filter, "max"), String(max), `smaller than ${rangeParam(filter, "min")}`);
      query[filter].max = null;
    }
  }
  return { query, problems };
}

/** Sets one single-valued parameter; false (and a report) when its value is bad. */
function applySingle(query: LibraryQuery, key: SingleKey, value: string, report: (p: string, v: string, r: string) => void): boolean {
  const parsed = SINGLE_SCHEMAS[key].safeParse(value);
  if (!parsed.success) {
    report(key, key === "q" ? value.slice(0, 20) : value, reasonOf(parsed.error));
    return false;
  }
  const data = parsed.data;
  switch (key) {
    case "q":
      query.q = data as string;
      break;
    case "sort":
      query.sort = data as LibraryQuery["sort"];
      break;
    case "dir":
      query.dir = data as LibraryQuery["dir"];
      break;
    case "page":
      query.page = data as number;
      break;
    case "pageSize":
      query.pageSize = data as LibraryQuery["pageSize"];
      break;
    case "igpu":
    case "unlocked":
      query[key] = data as "yes" | "no";
      break;
  }
  return true;
}

/** The names of the parameters a page ignored, once each, for the notice. */
export function ignoredParams(problems: ReadonlyArray<ParamProblem>): string[] {
  return [...new Set(problems.map((p) => p.param))];
}
