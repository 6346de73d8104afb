// Choosing the processors a benchmark chart compares this one with: the nearest scores in
// the same segment, from both vendors, so the chart shows where it stands among its peers.
import type { Vendor } from "#catalogue/fields/value-lists";
import type { ChartPeer } from "./types";

export const COMPARABLE_COUNT = 10;
/** At least this many bars of the other vendor, when it has them: both vendors in every chart. */
export const MIN_OTHER_VENDOR = 3;

/** How far two scores are apart, symmetric in ratio (2x above = 2x below). */
export function scoreDistance(a: number, b: number): number {
  return Math.abs(Math.log(a / b));
}

const sameCpu = (a: ChartPeer, b: ChartPeer) => a.vendor === b.vendor && a.id === b.id;

/** Subject plus up to `count` nearest candidates (each once), highest score first. */
export function pickComparables(
  subject: ChartPeer,
  candidates: ReadonlyArray<ChartPeer>,
  count = COMPARABLE_COUNT,
): ChartPeer[] {
  const unique = new Map(candidates.filter((c) => !sameCpu(c, subject)).map((c) => [`${c.vendor}/${c.id}`, c]));
  const others = [...unique.values()]
    .map((c) => ({ c, d: scoreDistance(c.value, subject.value) }))
    .sort((x, y) => x.d - y.d || x.c.name.localeCompare(y.c.name))
    .map((x) => x.c);
  const otherVendor: Vendor = subject.vendor === "amd" ? "intel" : "amd";
  const reserved = others
    .filter((c) => c.vendor === otherVendor)
    .slice(0, Math.min(MIN_OTHER_VENDOR, Math.floor(count / 3)));
  const picked = new Set(reserved);
  for (const c of others) {
    if (picked.size >= count) break;
    picked.add(c);
  }
  return [subject, ...picked].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
