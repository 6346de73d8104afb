// Writes processor records into a freshly migrated database and stamps its data version.
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { readDataVersion } from "../app/catalog/db.server";
import { zhCodename, zhModelName } from "../app/catalog/names-zh";
import { derivedAliases, searchDocument, seriesSearchForms } from "../app/catalog/search-terms";
import type { SeedBenchmark, SeedCpu } from "../app/catalog/seed-schema";
import { migrate } from "./migrate";

export type CatalogueRecord = SeedCpu & { id: string };

function launchYear(date: string): number {
  return Number(date.slice(0, 4));
}

/** "2025-Q3" -> "2025-07-00", "2025-07" -> "2025-07-00": launch dates of any precision sort together. */
export function launchSortKey(date: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, "0")}-00`;
  return date.length === 7 ? `${date}-00` : date;
}

const bool = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);

function cpuRow(c: CatalogueRecord) {
  return {
    vendor: c.vendor,
    id: c.id,
    name: c.name,
    name_zh: zhModelName(c.name),
    family: c.family,
    series: c.series,
    segment: c.segment,
    codename: c.codename,
    codename_zh: zhCodename(c.codename),
    microarchitecture: c.microarchitecture,
    process: c.process,
    socket: c.socket,
    launch_date: c.launchDate,
    launch_year: launchYear(c.launchDate),
    launch_sort: launchSortKey(c.launchDate),
    launch_price_usd: c.launchPriceUsd ?? null,
    status: c.status,
    cores: c.cores,
    threads: c.threads,
    p_cores: c.pCores ?? null,
    e_cores: c.eCores ?? null,
    lpe_cores: c.lpeCores ?? null,
    base_clock_mhz: c.baseClockMhz ?? null,
    boost_clock_mhz: c.boostClockMhz ?? null,
    e_core_base_clock_mhz: c.eCoreBaseClockMhz ?? null,
    e_core_boost_clock_mhz: c.eCoreBoostClockMhz ?? null,
    l1_kib: c.l1Kib ?? null,
    l2_kib: c.l2Kib ?? null,
    l3_kib: c.l3Kib ?? null,
    tdp_w: c.tdpW,
    base_power_w: c.basePowerW ?? null,
    max_turbo_power_w: c.maxTurboPowerW ?? null,
    ctdp_min_w: c.ctdpMinW ?? null,
    ctdp_max_w: c.ctdpMaxW ?? null,
    memory_types: JSON.stringify(c.memoryTypes),
    memory_max_speed_mts: c.memoryMaxSpeedMts ?? null,
    memory_channels: c.memoryChannels ?? null,
    memory_max_gb: c.memoryMaxGb ?? null,
    ecc: bool(c.ecc),
    pcie_version: c.pcieVersion ?? null,
    pcie_lanes: c.pcieLanes ?? null,
    gpu_name: c.gpuName ?? null,
    gpu_cores: c.gpuCores ?? null,
    gpu_clock_mhz: c.gpuClockMhz ?? null,
    npu_tops: c.npuTops ?? null,
    unlocked: bool(c.unlocked),
    instruction_sets: JSON.stringify(c.instructionSets ?? []),
    features: JSON.stringify(c.features ?? []),
    die_size_mm2: c.dieSizeMm2 ?? null,
    transistors_millions: c.transistorsMillions ?? null,
    tjmax_c: c.tjmaxC ?? null,
    source_url: c.sourceUrl,
    predecessor: c.predecessor ?? null,
    successor: c.successor ?? null,
  };
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
    migrate(db);
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
