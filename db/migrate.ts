// Applies db/migrations/NNN-*.sql in order; PRAGMA user_version records the schema version.
import type BetterSqlite3 from "better-sqlite3";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

export function migrate(db: BetterSqlite3.Database): number {
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}-.+\.sql$/.test(f)).sort();
  const current = db.pragma("user_version", { simple: true }) as number;
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(readFileSync(join(MIGRATIONS_DIR, file), "utf8"));
      db.pragma(`user_version = ${version}`);
    })();
  }
  return db.pragma("user_version", { simple: true }) as number;
}
