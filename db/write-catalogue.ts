// Writes processor records into a new database and stamps its data version.
import Database from "better-sqlite3";
import type { Insertable } from "kysely";
import { createHash } from "node:crypto";
import { readDataVersion } from "#catalogue/connection.server";
import { zhCodename, zhModelName, zhSeriesName } from "#catalogue/names-zh";
import { derivedAliases, processorSearchDocument } from "#catalogue/search-terms";
import type { SeedBenchmark, SeedCpu } from "#catalogue/seed-schema";
import { FIELD_NAMES, PROCESSOR_FIELDS } from "#catalogue/fields/processor-fields";
import { columnOf, toColumnValue } from "#catalogue/rows";
import { launchSortKey, launchYear } from "#catalogue/launch-date-order";
import { createSchema } from "#catalogue/schema";
import { iterateSync, kyselyOn, preparedSync, runSync } from "#catalogue/sync-query";
import type { AliasesTable, BenchmarksTable, CpuSearchTable, CpusTable } from "#catalogue/tables";

export type CatalogueRecord = SeedCpu & { id: string };

/** Columns that follow from a field (the registry's `seed: "derived"` ones): Chinese names, the launch year and sort key. */
export function derivedColumns(field: string, value: unknown): Record<string, unknown> {
  if (field === "name") return { name_zh: zhModelName(String(value)) };
  if (field === "codename") return { codename_zh: zhCodename(String(value)) };
  if (field === "family") return { family_zh: zhSeriesName(String(value)) };
  if (field === "series") return { series_zh: zhSeriesName(String(value)) };
  if (field === "launchDate")
    return { launch_year: launchYear(String(value)), launch_sort: launchSortKey(String(value)) };
  return {};
}

/** Every column of a record's row: the seed's fields as stored, then the derived ones. */
function cpuRow(c: CatalogueRecord): Insertable<CpusTable> {
  const row: Record<string, unknown> = { id: c.id };
  for (const name of FIELD_NAMES) {
    if (PROCESSOR_FIELDS[name].seed === "derived") continue;
    const value = c[name as keyof SeedCpu];
    Object.assign(
      row,
      { [columnOf(name)]: toColumnValue(name, value) },
      value === undefined ? {} : derivedColumns(name, value),
    );
  }
  return row as Insertable<CpusTable>;
}

/** A benchmark figure as its row, for the seed and for imports (which add their import_id). */
export function benchmarkRow(cpuKey: number, b: SeedBenchmark): Omit<BenchmarksTable, "import_id"> {
  return {
    cpu_key: cpuKey,
    test: b.test,
    score: b.score,
    samples: b.samples ?? null,
    source: b.source,
    source_url: b.sourceUrl ?? null,
    date: b.date,
    kind: b.kind,
    includes: b.includes ?? null,
  };
}

/**
 * A benchmark row's columns but the import that brought it, each read off `b`: the seed writer
 * and the importer insert them alike, and preparedSync's stand-ins need every column named.
 */
export const benchmarkValues = (b: Omit<BenchmarksTable, "import_id">): Omit<BenchmarksTable, "import_id"> => ({
  cpu_key: b.cpu_key,
  test: b.test,
  score: b.score,
  samples: b.samples,
  source: b.source,
  source_url: b.source_url,
  date: b.date,
  kind: b.kind,
  includes: b.includes,
});

/** A hash of everything a page can show, so pages and caches key on content, not time. */
export function computeDataVersion(sqlite: Database.Database): string {
  const db = kyselyOn(sqlite);
  const hash = createHash("sha256");
  for (const query of [
    db.selectFrom("cpus").selectAll().orderBy("vendor").orderBy("id"),
    db
      .selectFrom("benchmarks as b")
      .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
      .select(["c.vendor", "c.id"])
      .selectAll("b")
      .orderBy("c.vendor")
      .orderBy("c.id")
      .orderBy("b.test"),
    db
      .selectFrom("aliases as a")
      .innerJoin("cpus as c", "c.cpu_key", "a.cpu_key")
      .select(["c.vendor", "c.id", "a.alias"])
      .orderBy("c.vendor")
      .orderBy("c.id")
      .orderBy("a.alias"),
  ]) {
    for (const row of iterateSync(sqlite, query)) hash.update(JSON.stringify(row));
  }
  return hash.digest("hex").slice(0, 16);
}

export function writeCatalogue(path: string, records: ReadonlyArray<CatalogueRecord>): string {
  const sqlite = new Database(path);
  try {
    sqlite.pragma("journal_mode = DELETE");
    createSchema(sqlite);
    const sample = records[0];
    if (!sample) throw new Error("the catalogue is empty");
    const db = kyselyOn(sqlite);
    // Compiled once: every row has the sample's columns (all fields, null where absent).
    const columns = Object.keys(cpuRow(sample)) as Array<keyof Insertable<CpusTable>>;
    const insertCpu = preparedSync(sqlite, (r: Insertable<CpusTable>) =>
      db.insertInto("cpus").values(Object.fromEntries(columns.map((c) => [c, r[c]])) as Insertable<CpusTable>),
    );
    const insertBenchmark = preparedSync(sqlite, (b: ReturnType<typeof benchmarkRow>) =>
      db.insertInto("benchmarks").values(benchmarkValues(b)),
    );
    const insertAlias = preparedSync(sqlite, (a: AliasesTable) =>
      db.insertInto("aliases").orIgnore().values({ cpu_key: a.cpu_key, alias: a.alias }),
    );
    const insertSearch = preparedSync(sqlite, (s: CpuSearchTable) =>
      db.insertInto("cpu_search").values({ cpu_key: s.cpu_key, terms: s.terms }),
    );
    sqlite.transaction(() => {
      for (const record of records) {
        const row = cpuRow(record);
        const key = Number(insertCpu.run(row).lastInsertRowid);
        for (const b of record.benchmarks ?? []) insertBenchmark.run(benchmarkRow(key, b));
        const aliases = [...derivedAliases(row.name, row.name_zh), ...(record.aliases ?? [])];
        for (const alias of aliases) insertAlias.run({ cpu_key: key, alias });
        insertSearch.run({
          cpu_key: key,
          terms: processorSearchDocument({
            name: row.name,
            nameZh: row.name_zh,
            codename: row.codename ?? null,
            codenameZh: row.codename_zh ?? null,
            series: row.series,
            aliases,
          }),
        });
      }
      const builtAt = new Date().toISOString();
      runSync(
        sqlite,
        db.insertInto("meta").values([
          { key: "data_version", value: computeDataVersion(sqlite) },
          { key: "built_at", value: builtAt },
        ]),
      );
    })();
    sqlite.exec("ANALYZE; VACUUM;");
    return readDataVersion(sqlite) as string;
  } finally {
    sqlite.close();
  }
}
