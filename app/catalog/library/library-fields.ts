// The library's filters, sorts and columns, derived once from the fields' library roles
// (fields/library-roles.ts) and the benchmark tests' score columns. Pure, but it reads the
// registry, so only the server and tests import it; the page gets what it needs as LibraryLayout.
import { LIBRARY_SCORE_TESTS } from "#catalogue/fields/benchmark-tests";
import {
  hasLibraryRole,
  LIBRARY_ROLES,
  type LibraryRole,
  type ParamDoc,
  type SortDir,
} from "#catalogue/fields/library-roles";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName } from "#catalogue/fields/processor-fields";
import type {
  CellFormat,
  ColumnId,
  FieldColumnId,
  FieldSortKey,
  FlagParam,
  ListParam,
  RangeParam,
  SortKey,
} from "./library-names";
import type { LibraryLayout, LibraryQuery, Range } from "./query-model";

export type ListFilterSpec = {
  kind: "list";
  param: ListParam;
  field: FieldName;
  doc: ParamDoc;
  /** Values in any case, canonical as the catalogue writes them (`facet`); else only `values`, exactly. */
  open: boolean;
  values: readonly string[] | null;
  /** A number field whose values are written as `values` (maxSockets: "1", "2", "4", "8"). */
  numberValues: boolean;
  /** A list field: a processor has several values. */
  multi: boolean;
};
export type RangeFilterSpec = {
  kind: "range";
  param: RangeParam;
  field: FieldName;
  doc: ParamDoc;
  min: number;
  max: number;
  decimal: boolean;
  divide: number;
  step: number;
};
export type FlagFilterSpec = { kind: "flag"; param: FlagParam; field: FieldName; doc: ParamDoc; presence: boolean };
export type FilterSpec = ListFilterSpec | RangeFilterSpec | FlagFilterSpec;

export type FieldSortSpec = {
  key: FieldSortKey;
  field: FieldName;
  dir: SortDir;
  by: FieldName;
  then: FieldName | null;
  presence: boolean;
};

type Roled = { name: FieldName; role: LibraryRole; param: string };

/** In the registry's order (the table's column order). */
const ROLES: readonly Roled[] = FIELD_NAMES.filter(hasLibraryRole).map((name) => {
  const role: LibraryRole = LIBRARY_ROLES[name];
  return { name, role, param: role.param ?? name };
});

function filterOf({ name, role, param }: Roled): FilterSpec | null {
  const { filter, doc } = role;
  const spec = PROCESSOR_FIELDS[name];
  if (filter === undefined) return null;
  if (filter === "flag" || filter === "present")
    return { kind: "flag", param: param as FlagParam, field: name, doc, presence: filter === "present" };
  if (typeof filter === "object" && "range" in filter) {
    const [min, max] = filter.range;
    return {
      kind: "range",
      param: param as RangeParam,
      field: name,
      doc,
      min,
      max,
      decimal: filter.decimal ?? false,
      divide: filter.divide ?? 1,
      step: filter.step ?? 1,
    };
  }
  const fixed = typeof filter === "object" ? filter.values : null;
  const values = filter === "enum" ? (("values" in spec ? spec.values : null) ?? null) : fixed;
  if (filter === "enum" && values === null)
    throw new Error(`library role of ${name}: an enum filter needs the field's values`);
  return {
    kind: "list",
    param: param as ListParam,
    field: name,
    doc,
    open: filter === "facet",
    values,
    numberValues: fixed !== null,
    multi: spec.kind === "list",
  };
}

const FILTERS = ROLES.flatMap((r) => filterOf(r) ?? []);
const ofKind = <K extends FilterSpec["kind"]>(kind: K) =>
  FILTERS.filter((f): f is Extract<FilterSpec, { kind: K }> => f.kind === kind);
/** In the canonical URL's order: named values, ranges, flags (each in the registry's order). */
export const LIST_FILTERS: readonly ListFilterSpec[] = ofKind("list");
export const RANGE_FILTERS: readonly RangeFilterSpec[] = ofKind("range");
export const FLAG_FILTERS: readonly FlagFilterSpec[] = ofKind("flag");
export const FILTER_SPECS: readonly FilterSpec[] = [...LIST_FILTERS, ...RANGE_FILTERS, ...FLAG_FILTERS];

export const FIELD_SORTS: readonly FieldSortSpec[] = ROLES.flatMap(({ name, role, param }) => {
  const { sort } = role;
  if (sort === undefined) return [];
  const { dir, by, then } = typeof sort === "string" ? { dir: sort, by: undefined, then: undefined } : sort;
  return [
    {
      key: param as FieldSortKey,
      field: name,
      dir,
      by: by ?? name,
      then: then ?? null,
      presence: role.filter === "present",
    },
  ];
});

/** Every sort key with its default direction: relevance, the fields', the scores', value. */
export const SORT_DIRS: Readonly<Record<SortKey, SortDir>> = Object.fromEntries([
  ["relevance", "asc"],
  ...FIELD_SORTS.map((s) => [s.key, s.dir]),
  ...LIBRARY_SCORE_TESTS.map(({ param }) => [param, "desc"]),
  ["value", "desc"],
]) as Record<SortKey, SortDir>;
export const SORT_KEYS = Object.keys(SORT_DIRS) as SortKey[];

type ColumnSpec = LibraryLayout["columns"][ColumnId];
const fieldColumns = ROLES.flatMap(({ name, role, param }): Array<[FieldColumnId, ColumnSpec]> => {
  if (!role.column) return [];
  if (!role.sort) throw new Error(`library role of ${name}: every column sorts`);
  return [[param as FieldColumnId, { sort: param as FieldSortKey, format: role.column, field: name }]];
});
const ownColumn = (sort: SortKey, format: CellFormat, field = ""): ColumnSpec => ({ sort, format, field });

/** The table's columns: the registry's, base / boost clock in one, the scores and value. */
export const LIBRARY_COLUMNS: Readonly<Record<ColumnId, ColumnSpec>> = Object.fromEntries([
  ...fieldColumns,
  ["clocks", ownColumn("boost", "clockPair")],
  ...LIBRARY_SCORE_TESTS.map(({ param, score }) => [param, ownColumn(param, "score", score)]),
  ["value", ownColumn("value", "value")],
]) as Record<ColumnId, ColumnSpec>;

/** What the page's components need: each filter's kind, the sorts' directions, the columns. */
export const LIBRARY_LAYOUT: LibraryLayout = {
  filters: Object.fromEntries(
    FILTER_SPECS.map((f) => [f.param, f.kind === "range" ? { kind: f.kind, step: f.step } : { kind: f.kind }]),
  ) as LibraryLayout["filters"],
  sortDirs: SORT_DIRS,
  columns: LIBRARY_COLUMNS,
};

/** The default state: no search, no filter, newest first, the first page of 25. */
export function emptyLibraryQuery(): LibraryQuery {
  const range = (): Range => ({ min: null, max: null });
  return {
    q: "",
    ...Object.fromEntries(LIST_FILTERS.map((f) => [f.param, []])),
    ...Object.fromEntries(RANGE_FILTERS.map((f) => [f.param, range()])),
    ...Object.fromEntries(FLAG_FILTERS.map((f) => [f.param, null])),
    sort: null,
    dir: null,
    page: 1,
    pageSize: 25,
  } as LibraryQuery;
}
