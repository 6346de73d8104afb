// What detail pages read besides the processor itself (readCpu, queries.server.ts), kept in
// memory once per data version (#catalogue/per-data-version): every processor's summary by key
// and by series, and the scores of each test ranked per segment, ranked on first use. A
// processor's imports are read per request; catalogue/sync-query.ts prepares each statement once per
// connection.
import { lowConfidenceOf } from "#catalogue/benchmark-confidence";
import { notScalingKeys } from "#catalogue/confidence.server";
import type { Catalogue } from "#catalogue/connection.server";
import { countIndexBuild } from "../index-builds.server";
import { SUMMARY_COLUMNS, toCpuSummary } from "#catalogue/rows";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Segment, Vendor } from "#catalogue/fields/value-lists";
import type { CpuSummary } from "#catalogue/types";
import { sql } from "kysely";
import { allSync, firstSync } from "#catalogue/sync-query";
import { launchMonthIndex } from "#catalogue/launch-date-order";
import { perDataVersion } from "#catalogue/per-data-version";
import { nearestScores } from "./score-ranking";
import { toSeriesMember, type SeriesMember } from "./series-member";
import type { ChartPeer, ImportRecord } from "./types";

type Indexed = { key: number; month: number | null; price: number | null; summary: CpuSummary };
type ImportRow = { import_id: number; source: string; format: string; imported_at: string };
type FieldSourceRow = { import_id: number; field: string };

export type DetailIndex = {
  dataVersion: string;
  builtAt: string;
  summary(vendor: Vendor, id: string): CpuSummary | null;
  /** The members of a series, oldest first. */
  series(vendor: Vendor, series: string): ReadonlyArray<SeriesMember>;
  /** The processors of a segment (and vendor) whose score for `test` is nearest `score`, `perSide` above and below. */
  neighbours(test: BenchmarkTest, segment: Segment, score: number, perSide: number, vendor?: Vendor): ChartPeer[];
  /** The vendor's processors of a segment launched within `months` of `launchDate` (any date when it is unknown). */
  rivalCandidates(vendor: Vendor, segment: Segment, launchDate: string | null, months: number): CpuSummary[];
  /** A processor's launch price in USD, or null. */
  launchPrice(vendor: Vendor, id: string): number | null;
  /** A processor's figures that are measured and not low-confidence (benchmark-confidence.ts), by test. */
  trustedScores(vendor: Vendor, id: string): Partial<Record<BenchmarkTest, number>>;
  /** The imports that set any field or figure of this processor (none: the authored seed). */
  imports(vendor: Vendor, id: string): ImportRecord[];
};

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The imports that set these fields, oldest first, each with its fields in name order. */
function groupImports(fieldSources: FieldSourceRow[], imports: ReadonlyMap<number, ImportRow>): ImportRecord[] {
  const byImport = new Map<number, ImportRecord>();
  for (const { import_id, field } of fieldSources) {
    let record = byImport.get(import_id);
    if (!record) {
      const i = imports.get(import_id)!;
      byImport.set(import_id, (record = { source: i.source, format: i.format, importedAt: i.imported_at, fields: [] }));
    }
    record.fields.push(field);
  }
  // Stable: imports at the same instant keep the order of their first field.
  return [...byImport.values()].sort((a, b) =>
    a.importedAt < b.importedAt ? -1 : a.importedAt > b.importedAt ? 1 : 0,
  );
}

