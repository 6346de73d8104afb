import { describe, expect, it } from "vitest";
import { LIBRARY_ROLES } from "#catalogue/fields/library-roles";
import { PROCESSOR_FIELDS, type FieldName } from "#catalogue/fields/processor-fields";
import { FIELD_SORTS, FILTER_SPECS, LIBRARY_COLUMNS, LIBRARY_LAYOUT, SORT_DIRS, SORT_KEYS } from "./library-fields";

describe("the library derived from the fields' library roles", () => {
  it("keeps the public names the URL and the API have always had", () => {
    expect(FILTER_SPECS.map((f) => f.param).sort()).toEqual(
      [
        "boost",
        "codename",
        "cores",
        "family",
        "igpu",
        "memory",
        "pcie",
        "pcieLanes",
        "price",
        "segment",
        "series",
        "socket",
        "sockets",
        "status",
        "tdp",
        "threads",
        "uarch",
        "unlocked",
        "vendor",
        "year",
      ].sort(),
    );
    expect(FILTER_SPECS.find((f) => f.param === "uarch")?.field).toBe("microarchitecture");
    expect(SORT_KEYS[0]).toBe("relevance");
    expect(SORT_KEYS).toEqual(
      expect.arrayContaining([
        "name",
        "launch",
        "cores",
        "threads",
        "base",
        "boost",
        "l3",
        "tdp",
        "price",
        "memory",
        "pcie",
        "igpu",
        "unlocked",
        "score",
        "scoreSingle",
        "passmark",
        "value",
        "pcieLanes",
      ]),
    );
  });

  it("gives text A→Z and numbers, dates and flags largest first", () => {
    expect(SORT_DIRS).toMatchObject({
      name: "asc",
      vendor: "asc",
      uarch: "asc",
      memory: "asc",
      relevance: "asc",
      launch: "desc",
      cores: "desc",
      pcie: "desc",
      unlocked: "desc",
      value: "desc",
      pcieLanes: "desc",
    });
  });

  it("declares each filter for a field of a fitting kind", () => {
    const kind = (field: FieldName) => PROCESSOR_FIELDS[field].kind;
    for (const filter of FILTER_SPECS) {
      if (filter.kind === "range") expect(["int", "real"], filter.param).toContain(kind(filter.field));
      else if (filter.kind === "flag") expect(filter.presence ? "text" : "flag", filter.param).toBe(kind(filter.field));
      else if (filter.numberValues) expect(kind(filter.field), filter.param).toBe("int");
      else expect(["text", "list"], filter.param).toContain(kind(filter.field));
      expect(filter.doc.description.length, filter.param).toBeGreaterThan(2);
    }
  });

  it("sorts every column, and orders by fields the table holds", () => {
    for (const [id, column] of Object.entries(LIBRARY_COLUMNS)) expect(SORT_KEYS, id).toContain(column.sort);
    for (const sort of FIELD_SORTS) {
      for (const field of [sort.by, sort.then].filter((f): f is FieldName => f !== null))
        expect(
          Object.hasOwn(LIBRARY_ROLES, field) || "summary" in PROCESSOR_FIELDS[field],
          `${sort.key}: ${field}`,
        ).toBe(true);
    }
  });

  it("sends the page each filter's kind, range steps included", () => {
    expect(LIBRARY_LAYOUT.filters.boost).toEqual({ kind: "range", step: 0.1 });
    expect(LIBRARY_LAYOUT.filters.pcieLanes).toEqual({ kind: "range", step: 1 });
    expect(LIBRARY_LAYOUT.filters.memory).toEqual({ kind: "list" });
    expect(LIBRARY_LAYOUT.filters.igpu).toEqual({ kind: "flag" });
    expect(LIBRARY_LAYOUT.columns.pcieLanes).toEqual({ sort: "pcieLanes", format: "integer", field: "pcieLanes" });
  });
});
