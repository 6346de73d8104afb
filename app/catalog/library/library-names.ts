// The library's public names (URL parameters, facets, sort keys, column ids) as types read off
// the fields' library roles (fields/library-roles.ts). Types only, so the browser pays nothing
// for them; library-fields.ts derives the same lists at run time on the server.
import type { LibraryScoreParam } from "#catalogue/fields/benchmark-tests";
import type { FieldCellFormat, LibraryRoleName, LibraryRoles } from "#catalogue/fields/library-roles";

/** A field's public name: its role's `param`, else its key. */
type ParamOf<K extends LibraryRoleName> = LibraryRoles[K] extends { param: infer P extends string } ? P : K;
type ParamsWhere<Role> = { [K in LibraryRoleName]: LibraryRoles[K] extends Role ? ParamOf<K> : never }[LibraryRoleName];

/** Filters by named values (checkboxes; repeat the parameter for several). */
export type ListParam = ParamsWhere<{ filter: "facet" | "enum" | { values: readonly string[] } }>;
/** Filters by an inclusive range (`{param}Min`, `{param}Max`). */
export type RangeParam = ParamsWhere<{ filter: { range: readonly [number, number] } }>;
/** Filters by yes/no. */
export type FlagParam = ParamsWhere<{ filter: "flag" | "present" }>;
export type FilterParam = ListParam | RangeParam | FlagParam;

/** Sorts: the registry's sortable fields, the score columns, value (points per launch dollar) and relevance. */
export type FieldSortKey = ParamsWhere<{ sort: unknown }>;
export type SortKey = "relevance" | FieldSortKey | LibraryScoreParam | "value";

/** Table columns: the registry's, the score columns, and two of the library's own (clocks: base / boost; value). */
export type FieldColumnId = ParamsWhere<{ column: FieldCellFormat }>;
export type ColumnId = FieldColumnId | "clocks" | LibraryScoreParam | "value";
/** How a cell writes its column; the library's own columns have formats of their own. */
export type CellFormat = FieldCellFormat | "clockPair" | "score" | "value";
