// Catalogue queries used by the loaders. Nothing else touches SQL.
import { getCatalogue } from "./db.server";
import { SUMMARY_COLUMNS, toCpuDetail, toCpuSummary } from "./rows";
import type { ChartPeer, ImportRecord } from "./detail/types";
import type { BenchmarkTest, Segment, Vendor } from "./seed-schema";
import type { CpuDetail, CpuRef, CpuSummary } from "./types";
import type { LadderEntry } from "./ladder/rank-ladder";

export async function getCpu(vendor: Vendor, id: string): Promise<CpuDetail | null> {
  const { db } = getCatalogue();
  const row = await db.selectFrom("cpus").selectAll().where("vendor", "=", vendor).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const benchmarks = await db.selectFrom("benchmarks").selectAll().where("cpu_key", "=", row.cpu_key).orderBy("test").execute();
  return toCpuDetail(row, benchmarks);
}

/** Where a processor actually lives when it was asked for under the wrong vendor. */
export async function findCpuVendor(id: string): Promise<Vendor | null> {
  const { db } = getCatalogue();
  const row = await db.selectFrom("cpus").select("vendor").where("id", "=", id).executeTakeFirst();
  return row?.vendor ?? null;
}

export async function newestCpus(limit: number): Promise<CpuSummary[]> {
  const { db } = getCatalogue();
  const rows = await db
    .selectFrom("cpus")
    .select(SUMMARY_COLUMNS)
    .orderBy("launch_sort", "desc")
    .orderBy("name")
    .limit(limit)
    .execute();
  return rows.map(toCpuSummary);
}

export type CatalogueStats = { total: number; amd: number; intel: number; withBenchmarks: number; dataVersion: string; builtAt: string };

export async function catalogueStats(): Promise<CatalogueStats> {
  const { db, dataVersion } = getCatalogue();
  const counts = await db
    .selectFrom("cpus")
    .select(({ fn }) => ["vendor", fn.countAll<number>().as("n")])
    .groupBy("vendor")
    .execute();
  const bench = await db
    .selectFrom("benchmarks")
    .select(({ fn }) => fn.count<number>("cpu_key").distinct().as("n"))
    .executeTakeFirstOrThrow();
  const built = await db.selectFrom("meta").select("value").where("key", "=", "built_at").executeTakeFirst();
  const amd = counts.find((c) => c.vendor === "amd")?.n ?? 0;
  const intel = counts.find((c) => c.vendor === "intel")?.n ?? 0;
  return { total: amd + intel, amd, intel, withBenchmarks: bench.n, dataVersion, builtAt: built?.value ?? "" };
}

export async function allCpuRefs(): Promise<CpuRef[]> {
  const { db } = getCatalogue();
  return db.selectFrom("cpus").select(["vendor", "id"]).orderBy("vendor").orderBy("id").execute();
}

// Detail pages: the processors around one processor.

/** The processors of a segment (and vendor) whose score for `test` is nearest `score`, `perSide` above and below. */
export async function benchmarkNeighbours(
  test: BenchmarkTest,
  segment: Segment,
  score: number,
  perSide: number,
  vendor?: Vendor,
): Promise<ChartPeer[]> {
  const { db } = getCatalogue();
  const all = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(["c.vendor", "c.id", "c.name", "c.name_zh", "c.segment", "b.score"])
    .where("b.test", "=", test)
    .where("c.segment", "=", segment);
  const base = vendor ? all.where("c.vendor", "=", vendor) : all;
  const [above, below] = await Promise.all([
    base.where("b.score", ">=", score).orderBy("b.score", "asc").limit(perSide).execute(),
    base.where("b.score", "<", score).orderBy("b.score", "desc").limit(perSide).execute(),
  ]);
  return [...above, ...below].map((r) => ({ vendor: r.vendor, id: r.id, name: r.name, nameZh: r.name_zh, segment: r.segment, value: r.score }));
}

/** The members of a series, oldest first. */
export async function seriesMembers(vendor: Vendor, series: string, limit: number): Promise<CpuSummary[]> {
  const { db } = getCatalogue();
  const rows = await db
    .selectFrom("cpus")
    .select(SUMMARY_COLUMNS)
    .where("vendor", "=", vendor)
    .where("series", "=", series)
    .orderBy("launch_sort")
    .orderBy("name")
    .limit(limit)
    .execute();
  return rows.map(toCpuSummary);
}

