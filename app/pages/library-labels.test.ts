// The library's filters and columns (the registry's library roles, catalog/library/library-fields.ts)
// are labelled by the view from the dictionaries: every one has its label in both languages.
import { describe, expect, it } from "vitest";
import { LIBRARY_LAYOUT } from "../catalog/library/library-fields";
import type { ColumnId, FilterParam } from "../catalog/library/library-names";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import type { Messages } from "../i18n/zh";

// Compile-time: every filter and every column has its label in the dictionaries (en satisfies typeof zh).
type Unlabelled =
  Exclude<FilterParam, keyof Messages["library"]["facet"]> | Exclude<ColumnId, keyof Messages["library"]["column"]>;
const everyFilterAndColumnLabelled: [Unlabelled] extends [never] ? true : Unlabelled = true;

describe("library labels", () => {
  it("names every filter and every column of the layout in zh and en", () => {
    expect(everyFilterAndColumnLabelled).toBe(true);
    for (const t of [zh, en]) {
      for (const param of Object.keys(LIBRARY_LAYOUT.filters)) expect(t.library.facet).toHaveProperty(param);
      for (const id of Object.keys(LIBRARY_LAYOUT.columns)) expect(t.library.column).toHaveProperty(id);
    }
  });
});
