// Which value is better, and whether a difference is worth saying: a compare row marks a cell,
// and a verdict names a winner, only when every processor has a comparable value and the best
// is ahead of another by at least the quantity's threshold. Values closer than that are even.
export type Direction = "higher" | "lower";

/** What a compared figure measures; each has its smallest difference worth a mark. */
export type Quantity = "score" | "power" | "price" | "spec";

/** Smallest difference worth a mark or a winner, in percent of the smaller value. */
export const MARK_THRESHOLD_PERCENT: Record<Quantity, number> = {
  // Benchmark averages move by a few percent between runs and setups.
  score: 3,
  // A power limit a few watts apart (65 W vs 69 W) draws the same in practice.
  power: 10,
  price: 5,
  // Clocks, cache, cores, memory: 5.0 against 4.9 GHz says nothing.
  spec: 5,
};

/** How much larger the larger value is than the smaller one, in whole percent. */
export function percentAbove(a: number, b: number): number {
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  return Math.round((hi / lo - 1) * 100);
}

/** Index of the side a contest favours (0 or 1), or null when they are even. */
export type Side = 0 | 1 | null;

/** Which of two values is better, and by how much; even under the quantity's threshold. */
export function contest(
  a: number,
  b: number,
  direction: Direction,
  quantity: Quantity,
): { side: Side; percent: number } {
  const percent = percentAbove(a, b);
  if (a <= 0 || b <= 0 || percent < MARK_THRESHOLD_PERCENT[quantity]) return { side: null, percent: 0 };
  return { side: a > b === (direction === "higher") ? 0 : 1, percent };
}

/**
 * The cells of a row that hold the better value: none when a value is missing or the values are
 * not comparable (`comparable: false`), or when no value is ahead of another by the threshold;
 * else every value within the threshold of the best.
 */
export function markBetter(
  values: ReadonlyArray<number | null>,
  direction: Direction | null,
  quantity: Quantity,
  comparable = true,
): boolean[] {
  const none = values.map(() => false);
  if (direction === null || !comparable || values.length < 2) return none;
  if (values.some((v) => v === null || !Number.isFinite(v) || v <= 0)) return none;
  const present = values as readonly number[];
  const best = direction === "higher" ? Math.max(...present) : Math.min(...present);
  const even = (v: number) => percentAbove(v, best) < MARK_THRESHOLD_PERCENT[quantity];
  if (present.every(even)) return none;
  return present.map(even);
}
