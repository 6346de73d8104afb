// The library listing: search, filters, sort and one page of results.
import { sql } from "kysely";
import { getCatalogue } from "./db.server";
import type { LibraryQuery, SortKey } from "./library-query";
import { SUMMARY_COLUMNS, toCpuSummary } from "./rows";
import { compactSearchForm } from "./search-terms";
import type { CpuSummary } from "./types";

export type LibraryPage = { total: number; page: number; pageSize: number; items: CpuSummary[] };

const SORT_COLUMNS = {
  name: "name",
  launch: "launch_sort",
  cores: "cores",
  threads: "threads",
  boost: "boost_clock_mhz",
  base: "base_clock_mhz",
  l3: "l3_kib",
  tdp: "tdp_w",
} as const satisfies Record<SortKey, string>;

/** FTS5 trigram phrase for a compact search form; shorter forms fall back to LIKE. */
function ftsPhrase(compact: string): string {
  return `"${compact.replace(/"/g, '""')}"`;
}

export async function listCpus(query: LibraryQuery): Promise<LibraryPage> {
  const { db } = getCatalogue();
  let base = db.selectFrom("cpus");
  const compact = compactSearchForm(query.q);
  if (compact.length >= 3) {
    base = base.where("cpu_key", "in", (eb) =>
      eb.selectFrom("cpu_search").select("rowid").where(sql<boolean>`cpu_search MATCH ${ftsPhrase(compact)}`),
    );
  } else if (compact.length > 0) {
    base = base.where("cpu_key", "in", (eb) =>
      eb.selectFrom("cpu_search").select("rowid").where("terms", "like", `%${compact}%`),
    );
  }
  if (query.vendor.length > 0) base = base.where("vendor", "in", query.vendor);
  if (query.segment.length > 0) base = base.where("segment", "in", query.segment);
  const { total } = await base.select(({ fn }) => fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, lastPage);
  const column = SORT_COLUMNS[query.sort];
  const rows = await base
    .select(SUMMARY_COLUMNS)
    .orderBy(sql`${sql.ref(column)} IS NULL`)
    .orderBy(sql.ref(column), query.dir)
    .orderBy("name")
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize)
    .execute();
  return { total, page, pageSize: query.pageSize, items: rows.map(toCpuSummary) };
}
