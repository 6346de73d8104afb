// The facet fields of the whole index as columns of small integers and numbers, so the
// per-request pass over every processor compares numbers and allocates nothing. Each filter
// of the registry (library-fields.ts) gets its column by its kind: named values get ids per
// facet (a list field's values, several per processor, are a bit mask); ranges are numbers
// in URL units; flags 1/0/-1. Most columns are the table's own arrays, shared, not copied.
import {
  FLAG_FILTERS,
  LIST_FILTERS,
  RANGE_FILTERS,
  type FlagFilterSpec,
  type ListFilterSpec,
  type RangeFilterSpec,
} from "./library-fields";
import type {
  LibraryFlagField,
  LibraryListField,
  LibraryNumberField,
  LibraryTextField,
} from "#catalogue/fields/field-types";
import type { FlagParam, ListParam, RangeParam } from "./library-names";
import type { LibraryTable } from "./library-table";

export type FacetColumns = {
  size: number;
  /** Per named facet: its values; a processor's id indexes this list. */
  values: Record<ListParam, string[]>;
  ids: Record<ListParam, Map<string, number>>;
  /** Per named facet: each value's place in collation order (the tie-break when counts are equal). */
  collation: Record<ListParam, Int32Array>;
  /** Per single-valued facet: the value id of each processor, -1 for none. */
  lists: Partial<Record<ListParam, Int32Array>>;
  /** Per many-valued facet (a list field): each processor's values as bits of their ids. */
  bits: Partial<Record<ListParam, Int32Array>>;
  /** Range values in URL units (boost in GHz), NaN for unknown. */
  ranges: Record<RangeParam, Float64Array>;
  /** 1 yes, 0 no, -1 unknown. */
  flags: Record<FlagParam, Int8Array>;
};

const MAX_BITS = 31;
// The order facet values of equal count have always had (String.prototype.localeCompare "en", numeric).
const valueCollator = new Intl.Collator("en", { numeric: true });

function collationRanks(values: readonly string[]): Int32Array {
  const ranks = new Int32Array(values.length);
  values
    .map((_, id) => id)
    .sort((a, b) => valueCollator.compare(values[a] ?? "", values[b] ?? ""))
    .forEach((id, rank) => (ranks[id] = rank));
  return ranks;
}

/** A list field's value ids by first appearance, and each processor's values as bits of them. */
function bitsColumn(table: LibraryTable, field: LibraryListField): { values: string[]; bits: Int32Array } {
  const column = table.lists[field];
  const values: string[] = [];
  const ids = new Map<string, number>();
  const listBits = column.values.map((list) => {
    let bits = 0;
    for (const value of list) {
      let id = ids.get(value);
      if (id === undefined) ids.set(value, (id = values.push(value) - 1));
      if (id < MAX_BITS) bits |= 1 << id;
    }
    return bits;
  });
  // Lists were interned in order of first appearance, so their values get ids in that order too.
  const bits = column.ids.map((id) => (id < 0 ? 0 : (listBits[id] ?? 0)));
  return { values, bits };
}

/** A named facet's values and the processors' ids (or bits) of them. */
function listColumn(
  table: LibraryTable,
  filter: ListFilterSpec,
): { values: string[]; ids?: Int32Array; bits?: Int32Array } {
  if (filter.multi) return bitsColumn(table, filter.field as LibraryListField);
  if (filter.numberValues && filter.values) {
    // A number written as one of `values` (maxSockets 2 as "2"), -1 for none.
    const values = [...filter.values];
    const numbers = table.numbers[filter.field as LibraryNumberField];
    return { values, ids: Int32Array.from(numbers, (n) => (Number.isNaN(n) ? -1 : values.indexOf(String(n)))) };
  }
  const coded = table.coded[filter.field as LibraryTextField];
  return { values: coded.values, ids: coded.ids };
}

function rangeColumn(table: LibraryTable, { field, divide }: RangeFilterSpec): Float64Array {
  const numbers = table.numbers[field as LibraryNumberField];
  return divide === 1 ? numbers : numbers.map((n) => n / divide);
}

function flagColumn(table: LibraryTable, { field, presence }: FlagFilterSpec): Int8Array {
  if (!presence) return table.flags[field as LibraryFlagField];
  const coded = table.coded[field as LibraryTextField];
  return Int8Array.from(coded.ids, (id) => (id < 0 ? 0 : 1));
}

export function buildFacetColumns(table: LibraryTable): FacetColumns {
  const columns: FacetColumns = {
    size: table.size,
    values: {},
    ids: {},
    collation: {},
    lists: {},
    bits: {},
    ranges: {},
    flags: {},
  } as FacetColumns;
  for (const filter of LIST_FILTERS) {
    const { values, ids, bits } = listColumn(table, filter);
    columns.values[filter.param] = values;
    columns.ids[filter.param] = new Map(values.map((v, id) => [v, id]));
    columns.collation[filter.param] = collationRanks(values);
    if (ids) columns.lists[filter.param] = ids;
    if (bits) columns.bits[filter.param] = bits;
  }
  for (const filter of RANGE_FILTERS) columns.ranges[filter.param] = rangeColumn(table, filter);
  for (const filter of FLAG_FILTERS) columns.flags[filter.param] = flagColumn(table, filter);
  return columns;
}
