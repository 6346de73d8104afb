// Catalogue reads outside the indexes: the home page's lists and counts, the ladder, the
// sitemap (one processor is read by #catalogue/statements.server). The indexes (library/,
// detail/, platform-pages/, ranks/) read the catalogue once per data version. Every statement
// is built with Kysely (decisions.md).
import { notScalingKeys } from "#catalogue/confidence.server";
import { zhSeriesName } from "#catalogue/names-zh";
import { newestDataDate } from "./data-date";
import { nominalPower, underLoadPower } from "./judgements/power";
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import { lowConfidenceOf } from "#catalogue/benchmark-confidence";
import { allSync } from "#catalogue/sync-query";
import { perDataVersion } from "#catalogue/per-data-version";
import { SUMMARY_COLUMNS, toCpuSummary } from "#catalogue/rows";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Segment, Vendor } from "#catalogue/fields/value-lists";
import type { CpuRef, CpuSummary } from "#catalogue/types";
import type { LadderEntry, UnrankedSeries } from "./ladder/rank-ladder";

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

export type CatalogueStats = {
  total: number;
  amd: number;
  intel: number;
  withBenchmarks: number;
  dataVersion: string;
  /** The newest launch, benchmark or import date (see data-date.ts), or null. */
  dataUpdated: string | null;
};

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
  const launches = await db.selectFrom("cpus").select("launch_date").distinct().execute();
  const figures = await db.selectFrom("benchmarks").select("date").distinct().execute();
  const amd = counts.find((c) => c.vendor === "amd")?.n ?? 0;
  const intel = counts.find((c) => c.vendor === "intel")?.n ?? 0;
  const dataUpdated = newestDataDate(
    [...launches.map((r) => r.launch_date), ...figures.map((r) => r.date)],
    (built?.value ?? new Date().toISOString()).slice(0, 10),
  );
  return { total: amd + intel, amd, intel, withBenchmarks: bench.n, dataVersion, dataUpdated };
}

export function allCpuRefs(catalogue: Catalogue = getCatalogue()): CpuRef[] {
  const { db, sqlite } = catalogue;
  return allSync(sqlite, db.selectFrom("cpus").select(["vendor", "id"]).orderBy("vendor").orderBy("id"));
}

export async function catalogueBuiltAt(): Promise<string> {
  const { db } = getCatalogue();
  const built = await db.selectFrom("meta").select("value").where("key", "=", "built_at").executeTakeFirst();
  return built?.value ?? "";
}

// Home page: the ladder and the families.

/** Every processor with a score for `test`, in a segment and of a vendor ("all": any). */
const LADDER_COLUMNS = [
  "c.vendor",
  "c.id",
  "c.name",
  "c.name_zh",
  "c.segment",
  "c.series",
  "c.cores",
  "b.test",
  "b.score",
  "b.kind",
  "b.date",
  "b.samples",
  "c.launch_price_usd",
  "c.tdp_w",
  "c.base_power_w",
  "c.max_turbo_power_w",
  "c.socket",
  "c.microarchitecture",
  "c.launch_date",
  "c.status",
] as const;

function ladderQuery({ db }: Catalogue, test: BenchmarkTest, segment: Segment | "all", vendor: Vendor | "all") {
  let query = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(LADDER_COLUMNS)
    .where("b.test", "=", test);
  if (segment !== "all") query = query.where("c.segment", "=", segment);
  if (vendor !== "all") query = query.where("c.vendor", "=", vendor);
  return query;
}

type LadderRow = Awaited<ReturnType<ReturnType<typeof ladderQuery>["execute"]>>[number];

function toLadderEntry(r: LadderRow, notScaling: ReadonlySet<string>): LadderEntry {
  const test = r.test as BenchmarkTest;
  return {
    vendor: r.vendor,
    id: r.id,
    name: r.name,
    nameZh: r.name_zh,
    segment: r.segment,
    test,
    score: r.score,
    kind: r.kind,
    date: r.date,
    samples: r.samples,
    lowConfidence: lowConfidenceOf(test, r.samples, notScaling.has(`${r.vendor}/${r.id}`)),
    series: r.series,
    cores: r.cores,
    launchPriceUsd: r.launch_price_usd,
    underLoad: underLoadPower({
      maxTurboPowerW: r.max_turbo_power_w,
      vendor: r.vendor,
      socket: r.socket,
      microarchitecture: r.microarchitecture,
      tdpW: r.tdp_w,
    }),
    nominal: nominalPower({ tdpW: r.tdp_w, basePowerW: r.base_power_w }),
    launchDate: r.launch_date,
    status: r.status,
  };
}

