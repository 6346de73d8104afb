// The verdict of a head-to-head page, from the data only: which processor is faster in each
// test both have and by how much, which draws less package power under load (with its
// basis), which launched cheaper, and whether they share a socket. Structured parts; the
// page puts them into words (verdict-text.ts) in its language.
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import { packagePower, type PowerBasis } from "../power-basis";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { CpuDetail } from "#catalogue/types";
import type { LowConfidence } from "#catalogue/benchmark-confidence";

/** A side's figure is low-confidence: the sentence says so in words (`notes`, worded by the server). */
export type LowConfidenceCaveat = { side: 0 | 1; reason: LowConfidence; samples: number | null };

/** Index of the processor a part favours (0 or 1), or null when they are even. */
export type Side = 0 | 1 | null;

export type VerdictPart =
  | {
      kind: "test";
      test: BenchmarkTest;
      winner: Side;
      percent: number;
      estimated: boolean;
      caveats: LowConfidenceCaveat[];
      notes?: string[];
    }
  | { kind: "power"; watts: [number, number]; basis: [PowerBasis, PowerBasis]; lower: Side; percent: number }
  | { kind: "price"; usd: [number, number]; cheaper: Side; percent: number }
  | { kind: "platform"; sockets: [string, string]; same: boolean; memory: [string[], string[]] };

/** Differences below this share of the larger value read as even. */
const EVEN_PERCENT = 1;

/** How much larger the larger value is than the smaller one, in whole percent. */
export function percentAbove(a: number, b: number): number {
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  return Math.round((hi / lo - 1) * 100);
}

/** Which side is larger (or smaller, with `lowerWins`), and by how much; even under 1%. */
function contest(a: number, b: number, lowerWins = false): { side: Side; percent: number } {
  const percent = percentAbove(a, b);
  if (percent < EVEN_PERCENT) return { side: null, percent: 0 };
  return { side: a > b !== lowerWins ? 0 : 1, percent };
}

export function buildVerdict(a: CpuDetail, b: CpuDetail): VerdictPart[] {
  const parts: VerdictPart[] = [];
  for (const test of BENCHMARK_TESTS) {
    const fa = a.benchmarks.find((f) => f.test === test);
    const fb = b.benchmarks.find((f) => f.test === test);
    if (!fa || !fb) continue;
    const { side, percent } = contest(fa.score, fb.score);
    const caveats = ([fa, fb] as const).flatMap((f, i): LowConfidenceCaveat[] =>
      f.lowConfidence ? [{ side: i === 0 ? 0 : 1, reason: f.lowConfidence, samples: f.samples }] : [],
    );
    parts.push({
      kind: "test",
      test,
      winner: side,
      percent,
      estimated: fa.kind === "estimated" || fb.kind === "estimated",
      caveats,
    });
  }
  const pa = packagePower(a);
  const pb = packagePower(b);
  if (pa && pb) {
    const { side, percent } = contest(pa.watts, pb.watts, true);
    parts.push({ kind: "power", watts: [pa.watts, pb.watts], basis: [pa.basis, pb.basis], lower: side, percent });
  }
  if (a.launchPriceUsd !== null && b.launchPriceUsd !== null) {
    const { side, percent } = contest(a.launchPriceUsd, b.launchPriceUsd, true);
    parts.push({ kind: "price", usd: [a.launchPriceUsd, b.launchPriceUsd], cheaper: side, percent });
  }
  if (a.socket !== null && b.socket !== null) {
    parts.push({
      kind: "platform",
      sockets: [a.socket, b.socket],
      same: a.socket === b.socket,
      memory: [a.memoryTypes, b.memoryTypes],
    });
  }
  return parts;
}
