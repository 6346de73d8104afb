// Writes processor records into a new database and stamps its data version.
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { readDataVersion } from "../app/catalog/db.server";
import { zhCodename, zhModelName, zhSeriesName } from "../app/catalog/names-zh";
import { derivedAliases, searchDocument, seriesSearchForms } from "../app/catalog/search-terms";
import type { SeedBenchmark, SeedCpu } from "../app/catalog/seed-schema";
import { FIELD_NAMES, PROCESSOR_FIELDS } from "../app/catalog/fields/processor-fields";
import { columnOf, toColumnValue } from "../app/catalog/rows";
import { createSchema } from "./schema";

export type CatalogueRecord = SeedCpu & { id: string };

/** "2025-Q3" -> "2025-07-00", "2025-07" -> "2025-07-00": launch dates of any precision sort together. */
export function launchSortKey(date: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, "0")}-00`;
  return date.length === 7 ? `${date}-00` : date;
}

/** Columns that follow from a field (the registry's `seed: "derived"` ones): Chinese names, the launch year and sort key. */
export function derivedColumns(field: string, value: unknown): Record<string, unknown> {
  if (field === "name") return { name_zh: zhModelName(String(value)) };
  if (field === "codename") return { codename_zh: zhCodename(String(value)) };
  if (field === "family") return { family_zh: zhSeriesName(String(value)) };
  if (field === "series") return { series_zh: zhSeriesName(String(value)) };
  if (field === "launchDate") return { launch_year: Number(String(value).slice(0, 4)), launch_sort: launchSortKey(String(value)) };
  return {};
}

/** Every column of a record's row: the seed's fields as stored, then the derived ones. */
function cpuRow(c: CatalogueRecord): Record<string, unknown> & { name: string; name_zh: string; codename: string; codename_zh: string; series: string } {
  const row: Record<string, unknown> = { id: c.id };
  for (const name of FIELD_NAMES) {
    if (PROCESSOR_FIELDS[name].seed === "derived") continue;
    const value = c[name as keyof SeedCpu];
    Object.assign(row, { [columnOf(name)]: toColumnValue(name, value) }, value === undefined ? {} : derivedColumns(name, value));
  }
  return row as ReturnType<typeof cpuRow>;
}

function benchmarkRow(cpuKey: number | bigint, b: SeedBenchmark) {
  return {
    cpu_key: cpuKey,
    test: b.test,
    score: b.score,
    samples: b.samples ?? null,
    source: b.source,
    source_url: b.sourceUrl ?? null,
    date: b.date,
    kind: b.kind,
  };
}

function insertStatement(db: Database.Database, table: string, row: Record<string, unknown>) {
  const cols = Object.keys(row);
  return db.prepare(`INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => `@${c}`).join(", ")})`);
}

/** A hash of everything a page can show, so pages and caches key on content, not time. */
export function computeDataVersion(db: Database.Database): string {
  const hash = createHash("sha256");
  for (const sql of [
    "SELECT * FROM cpus ORDER BY vendor, id",
    "SELECT c.vendor, c.id, b.* FROM benchmarks b JOIN cpus c USING (cpu_key) ORDER BY c.vendor, c.id, b.test",
    "SELECT c.vendor, c.id, a.alias FROM aliases a JOIN cpus c USING (cpu_key) ORDER BY c.vendor, c.id, a.alias",
  ]) {
    for (const row of db.prepare(sql).iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest("hex").slice(0, 16);
}

export function writeCatalogue(path: string, records: ReadonlyArray<CatalogueRecord>): string {
  const db = new Database(path);
  try {
    db.pragma("journal_mode = DELETE");
    createSchema(db);
    const sample = records[0];
    if (!sample) throw new Error("the catalogue is empty");
    const insertCpu = insertStatement(db, "cpus", cpuRow(sample));
    const insertBenchmark = db.prepare(
      "INSERT INTO benchmarks (cpu_key, test, score, samples, source, source_url, date, kind) VALUES (@cpu_key, @test, @score, @samples, @source, @source_url, @date, @kind)",
    );
    const insertAlias = db.prepare("INSERT OR IGNORE INTO aliases (cpu_key, alias) VALUES (?, ?)");
    const insertSearch = db.prepare("INSERT INTO cpu_search (rowid, terms) VALUES (?, ?)");
    db.transaction(() => {
      for (const record of records) {
        const row = cpuRow(record);
        const key = insertCpu.run(row).lastInsertRowid;
        for (const b of record.benchmarks ?? []) insertBenchmark.run(benchmarkRow(key, b));
        const aliases = [...derivedAliases(row.name, row.name_zh), ...(record.aliases ?? [])];
        for (const alias of aliases) insertAlias.run(key, alias);
        insertSearch.run(
          key,
          searchDocument([row.name, row.name_zh, row.codename, row.codename_zh, row.series, ...seriesSearchForms(row.name, row.series), ...aliases]),
        );
      }
      const version = computeDataVersion(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('data_version', ?), ('built_at', ?)").run(
        version,
        new Date().toISOString(),
      );
    })();
    db.exec("ANALYZE; VACUUM;");
    return readDataVersion(db) as string;
  } finally {
    db.close();
  }
}