/**
 * Each view's entries (test, segment, vendor: at most a few dozen views), read once per data
 * version and shared, read-only, by the ladder's query variants, its pictures and the rank
 * index (the desktop view's read took about 3 ms of every ladder render).
 */
const ladderViews = perDataVersion((_catalogue: Catalogue) => new Map<string, readonly LadderEntry[]>());

export function ladderEntriesSync(
  catalogue: Catalogue,
  test: BenchmarkTest,
  segment: Segment | "all",
  vendor: Vendor | "all" = "all",
): readonly LadderEntry[] {
  const views = ladderViews(catalogue);
  const key = `${test}|${segment}|${vendor}`;
  let entries = views.get(key);
  if (!entries) {
    const notScaling = notScalingKeys(catalogue);
    entries = allSync(catalogue.sqlite, ladderQuery(catalogue, test, segment, vendor)).map((r) =>
      toLadderEntry(r, notScaling),
    );
    views.set(key, entries);
  }
  return entries;
}

export async function ladderEntries(
  test: BenchmarkTest,
  segment: Segment | "all",
  vendor: Vendor | "all",
): Promise<readonly LadderEntry[]> {
  return ladderEntriesSync(getCatalogue(), test, segment, vendor);
}

/** The segment's series none of whose processors has a figure for the test, newest first. */
export async function seriesWithoutFigures(
  test: BenchmarkTest,
  segment: Segment,
  vendor: Vendor | "all",
): Promise<UnrankedSeries[]> {
  const { db } = getCatalogue();
  let query = db
    .selectFrom("cpus as c")
    .leftJoin("benchmarks as b", (join) => join.onRef("b.cpu_key", "=", "c.cpu_key").on("b.test", "=", test))
    .select(({ fn }) => [
      "c.vendor",
      "c.series",
      fn.countAll<number>().as("count"),
      fn.count<number>("b.score").as("figures"),
      fn.max("c.launch_year").as("latest"),
    ])
    .where("c.segment", "=", segment)
    .groupBy(["c.vendor", "c.series"]);
  if (vendor !== "all") query = query.where("c.vendor", "=", vendor);
  const rows = await query.execute();
  return rows
    .filter((r) => r.figures === 0)
    .sort((a, b) => (b.latest ?? 0) - (a.latest ?? 0) || a.series.localeCompare(b.series))
    .map((r) => ({
      vendor: r.vendor,
      series: r.series,
      seriesZh: zhSeriesName(r.series),
      count: r.count,
      latestYear: r.latest,
    }));
}

/** Measured figures of each test in a segment ("all": any), for the tests a ladder offers. */
export async function measuredFigureCounts(segment: Segment | "all"): Promise<Map<BenchmarkTest, number>> {
  const { db } = getCatalogue();
  let query = db
    .selectFrom("benchmarks as b")
    .innerJoin("cpus as c", "c.cpu_key", "b.cpu_key")
    .select(({ fn }) => ["b.test", fn.countAll<number>().as("n")])
    .where("b.kind", "=", "measured")
    .groupBy("b.test");
  if (segment !== "all") query = query.where("c.segment", "=", segment);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.test as BenchmarkTest, r.n]));
}

/** familyZh is the family in Chinese, translated here so the home page needs no names-zh rules in the browser. */
export type FamilyCount = {
  vendor: Vendor;
  family: string;
  familyZh: string;
  count: number;
  latestYear: number | null;
};

export async function vendorFamilies(): Promise<FamilyCount[]> {
  const { db } = getCatalogue();
  const rows = await db
    .selectFrom("cpus")
    .select(({ fn }) => ["vendor", "family", fn.countAll<number>().as("count"), fn.max("launch_year").as("latest")])
    .groupBy(["vendor", "family"])
    .orderBy("vendor")
    .orderBy("count", "desc")
    .execute();
  return rows.map((r) => ({
    vendor: r.vendor,
    family: r.family,
    familyZh: zhSeriesName(r.family),
    count: r.count,
    latestYear: r.latest,
  }));
}
