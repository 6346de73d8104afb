// "Data updated": the date of the newest fact the catalogue holds (a launch, a benchmark
// snapshot or an import's as-of date), not when the file was built, which says nothing
// about how current the data is. Each candidate keeps its own precision: "2026-04-24",
// "2025-10", "2025-Q3".
import { launchSortKey } from "#catalogue/launch-date-order";

export function newestDataDate(candidates: ReadonlyArray<string | null | undefined>, notAfter: string): string | null {
  let best: string | null = null;
  let bestKey = "";
  for (const date of candidates) {
    if (!date) continue;
    const key = launchSortKey(date);
    if (key === null || key > notAfter || key <= bestKey) continue;
    best = date;
    bestKey = key;
  }
  return best;
}
