// "Data updated": the date of the newest fact the catalogue holds (a launch, a benchmark
// snapshot or an import's as-of date), not when the file was built, which says nothing
// about how current the data is. Each candidate keeps its own precision: "2026-04-24",
// "2025-10", "2025-Q3".
export function newestDataDate(candidates: ReadonlyArray<string | null | undefined>, notAfter: string): string | null {
  let best: string | null = null;
  let bestKey = "";
  for (const date of candidates) {
    if (!date) continue;
    const key = sortKey(date);
    if (key === null || key > notAfter || key <= bestKey) continue;
    best = date;
    bestKey = key;
  }
  return best;
}

/** "2025-Q3" -> "2025-07", "2025-10" -> "2025-10", "2026-04-24" -> "2026-04-24"; comparable as strings. */
function sortKey(date: string): string | null {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, "0")}`;
  return /^\d{4}-\d{2}(-\d{2})?$/.test(date) ? date : null;
}
