// "Differences only" on the compare table: on its own so the browser, which gets the rows
// from the server (pages/views.server.ts), does not take the row builder and the registry.
import type { CompareGroup } from "./compare-rows";

/** Rows where the processors differ, groups left empty dropped. */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length > 0);
}
