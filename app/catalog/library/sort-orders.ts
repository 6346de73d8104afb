// Orders of the index by any column, both directions. Missing values go last either way;
// ties fall back to the name, so every order is total and pages never overlap.
import { LIBRARY_SCORE_TESTS } from "#catalogue/fields/benchmark-tests";
import type { FieldName } from "#catalogue/fields/processor-fields";
import type {
  LibraryFlagField,
  LibraryListField,
  LibraryNumberField,
  LibraryTextField,
} from "#catalogue/fields/field-types";
import { valueAtLaunchPrice } from "../value";
import { FIELD_SORTS, type FieldSortSpec } from "./library-fields";
import type { CodedColumn, LibraryTable } from "./library-table";
import type { SortDir, SortKey } from "./query-model";

export type ColumnSortKey = Exclude<SortKey, "relevance">;
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const FIELD_SORT_BY_KEY = new Map<string, FieldSortSpec>(FIELD_SORTS.map((s) => [s.key, s]));
const SCORE_BY_KEY = new Map<string, (typeof LIBRARY_SCORE_TESTS)[number]["score"]>(
  LIBRARY_SCORE_TESTS.map(({ param, score }) => [param, score]),
);

/** A text column as numbers: each value's rank in collation order (sorting distinct values only), NaN for none. */
function textRanks(values: ReadonlyArray<string | null>, ids: Int32Array): Float64Array {
  const distinct = [...new Set(values.filter((v): v is string => v !== null))].sort(collator.compare);
  const rankOf = new Map(distinct.map((v, i) => [v, i]));
  const valueRanks = values.map((v) => (v === null ? NaN : (rankOf.get(v) ?? NaN)));
  return Float64Array.from(ids, (id) => (id < 0 ? NaN : (valueRanks[id] ?? NaN)));
}

const codedRanks = (column: CodedColumn<string>) => textRanks(column.values, column.ids);

/** A field's values as numbers by its kind: text as ranks, lists as their joined text's, flags 1/0, NaN for none. */
function fieldValues(table: LibraryTable, field: FieldName): Float64Array {
  if (field === "name")
    return textRanks(
      table.names,
      Int32Array.from(table.names, (_, i) => i),
    );
  if (field in table.numbers) return table.numbers[field as LibraryNumberField];
  if (field in table.flags) return Float64Array.from(table.flags[field as LibraryFlagField], (v) => (v < 0 ? NaN : v));
  if (field in table.lists) {
    const { values, ids } = table.lists[field as LibraryListField];
    return textRanks(
      values.map((list) => list.join(" ") || null),
      ids,
    );
  }
  if (field in table.coded) return codedRanks(table.coded[field as LibraryTextField]);
  throw new Error(`the library's table does not hold ${field}`);
}

function fieldSortValues(table: LibraryTable, { field, by, then, presence }: FieldSortSpec): Float64Array {
  // Having a value (integrated graphics) sorts as 1, none as 0.
  if (presence) return Float64Array.from(table.coded[field as LibraryTextField].ids, (id) => (id < 0 ? 0 : 1));
  const values = fieldValues(table, by);
  if (!then) return values;
  // Equal values order by the second field (cores, then threads).
  const second = fieldValues(table, then);
  return values.map((v, pos) => v * 10_000 + (second[pos] ?? 0));
}

/** value.ts: NaN (last) without a figure or a price, for discontinued processors and older ones. */
function valueAtLaunchPrices(table: LibraryTable): Float64Array {
  const { coded, numbers, scores } = table;
  const status = coded.status;
  return scores.geekbench6Multi.map((score, pos) => {
    const price = numbers.launchPriceUsd[pos] ?? NaN;
    const inputs = {
      geekbench6Multi: Number.isNaN(score) ? null : score,
      launchPriceUsd: Number.isNaN(price) ? null : price,
      status: status.values[status.ids[pos] ?? -1] ?? "launched",
      launchDate: coded.launchSort.values[coded.launchSort.ids[pos] ?? -1] ?? null,
    };
    return valueAtLaunchPrice(inputs, table.geekbench6MeasuredOn) ?? NaN;
  });
}

/** Sort values as numbers: strings become their rank in collation order, missing values NaN. */
function sortValues(table: LibraryTable, key: ColumnSortKey): Float64Array {
  const fieldSort = FIELD_SORT_BY_KEY.get(key);
  if (fieldSort) return fieldSortValues(table, fieldSort);
  const score = SCORE_BY_KEY.get(key);
  if (score) return table.scores[score];
  if (key === "value") return valueAtLaunchPrices(table);
  throw new Error(`no sort ${key}`);
}

/** Every position's rank by name: the tie-break of every order. */
export function nameRanks(table: LibraryTable): Int32Array {
  const { names } = table;
  const byName = Int32Array.from(names, (_, pos) => pos).sort(
    (a, b) => collator.compare(names[a] ?? "", names[b] ?? "") || a - b,
  );
  const ranks = new Int32Array(names.length);
  byName.forEach((pos, rank) => (ranks[pos] = rank));
  return ranks;
}

/** Positions of the whole index in one order: missing values last either way, ties by name. */
export function sortOrder(table: LibraryTable, key: ColumnSortKey, dir: SortDir, names: Int32Array): Int32Array {
  const values = sortValues(table, key);
  const sign = dir === "asc" ? 1 : -1;
  const order = Int32Array.from(names, (_, pos) => pos);
  return order.sort((a, b) => {
    const va = values[a] ?? NaN;
    const vb = values[b] ?? NaN;
    const missingA = Number.isNaN(va);
    const missingB = Number.isNaN(vb);
    if (missingA || missingB) {
      if (missingA !== missingB) return missingA ? 1 : -1;
    } else if (va !== vb) return sign * (va - vb);
    return (names[a] ?? 0) - (names[b] ?? 0);
  });
}