function buildDetailIndex(catalogue: Catalogue): DetailIndex {
  const { db, sqlite, dataVersion } = catalogue;
  const notScaling = notScalingKeys(catalogue);
  const byRef = new Map<string, Indexed>();
  const byKey = new Map<number, Indexed>();
  const bySeries = new Map<string, SeriesMember[]>();
  // Series members oldest first, as the page lists them; cpu_key settles equal rows.
  const summaries = db
    .selectFrom("cpus")
    .select(["cpu_key", "launch_price_usd", ...SUMMARY_COLUMNS])
    .orderBy("launch_sort")
    .orderBy("name")
    .orderBy("cpu_key");
  for (const row of allSync(sqlite, summaries)) {
    // Shared by every request of this data version: frozen, so no page can change another's.
    const cpu: Indexed = {
      key: row.cpu_key,
      month: launchMonthIndex(row.launch_date),
      price: row.launch_price_usd,
      summary: Object.freeze(toCpuSummary(row)),
    };
    byRef.set(`${row.vendor}/${row.id}`, cpu);
    byKey.set(row.cpu_key, cpu);
    push(bySeries, `${row.vendor}/${row.series}`, Object.freeze(toSeriesMember(cpu.summary)));
  }
  const byVendorSegment = new Map<string, Indexed[]>();
  for (const cpu of [...byKey.values()].sort((a, b) => a.key - b.key))
    push(byVendorSegment, `${cpu.summary.vendor}/${cpu.summary.segment}`, cpu);

  const scoresByTest = new Map<string, ChartPeer[]>();
  const trusted = new Map<string, Partial<Record<BenchmarkTest, number>>>();
  // Equal scores in rowid order, as the (test, score) index returns them (rowid is SQLite's
  // implicit column, so not in catalogue/tables.ts: referred to by name).
  const scores = db
    .selectFrom("benchmarks")
    .select(["cpu_key", "test", "score", "samples", "kind"])
    .orderBy("test")
    .orderBy("score")
    .orderBy(sql.ref("rowid"));
  for (const { cpu_key, test, score, samples, kind } of allSync(sqlite, scores)) {
    const { vendor, id, name, nameZh, segment } = byKey.get(cpu_key)!.summary;
    push(scoresByTest, test, Object.freeze({ vendor, id, name, nameZh, segment, value: score }));
    const ref = `${vendor}/${id}`;
    if (kind === "measured" && lowConfidenceOf(test as BenchmarkTest, samples, notScaling.has(ref)) === null)
      trusted.set(ref, { ...trusted.get(ref), [test]: score });
  }
  const ranked = new Map<string, ChartPeer[]>();
  const rankedFor = (test: BenchmarkTest, segment: Segment, vendor: Vendor | undefined) => {
    const key = `${test}/${segment}/${vendor ?? "*"}`;
    let list = ranked.get(key);
    if (!list) {
      list = (scoresByTest.get(test) ?? []).filter(
        (p) => p.segment === segment && (vendor === undefined || p.vendor === vendor),
      );
      ranked.set(key, list);
    }
    return list;
  };

  // The imports (a few rows) are read once; a page reads only its field sources, in field order.
  const imports = new Map(
    allSync(sqlite, db.selectFrom("imports").select(["import_id", "source", "format", "imported_at"])).map((i) => [
      i.import_id,
      i,
    ]),
  );
  const builtAt = firstSync(sqlite, db.selectFrom("meta").select("value").where("key", "=", "built_at"))?.value ?? "";

  return {
    dataVersion,
    builtAt,
    summary: (vendor, id) => byRef.get(`${vendor}/${id}`)?.summary ?? null,
    series: (vendor, series) => bySeries.get(`${vendor}/${series}`) ?? [],
    neighbours: (test, segment, score, perSide, vendor) =>
      nearestScores(rankedFor(test, segment, vendor), score, perSide),
    rivalCandidates(vendor, segment, launchDate, months) {
      const at = launchMonthIndex(launchDate);
      const all = byVendorSegment.get(`${vendor}/${segment}`) ?? [];
      const near = (month: number | null) => at === null || (month !== null && Math.abs(month - at) <= months);
      return all.filter((c) => near(c.month)).map((c) => c.summary);
    },
    launchPrice: (vendor, id) => byRef.get(`${vendor}/${id}`)?.price ?? null,
    trustedScores: (vendor, id) => trusted.get(`${vendor}/${id}`) ?? {},
    imports(vendor, id) {
      const cpu = byRef.get(`${vendor}/${id}`);
      if (!cpu) return [];
      return groupImports(
        allSync(
          sqlite,
          db.selectFrom("field_sources").select(["import_id", "field"]).where("cpu_key", "=", cpu.key).orderBy("field"),
        ),
        imports,
      );
    },
  };
}

export const detailIndex = perDataVersion((catalogue: Catalogue): DetailIndex => {
  countIndexBuild("detail");
  return buildDetailIndex(catalogue);
});
