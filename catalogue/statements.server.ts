// The statements every reader of one processor shares: the detail page, the API, compare,
// head-to-head pages and preview images read a processor through readCpu, one way.
import { notScalingKeys } from "./confidence.server";
import type { Catalogue } from "./connection.server";
import type { Vendor } from "./fields/value-lists";
import { toCpuDetail } from "./rows";
import { allSync, firstSync } from "./sync-query";
import type { CpuDetail } from "./types";

/** One processor with every field and its figures: what the detail page, the API, compare and the images read. */
export function readCpu(catalogue: Catalogue, vendor: Vendor, id: string): CpuDetail | null {
  const { db, sqlite } = catalogue;
  const row = firstSync(sqlite, db.selectFrom("cpus").selectAll().where("vendor", "=", vendor).where("id", "=", id));
  if (!row) return null;
  const figures = allSync(
    sqlite,
    db.selectFrom("benchmarks").selectAll().where("cpu_key", "=", row.cpu_key).orderBy("test"),
  );
  return toCpuDetail(row, figures, notScalingKeys(catalogue).has(`${vendor}/${id}`));
}

/** The vendor a processor id is catalogued under, or null. */
export function vendorOfCpu({ db, sqlite }: Catalogue, id: string): Vendor | null {
  return firstSync(sqlite, db.selectFrom("cpus").select("vendor").where("id", "=", id))?.vendor ?? null;
}
