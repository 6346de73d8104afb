import { describe, expect, it } from "vitest";
import { LIBRARY_LAYOUT } from "../../catalog/library/library-fields";
import { en } from "../../i18n/en";
import { columnOrder, columnsForSort as forSort, DEFAULT_COLUMNS, type ColumnId } from "./columns";
import type { SortKey } from "../../catalog/library/query-model";

const order = columnOrder(Object.keys(LIBRARY_LAYOUT.columns), en);
const columnsForSort = (chosen: readonly ColumnId[], sort: SortKey) => forSort(chosen, sort, LIBRARY_LAYOUT, order);

describe("columnsForSort", () => {
  it("sorting by value shows the value and its inputs, the Geekbench 6 score and the launch price", () => {
    const shown = columnsForSort(DEFAULT_COLUMNS, "value");
    expect(shown.slice(0, DEFAULT_COLUMNS.length)).toEqual(DEFAULT_COLUMNS);
    expect(shown).toEqual(expect.arrayContaining(["score", "price", "value"]));
    expect(columnsForSort(["segment"], "value")).toEqual(["segment", "score", "price", "value"]);
  });

  it("sorting by a column not chosen shows it; a chosen one, or name and relevance, change nothing", () => {
    expect(columnsForSort(DEFAULT_COLUMNS, "price")).toEqual([...DEFAULT_COLUMNS, "price"]);
    expect(columnsForSort(DEFAULT_COLUMNS, "boost")).toBe(DEFAULT_COLUMNS);
    expect(columnsForSort(DEFAULT_COLUMNS, "name")).toBe(DEFAULT_COLUMNS);
    expect(columnsForSort(DEFAULT_COLUMNS, "relevance")).toBe(DEFAULT_COLUMNS);
  });
});

describe("columnOrder", () => {
  it("lists every column of the layout in the dictionary's order, PCIe lanes included", () => {
    expect(order.slice(0, 5)).toEqual(["vendor", "segment", "codename", "cores", "clocks"]);
    expect(order).toHaveLength(Object.keys(LIBRARY_LAYOUT.columns).length);
    expect(order.indexOf("pcieLanes")).toBe(order.indexOf("pcie") + 1);
  });
});
