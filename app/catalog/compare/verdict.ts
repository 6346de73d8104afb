// The verdict of a head-to-head page, from the data only: which processor is faster in each
// test both have and by how much, which draws less power on the pair's one power basis (under
// load when both publish it, else the nominal rating, named), which launched cheaper, and, for
// two processors that each go in a board's socket, whether they share one. Differences under the
// judgements' thresholds read as even. Structured parts; app/pages/verdict-text.server.ts puts them into words.
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { CpuDetail } from "#catalogue/types";
import type { LowConfidence } from "#catalogue/benchmark-confidence";
import { contest, MARK_THRESHOLD_PERCENT, type Side } from "../judgements/better";
import { boardVerdictApplies } from "../judgements/boards";
import { comparisonPowerKind, powerOfKind, type PowerBasis, type PowerKind } from "../judgements/power";

export { percentAbove, type Side } from "../judgements/better";

/** A side's figure is low-confidence: the sentence says so (app/pages words it). */
export type LowConfidenceCaveat = { side: 0 | 1; reason: LowConfidence; samples: number | null };

export type VerdictPart =
  | {
      kind: "test";
      test: BenchmarkTest;
      winner: Side;
      percent: number;
      /** Differences under this many percent read as even. */
      threshold: number;
      estimated: boolean;
      caveats: LowConfidenceCaveat[];
    }
  | {
      kind: "power";
      on: PowerKind;
      watts: [number, number];
      basis: [PowerBasis, PowerBasis];
      lower: Side;
      percent: number;
    }
  | { kind: "price"; usd: [number, number]; cheaper: Side; percent: number }
  | { kind: "platform"; sockets: [string, string]; same: boolean; memory: [string[], string[]] };

export function buildVerdict(a: CpuDetail, b: CpuDetail): VerdictPart[] {
  const parts: VerdictPart[] = [];
  for (const test of BENCHMARK_TESTS) {
    const fa = a.benchmarks.find((f) => f.test === test);
    const fb = b.benchmarks.find((f) => f.test === test);
    if (!fa || !fb) continue;
    const { side, percent } = contest(fa.score, fb.score, "higher", "score");
    const caveats = ([fa, fb] as const).flatMap((f, i): LowConfidenceCaveat[] =>
      f.lowConfidence ? [{ side: i === 0 ? 0 : 1, reason: f.lowConfidence, samples: f.samples }] : [],
    );
    parts.push({
      kind: "test",
      test,
      winner: side,
      percent,
      threshold: MARK_THRESHOLD_PERCENT.score,
      estimated: fa.kind === "estimated" || fb.kind === "estimated",
      caveats,
    });
  }
  const on = comparisonPowerKind([a, b]);
  const pa = powerOfKind(a, on);
  const pb = powerOfKind(b, on);
  if (pa && pb) {
    const { side, percent } = contest(pa.watts, pb.watts, "lower", "power");
    parts.push({ kind: "power", on, watts: [pa.watts, pb.watts], basis: [pa.basis, pb.basis], lower: side, percent });
  }
  if (a.launchPriceUsd !== null && b.launchPriceUsd !== null) {
    const { side, percent } = contest(a.launchPriceUsd, b.launchPriceUsd, "lower", "price");
    parts.push({ kind: "price", usd: [a.launchPriceUsd, b.launchPriceUsd], cheaper: side, percent });
  }
  if (a.socket !== null && b.socket !== null && boardVerdictApplies(a, b)) {
    parts.push({
      kind: "platform",
      sockets: [a.socket, b.socket],
      same: a.socket === b.socket,
      memory: [a.memoryTypes, b.memoryTypes],
    });
  }
  return parts;
}
