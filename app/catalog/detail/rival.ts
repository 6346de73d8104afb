// The rival: a processor of the other vendor in the same segment and tier, launched within
// two years. Nearest in launch price when both have one (what a buyer weighs it against),
// otherwise nearest in score in the first test both have, otherwise nearest on paper.
import type { CpuSummary } from "../types";
import { scoreDistance } from "./comparables";

export type Valued = { cpu: CpuSummary; value: number };

/** The candidate nearest `subject` in ratio (ties: the smaller tie-break, then by name), or null. */
export function nearestByValue(subject: number, candidates: ReadonlyArray<Valued>, tieBreak: (c: Valued) => number = () => 0): Valued | null {
  let best: Valued | null = null;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const c of candidates) {
    if (!(c.value > 0)) continue;
    const key: [number, number] = [scoreDistance(c.value, subject), tieBreak(c)];
    const closer = key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && best !== null && c.cpu.name < best.cpu.name)));
    if (closer) {
      best = c;
      bestKey = key;
    }
  }
  return best;
}

const ratio = (a: number | null, b: number | null) => (a && b ? Math.abs(Math.log(a / b)) : 0.5);
const year = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

/** How unlike two processors are on paper; 0 is identical. */
function specDistance(a: CpuSummary, b: CpuSummary): number {
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
