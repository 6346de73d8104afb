import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { allSync, firstSync, iterateSync, preparedSync, runSync } from "./sync-query";

type Schema = { t: { k: number; name: string } };

function fixture() {
  const sqlite = new Database(":memory:");
  sqlite.exec("CREATE TABLE t (k INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  return { sqlite, db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) }) };
}

describe("synchronous Kysely statements", () => {
  it("inserts, selects, iterates and counts changes", () => {
    const { sqlite, db } = fixture();
    expect(runSync(sqlite, db.insertInto("t").values({ k: 1, name: "a" })).changes).toBe(1);
    runSync(sqlite, db.insertInto("t").values({ k: 2, name: "b" }));
    expect(allSync(sqlite, db.selectFrom("t").select(["k", "name"]).orderBy("k", "desc"))).toEqual([
      { k: 2, name: "b" },
      { k: 1, name: "a" },
    ]);
    expect(firstSync(sqlite, db.selectFrom("t").select("name").where("k", "=", 2))).toEqual({ name: "b" });
    expect(firstSync(sqlite, db.selectFrom("t").select("name").where("k", "=", 9))).toBeUndefined();
    expect([...iterateSync(sqlite, db.selectFrom("t").select("k"))].map((r) => r.k)).toEqual([1, 2]);
    expect(runSync(sqlite, db.updateTable("t").set({ name: "c" }).where("k", ">", 0)).changes).toBe(2);
  });

  it("binds parameters rather than splicing them into the SQL", () => {
    const { sqlite, db } = fixture();
    runSync(sqlite, db.insertInto("t").values({ k: 1, name: "x'); DROP TABLE t; --" }));
    expect(firstSync(sqlite, db.selectFrom("t").select("name"))).toEqual({ name: "x'); DROP TABLE t; --" });
  });

  it("compiles a prepared statement once and binds each call's arguments in their places", () => {
    const { sqlite, db } = fixture();
    const insert = preparedSync(sqlite, (a: { k: number; name: string }) =>
      db.insertInto("t").values({ name: a.name, k: a.k }),
    );
    expect(insert.run({ k: 1, name: "a" }).changes).toBe(1);
    insert.run({ name: "b", k: 2 });
    const byKey = preparedSync(sqlite, (a: { k: number }) =>
      db.selectFrom("t").select("name").where("name", "!=", "z").where("k", "=", a.k),
    );
    expect(byKey.first({ k: 2 })).toEqual({ name: "b" });
    expect(byKey.first({ k: 1 })).toEqual({ name: "a" });
    expect(byKey.first({ k: 9 })).toBeUndefined();
  });

  it("refuses an argument Kysely would write into the SQL text instead of binding it", () => {
    const { sqlite, db } = fixture();
    expect(() =>
      preparedSync(sqlite, (a: { k: number }) =>
        db
          .selectFrom("t")
          .select("name")
          .where(sql.raw<boolean>(`k = ${a.k}`)),
      ),
    ).toThrow(/not bound/);
  });
});
