// The closest rival from the other vendor: by score where both have one for the same test,
// otherwise by specifications (cores, threads, clock, power, launch year).
import type { CpuSummary } from "../types";
import { scoreDistance } from "./comparables";
import type { ChartPeer } from "./types";

/** The other-vendor peer nearest in score, or null. */
export function nearestByScore(subject: ChartPeer, candidates: ReadonlyArray<ChartPeer>): ChartPeer | null {
  let best: ChartPeer | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c.vendor === subject.vendor || c.segment !== subject.segment) continue;
    const d = scoreDistance(c.value, subject.value);
    if (d < bestDistance || (d === bestDistance && best !== null && c.name < best.name)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

const ratio = (a: number | null, b: number | null) => (a && b ? Math.abs(Math.log(a / b)) : 0.5);
const year = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

/** How unlike two processors are on paper; 0 is identical. */
export function specDistance(a: CpuSummary, b: CpuSummary): number {
  const ya = year(a.launchDate);
  const yb = year(b.launchDate);
  return (
    ratio(a.cores, b.cores) +
    0.5 * ratio(a.threads, b.threads) +
    ratio(a.boostClockMhz ?? a.baseClockMhz, b.boostClockMhz ?? b.baseClockMhz) +
    0.5 * ratio(a.tdpW, b.tdpW) +
    (ya !== null && yb !== null ? 0.25 * Math.abs(ya - yb) : 0.5)
  );
}

export function nearestBySpecs(subject: CpuSummary, candidates: ReadonlyArray<CpuSummary>): CpuSummary | null {
  let best: CpuSummary | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c.vendor === subject.vendor || c.segment !== subject.segment) continue;
    const d = specDistance(subject, c);
    if (d < bestDistance || (d === bestDistance && best !== null && c.name < best.name)) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
