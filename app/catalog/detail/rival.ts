// The rival: a processor of the other vendor in the same segment, launched within two years
// (the caller's pool), of the same class where the names say one (Ryzen 7 against Core i7 and
// Core Ultra 7) and one of that class is measured. Nearest in measured performance first: the
// first whole-processor test of the registry's rival order (Geekbench 6 multi-core) for which
// the processor has a figure that is not low-confidence, against the candidates' figures that
// are not either, within MAX_SCORE_DISTANCE; among those within SCORE_BAND of the nearest,
// the one nearest in launch price. Without such a match, nearest in launch price; without a
// price either, nearest on paper.
import { launchYear } from "#catalogue/launch-date-order";
import { tierOf } from "../tiers";
import { BENCHMARK_TEST_SPECS, RIVAL_TEST_ORDER, type BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { CpuSummary } from "#catalogue/types";
import { scoreDistance } from "./comparables";
import type { Rival } from "./types";

type Chosen = Rival extends infer R ? (R extends Rival ? Omit<R, "withinMonths"> : never) : never;

/** Candidates launched within this many months of the processor (the caller's pool). */
export const RIVAL_MONTHS = 24;
/** Scores this close (log ratio, about 3%) count as equally near, so launch price decides. */
export const SCORE_BAND = 0.03;
/** A measured match further off than this (log ratio: a quarter either way) is no rival; the next basis decides. */
export const MAX_SCORE_DISTANCE = Math.log(1.25);

/** A processor as the rival rule sees it: its launch price and its trusted figures (measured, not low-confidence). */
export type RivalInput = { cpu: CpuSummary; price: number | null; scores: Partial<Record<BenchmarkTest, number>> };

const RIVAL_SCORE_TESTS = RIVAL_TEST_ORDER.filter((test) => BENCHMARK_TEST_SPECS[test].scope === "multi");

const priceDistance = (a: number | null, b: number | null) =>
  a !== null && b !== null && a > 0 && b > 0 ? Math.abs(Math.log(a / b)) : Infinity;

/** The rival of `subject` among `pool` (the other vendor's processors of its segment and era), or null. */
export function pickRival(subject: RivalInput, pool: ReadonlyArray<RivalInput>): Rival | null {
  const chosen = choose(subject, pool);
  return chosen ? { ...chosen, withinMonths: RIVAL_MONTHS } : null;
}

function choose(subject: RivalInput, pool: ReadonlyArray<RivalInput>): Chosen | null {
  for (const test of RIVAL_SCORE_TESTS) {
    const subjectScore = subject.scores[test];
    if (subjectScore === undefined) continue;
    const measured = pool.flatMap((c) => {
      const score = c.scores[test];
      const distance = score === undefined || !(score > 0) ? Infinity : scoreDistance(score, subjectScore);
      return distance > MAX_SCORE_DISTANCE ? [] : [{ c, score: score!, distance }];
    });
    if (measured.length === 0) continue;
    const tier = tierOf(subject.cpu.name);
    const sameTier = tier === null ? [] : measured.filter((s) => tierOf(s.c.cpu.name) === tier);
    const scored = sameTier.length > 0 ? sameTier : measured;
    const nearest = Math.min(...scored.map((s) => s.distance));
    const [best] = scored
      .filter((s) => s.distance <= nearest + SCORE_BAND)
      .sort(
        (a, b) =>
          priceDistance(a.c.price, subject.price) - priceDistance(b.c.price, subject.price) ||
          a.distance - b.distance ||
          (a.c.cpu.name < b.c.cpu.name ? -1 : 1),
      );
    return {
      basis: "score",
      cpu: best!.c.cpu,
      test,
      score: best!.score,
      subjectScore,
      tier: sameTier.length > 0 ? tier : null,
    };
  }
  if (subject.price !== null) {
    const byPrice = nearestByValue(
      subject.price,
      pool.flatMap((c) => (c.price === null ? [] : [{ cpu: c.cpu, value: c.price }])),
    );
    if (byPrice) return { basis: "price", cpu: byPrice.cpu, price: byPrice.value, subjectPrice: subject.price };
  }
  const bySpecs = nearestBySpecs(
    subject.cpu,
    pool.map((c) => c.cpu),
  );
  return bySpecs ? { basis: "specs", cpu: bySpecs } : null;
}

export type Valued = { cpu: CpuSummary; value: number };

/** The candidate nearest `subject` in ratio (ties: the smaller tie-break, then by name), or null. */
export function nearestByValue(
  subject: number,
  candidates: ReadonlyArray<Valued>,
  tieBreak: (c: Valued) => number = () => 0,
): Valued | null {
  let best: Valued | null = null;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const c of candidates) {
    if (!(c.value > 0)) continue;
    const key: [number, number] = [scoreDistance(c.value, subject), tieBreak(c)];
    const closer =
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] &&
        (key[1] < bestKey[1] || (key[1] === bestKey[1] && best !== null && c.cpu.name < best.cpu.name)));
    if (closer) {
      best = c;
      bestKey = key;
    }
  }
  return best;
}

const ratio = (a: number | null, b: number | null) => (a && b ? Math.abs(Math.log(a / b)) : 0.5);

/** How unlike two processors are on paper; 0 is identical. */
function specDistance(a: CpuSummary, b: CpuSummary): number {
  const ya = launchYear(a.launchDate);
  const yb = launchYear(b.launchDate);
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