export async function cpuSummary(vendor: Vendor, id: string): Promise<CpuSummary | null> {
  const { db } = getCatalogue();
  const row = await db.selectFrom("cpus").select(SUMMARY_COLUMNS).where("vendor", "=", vendor).where("id", "=", id).executeTakeFirst();
  return row ? toCpuSummary(row) : null;
}

/** Candidates for the closest rival on paper: the vendor's processors of a segment launched within `years`. */
export async function rivalCandidates(vendor: Vendor, segment: Segment, launchYear: number | null, years: number): Promise<CpuSummary[]> {
  const { db } = getCatalogue();
  let query = db.selectFrom("cpus").select(SUMMARY_COLUMNS).where("vendor", "=", vendor).where("segment", "=", segment);
  if (launchYear !== null) query = query.where("launch_year", ">=", launchYear - years).where("launch_year", "<=", launchYear + years);
  const rows = await query.execute();
  return rows.map(toCpuSummary);
}

/** The imports that set any field or figure of this processor (none: the authored seed). */
export async function cpuImports(vendor: Vendor, id: string): Promise<ImportRecord[]> {
  const { db } = getCatalogue();
  const rows = await db
    .selectFrom("cpus as c")
    .innerJoin("field_sources as f", "f.cpu_key", "c.cpu_key")
    .innerJoin("imports as i", "i.import_id", "f.import_id")
    .select(["i.import_id", "i.source", "i.format", "i.imported_at", "f.field"])
    .where("c.vendor", "=", vendor)
    .where("c.id", "=", id)
    .orderBy("i.imported_at")
    .orderBy("f.field")
    .execute();
  const byImport = new Map<number, ImportRecord>();
  for (const r of rows) {
    const record = byImport.get(r.import_id) ?? { source: r.source, format: r.format, importedAt: r.imported_at, fields: [] };
    record.fields.push(r.field);
    byImport.set(r.import_id, record);
  }
  return [...byImport.values()];
}

export async function catalogueBuiltAt(): Promise<string> {
  const { db } = getCatalogue();
  const built = await db.selectFrom("meta").select("value").where("key", "=", "built_at").executeTakeFirst();
  return built?.value ?? "";
}

// Home page: the ladder and the families.

/** Every processor with a score for `test`, in a segment and of a vendor ("all": any). */
export async function ladderEntries(test: BenchmarkTest, segment: Segment | "all", vendor: Vendor | "all"): Promise<LadderEntry[]> {
  const { db } = getCatalogue();
  let query = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(["c.vendor", "c.id", "c.name", "c.name_zh", "c.segment", "b.test", "b.score", "b.kind", "c.launch_price_usd", "c.tdp_w", "c.launch_date"])
    .where("b.test", "=", test);
  if (segment !== "all") query = query.where("c.segment", "=", segment);
  if (vendor !== "all") query = query.where("c.vendor", "=", vendor);
  const rows = await query.execute();
  return rows.map((r) => ({
    vendor: r.vendor,
    id: r.id,
    name: r.name,
    nameZh: r.name_zh,
    segment: r.segment,
    test: r.test as BenchmarkTest,
    score: r.score,
    kind: r.kind,
    launchPriceUsd: r.launch_price_usd,
    tdpW: r.tdp_w,
    launchDate: r.launch_date,
  }));
}

export type FamilyCount = { vendor: Vendor; family: string; count: number; latestYear: number | null };

export async function vendorFamilies(): Promise<FamilyCount[]> {
  const { db } = getCatalogue();
  const rows = await db
    .selectFrom("cpus")
    .select(({ fn }) => ["vendor", "family", fn.countAll<number>().as("count"), fn.max("launch_year").as("latest")])
    .groupBy(["vendor", "family"])
    .orderBy("vendor")
    .orderBy("count", "desc")
    .execute();
  return rows.map((r) => ({ vendor: r.vendor, family: r.family, count: r.count, latestYear: r.latest }));
}
