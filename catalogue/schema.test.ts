import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { FIELD_NAMES, PROCESSOR_FIELDS } from "./fields/processor-fields";
import { createSchema, SCHEMA_VERSION } from "./schema";

function catalogue() {
  const db = new Database(":memory:");
  createSchema(db);
  return db;
}

type ColumnInfo = { name: string; type: string; notnull: number; dflt_value: string | null };

describe("the generated schema", () => {
  it("has one cpus column per registry field, with its type and nullability", () => {
    const columns = catalogue().prepare("PRAGMA table_info(cpus)").all() as ColumnInfo[];
    expect(columns.map((c) => c.name)).toEqual(["cpu_key", ...FIELD_NAMES.map((n) => PROCESSOR_FIELDS[n].column)]);
    const sqlType = { text: "TEXT", int: "INTEGER", real: "REAL", flag: "INTEGER", list: "TEXT" };
    for (const name of FIELD_NAMES) {
      const spec = PROCESSOR_FIELDS[name];
      const column = columns.find((c) => c.name === spec.column);
      expect({ name, type: column?.type, notNull: column?.notnull === 1 }).toEqual({
        name,
        type: sqlType[spec.kind],
        notNull: "notNull" in spec,
      });
      if (spec.kind === "list") expect(column?.dflt_value).toBe("'[]'");
    }
  });

  it("keeps the table's checks: closed values, positive numbers, threads >= cores, one row per model", () => {
    const db = catalogue();
    const insert = (row: Record<string, unknown>) => {
      const full = {
        vendor: "amd",
        id: "x",
        name: "X 1",
        name_zh: "X 1",
        family: "Ryzen",
        family_zh: "锐龙",
        series: "S",
        series_zh: "S",
        segment: "desktop",
        cores: 8,
        threads: 16,
        ...row,
      };
      const cols = Object.keys(full);
      db.prepare(`INSERT INTO cpus (${cols.join(", ")}) VALUES (${cols.map((c) => `@${c}`).join(", ")})`).run(full);
    };
    expect(() => insert({ vendor: "arm" })).toThrow(/CHECK/);
    expect(() => insert({ segment: "phone" })).toThrow(/CHECK/);
    expect(() => insert({ cores: 0 })).toThrow(/CHECK/);
    expect(() => insert({ threads: 4 })).toThrow(/CHECK/);
    expect(() => insert({ tdp_w: -5 })).toThrow(/CHECK/);
    expect(() => insert({ unlocked: 2 })).toThrow(/CHECK/);
    insert({ unlocked: 1, tdp_w: 65 });
    expect(() => insert({})).toThrow(/UNIQUE/);
  });

  it("stamps its version, a fingerprint of the DDL, in user_version", () => {
    expect(Number.isInteger(SCHEMA_VERSION) && SCHEMA_VERSION > 0).toBe(true);
    expect(catalogue().pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
  });
});
