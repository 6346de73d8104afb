// What a comparison decides, in numbers: which processors' values are better on each spec row
// (the registry's compare directions and the judgements: graphics units only within one
// architecture, power only on the comparison's one basis), and the value figures per dollar and
// per watt. The compare table (app/pages/compare-rows.server.ts) writes them in words.
import { VALUE_TESTS, type BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldSpec, type SpecLabel } from "#catalogue/fields/processor-fields";
import type { CpuDetail } from "#catalogue/types";
import { markBetter, type Direction, type Quantity } from "../judgements/better";
import { graphicsComparable } from "../judgements/graphics";
import {
  comparisonPowerKind,
  nominalPower,
  powerOfKind,
  underLoadPower,
  type PowerFigure,
  type PowerKind,
} from "../judgements/power";
import { scorePerLaunchDollar } from "../judgements/value";

/** `comparable`: whether the processors' values may be set against each other at all (default: yes). */
type Metric = {
  direction: Direction;
  quantity: Quantity;
  value: (cpu: CpuDetail) => number | null;
  comparable?: (cpus: readonly CpuDetail[]) => boolean;
};

const numeric = (v: unknown): number | null =>
  typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : null;

/**
 * Rows where more (or less) is better, from the registry's compare directions; every other row
 * is neutral. Graphics figures (units, clock) compare only within one architecture; power only on the one basis
 * of the comparison (judgements/power.ts): the figure under load when every processor has one,
 * else the nominal rating.
 */
const METRICS = new Map<SpecLabel, Metric>([
  ...FIELD_NAMES.flatMap((name) => {
    const { spec, compare } = PROCESSOR_FIELDS[name] as FieldSpec;
    if (!spec || !compare) return [];
    const metric: Metric = {
      direction: compare,
      quantity: name === "launchPriceUsd" ? "price" : "spec",
      value: (c) => numeric(c[name as keyof CpuDetail]),
      comparable: spec.group === "graphics" ? graphicsComparable : undefined,
    };
    return [[spec.label, metric] as const];
  }),
  [
    "packagePower",
    {
      direction: "lower",
      quantity: "power",
      value: (c) => underLoadPower(c)?.watts ?? null,
      comparable: (cpus) => comparisonPowerKind(cpus) === "under-load",
    },
  ],
  [
    "tdp",
    {
      direction: "lower",
      quantity: "power",
      value: (c) => nominalPower(c)?.watts ?? null,
      comparable: (cpus) => comparisonPowerKind(cpus) === "nominal",
    },
  ],
]);

/** Which processors hold the better value of a spec row; null for a row where neither more nor less is better. */
export function specMarks(key: SpecLabel, cpus: readonly CpuDetail[]): boolean[] | null {
  const metric = METRICS.get(key);
  return metric
    ? markBetter(cpus.map(metric.value), metric.direction, metric.quantity, metric.comparable?.(cpus) ?? true)
    : null;
}

/** Which processors hold the better score of a test. */
export function scoreMarks(cpus: readonly CpuDetail[], test: BenchmarkTest): boolean[] {
  return markBetter(
    cpus.map((c) => c.benchmarks.find((b) => b.test === test)?.score ?? null),
    "higher",
    "score",
  );
}

/**
 * A value test's score per launch dollar (the value rule of judgements/value.ts) and per watt on
 * the comparison's one power basis, with the power each figure divides by and the better marks.
 */
export type ValueFigures = {
  test: BenchmarkTest;
  powerKind: PowerKind;
  perDollar: Array<number | null>;
  perDollarMarks: boolean[];
  powers: Array<PowerFigure | null>;
  perWatt: Array<number | null>;
  perWattMarks: boolean[];
};

/** The value figures of each value test that some processor has a score for. */
export function valueFigures(cpus: readonly CpuDetail[]): ValueFigures[] {
  const powerKind = comparisonPowerKind(cpus);
  return VALUE_TESTS.flatMap((test) => {
    const figures = cpus.map((c) => c.benchmarks.find((b) => b.test === test) ?? null);
    if (figures.every((f) => f === null)) return [];
    const perDollar = cpus.map((c, i) => scorePerLaunchDollar(figures[i]?.score ?? null, c, figures[i]?.date ?? null));
    const powers = cpus.map((c) => powerOfKind(c, powerKind));
    const perWatt = figures.map((f, i) => {
      const power = powers[i];
      return f && power ? f.score / power.watts : null;
    });
    return [
      {
        test,
        powerKind,
        perDollar,
        perDollarMarks: markBetter(perDollar, "higher", "price"),
        powers,
        perWatt,
        perWattMarks: markBetter(perWatt, "higher", "power"),
      },
    ];
  });
}
