// The compare table as the page shows it: rows written by the server (compare-rows.server.ts),
// and "differences only", on its own so the browser, which gets the rows from the server
// (views.server.ts), does not take the row builder and the registry.
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { SpecGroupId } from "#catalogue/fields/processor-fields";

/** Per processor (in page order), the caveat of each low-confidence figure, in words. */
export type CompareCaveats = Array<Partial<Record<BenchmarkTest, string>>>;

/** `caveat`: the low-confidence note of the figure, in words (shown beside it, phones included). */
export type CompareCell = { text: string; better: boolean; estimated: boolean; caveat?: string };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean };
export type CompareGroupId = SpecGroupId | "benchmarks" | "value";
export type CompareGroup = { id: CompareGroupId; title: string; rows: CompareRow[] };

/** Rows where the processors differ, groups left empty dropped. */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length > 0);
}
