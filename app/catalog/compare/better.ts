// Which cells of a compare row hold the better value: the best of the values present, when
// they are not all the same. Rows with no direction (names, sockets) mark nothing.
export type Direction = "higher" | "lower";

export function markBetter(values: ReadonlyArray<number | null>, direction: Direction | null): boolean[] {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (direction === null || present.length < 2) return values.map(() => false);
  const best = direction === "higher" ? Math.max(...present) : Math.min(...present);
  if (present.every((v) => v === best)) return values.map(() => false);
  return values.map((v) => v === best);
}
