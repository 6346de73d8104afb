import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { readDataVersion } from "./connection.server";

describe("readDataVersion", () => {
  const opened: Database.Database[] = [];
  const catalogue = (): Database.Database => {
    const db = new Database(":memory:");
    opened.push(db);
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    return db;
  };
  afterEach(() => opened.splice(0).forEach((db) => db.close()));

  it("reads meta.data_version and nothing else", () => {
    const db = catalogue();
    db.exec("INSERT INTO meta (key, value) VALUES ('built_at', '2026-01-01'), ('data_version', 'abc123')");
    expect(readDataVersion(db)).toBe("abc123");
  });

  it("is undefined for a file without a data version", () => {
    expect(readDataVersion(catalogue())).toBeUndefined();
  });

  it("sees a version written after the first read on the same connection", () => {
    const db = catalogue();
    expect(readDataVersion(db)).toBeUndefined();
    db.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('data_version', 'v2')");
    expect(readDataVersion(db)).toBe("v2");
  });

  it("keeps connections apart", () => {
    const a = catalogue();
    const b = catalogue();
    a.exec("INSERT INTO meta (key, value) VALUES ('data_version', 'a')");
    b.exec("INSERT INTO meta (key, value) VALUES ('data_version', 'b')");
    expect([readDataVersion(a), readDataVersion(b)]).toEqual(["a", "b"]);
  });

  it("throws what SQLite throws for a file that is not a catalogue (so it serves as a readiness probe)", () => {
    const db = new Database(":memory:");
    opened.push(db);
    expect(() => readDataVersion(db)).toThrow(/no such table: meta/);
  });
});
