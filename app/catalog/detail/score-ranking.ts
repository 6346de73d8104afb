// The scores of one benchmark test (in one segment, optionally of one vendor) in ascending
// order, and the ones nearest a given score: the in-memory form of "perSide at or above,
// perSide below" that the database answered through its (test, score) index.
import type { ChartPeer } from "./types";

/** Index of the first peer whose value is at or above `score` (peers ascending by value). */
function firstAtOrAbove(ranked: ReadonlyArray<ChartPeer>, score: number): number {
  let lo = 0;
  let hi = ranked.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ranked[mid]!.value < score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Up to `perSide` peers at or above `score` (nearest first), then up to `perSide` below it
 * (nearest first). Equal scores keep the order of `ranked` going up and the reverse going
 * down, as an ascending and a descending index scan do.
 */
export function nearestScores(ranked: ReadonlyArray<ChartPeer>, score: number, perSide: number): ChartPeer[] {
  const start = firstAtOrAbove(ranked, score);
  const above = ranked.slice(start, start + perSide);
  const below = ranked.slice(Math.max(0, start - perSide), start).reverse();
  return [...above, ...below];
}
