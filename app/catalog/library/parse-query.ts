// Parses the library's URL query. Pages use the result leniently (bad values are dropped
// and named); the API rejects any problem with a 400. Pure: no server or browser imports.
import type { z } from "zod";
import { emptyLibraryQuery, LIST_FILTERS, RANGE_FILTERS } from "./library-fields";
import { FLAG_SCHEMAS, LIST_SCHEMAS, RANGE_SCHEMAS, SINGLE_SCHEMAS, type SingleKey } from "./library-params";
import type { FlagParam, ListParam, RangeParam } from "./library-names";
import { rangeParam, type LibraryQuery } from "./query-model";

export type ParamProblem = { param: string; value: string; reason: string };
export type ParsedLibraryQuery = { query: LibraryQuery; problems: ParamProblem[] };

/** Facet values that exist in the catalogue, by lower case; other values are reported, not searched. */
export type LibraryVocabulary = Partial<Record<ListParam, ReadonlyMap<string, string>>>;

const RANGE_KEYS = new Map<string, { filter: RangeParam; end: "min" | "max" }>(
  RANGE_FILTERS.flatMap(({ param: filter }) =>
    (["min", "max"] as const).map((end) => [rangeParam(filter, end), { filter, end }] as const),
  ),
);
const LIST_KEYS = new Set<string>(LIST_FILTERS.map((f) => f.param));
const isListKey = (key: string): key is ListParam => LIST_KEYS.has(key);
const isFlagKey = (key: string): key is FlagParam => Object.hasOwn(FLAG_SCHEMAS, key);
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
    if (!range && !isSingleKey(key) && !isFlagKey(key)) {
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
    } else if (isFlagKey(key)) {
      const parsed = FLAG_SCHEMAS[key].safeParse(value);
      if (!parsed.success) report(key, value, reasonOf(parsed.error));
      else {
        query[key] = parsed.data;
        seen.add(key);
      }
    } else if (isSingleKey(key) && applySingle(query, key, value, report)) seen.add(key);
  }
  for (const { param: filter } of RANGE_FILTERS) {
    const { min, max } = query[filter];
    if (min !== null && max !== null && min > max) {
      report(rangeParam(filter, "max"), String(max), `smaller than ${rangeParam(filter, "min")}`);
      query[filter].max = null;
    }
  }
  return { query, problems };
}

/** Sets one single-valued parameter; false (and a report) when its value is bad. */
function applySingle(
  query: LibraryQuery,
  key: SingleKey,
  value: string,
  report: (p: string, v: string, r: string) => void,
): boolean {
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
  }
  return true;
}
