// Catalogue queries used by the loaders. Nothing else touches SQL.
import { getCatalogue } from "./db.server";
import { SUMMARY_COLUMNS, toCpuDetail, toCpuSummary } from "./rows";
import type { Vendor } from "./seed-schema";
import type { CpuDetail, CpuRef, CpuSummary } from "./types";

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
