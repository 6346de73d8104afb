// The compare table: every row of the processors' spec sheets (specCells), aligned by
// label key, then benchmark scores and value metrics. Each row says which cells hold
// the better value and whether the processors differ at all ("differences only").
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { BENCHMARK_TESTS, VALUE_TESTS, type BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldSpec, type SpecLabel } from "#catalogue/fields/processor-fields";
import { SPEC_GROUPS, specCells, type SpecGroupId } from "../detail/spec-sheet";
import { formatScore } from "../detail/units";
import { fill } from "../../i18n/messages";
import type { CpuDetail } from "#catalogue/types";
import { markBetter, type Direction, type Quantity } from "../judgements/better";
import { graphicsComparable } from "../judgements/graphics";
import { comparisonPowerKind, nominalPower, powerOfKind, underLoadPower } from "../judgements/power";
import { scorePerLaunchDollar } from "../judgements/value";

/** `caveat`: the low-confidence note of the figure, in words (shown beside it, phones included). */
/** Per processor (in page order), the caveat of each low-confidence figure, in words. */
export type CompareCaveats = Array<Partial<Record<BenchmarkTest, string>>>;

export type CompareCell = { text: string; better: boolean; estimated: boolean; caveat?: string };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean };
export type CompareGroupId = SpecGroupId | "benchmarks" | "value";
export type CompareGroup = { id: CompareGroupId; title: string; rows: CompareRow[] };

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
 * is neutral. Graphics units compare only within one architecture; power only on the one basis
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
      comparable: name === "gpuCores" ? graphicsComparable : undefined,
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

const MISSING = "—";

function row(
  key: string,
  label: string,
  texts: string[],
  marks: boolean[] | null,
  estimated?: boolean[],
  caveats?: Array<string | undefined>,
): CompareRow {
  const better = marks ?? texts.map(() => false);
  const cells = texts.map((text, i) => ({
    text,
    better: better[i] ?? false,
    estimated: estimated?.[i] ?? false,
    caveat: caveats?.[i],
  }));
  return { key, label, cells, differs: texts.some((t) => t !== texts[0]) };
}

/** The spec sheets' rows aligned by label key (hybrid P-core clocks line up with plain clocks). */
function specGroups(cpus: readonly CpuDetail[], locale: Locale, t: Messages): CompareGroup[] {
  const texts = new Map<SpecLabel, string[]>();
  const groupOf = new Map<SpecLabel, SpecGroupId>();
  cpus.forEach((cpu, i) => {
    for (const cell of specCells(cpu, locale, t)) {
      const cells = texts.get(cell.key) ?? cpus.map(() => MISSING);
      cells[i] = cell.value;
      texts.set(cell.key, cells);
      groupOf.set(cell.key, cell.group);
    }
  });
  const order = Object.keys(t.spec);
  const keys = [...texts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return SPEC_GROUPS.flatMap((id) => {
    const rows = keys
      .filter((key) => groupOf.get(key) === id)
      .map((key) => {
        const metric = METRICS.get(key);
        const marks = metric
          ? markBetter(cpus.map(metric.value), metric.direction, metric.quantity, metric.comparable?.(cpus) ?? true)
          : null;
        return row(key, t.spec[key], texts.get(key) ?? [], marks);
      });
    return rows.length > 0 ? [{ id, title: t.spec.group[id], rows }] : [];
  });
}

function benchmarkGroup(
  cpus: readonly CpuDetail[],
  caveats: CompareCaveats,
  locale: Locale,
  t: Messages,
): CompareGroup {
  const rows = BENCHMARK_TESTS.flatMap((test) => {
    const figures = cpus.map((c) => c.benchmarks.find((b) => b.test === test) ?? null);
    if (figures.every((f) => f === null)) return [];
    const texts = figures.map((f) => (f ? formatScore(f.score, locale) : MISSING));
    const estimated = figures.map((f) => f?.kind === "estimated");
    return [
      row(
        test,
        t.benchmark.test[test],
        texts,
        markBetter(
          figures.map((f) => f?.score ?? null),
          "higher",
          "score",
        ),
        estimated,
        cpus.map((_, i) => caveats[i]?.[test]),
      ),
    ];
  });
  return { id: "benchmarks", title: t.compare.benchmarks, rows };
}

const decimals = (n: number, locale: Locale) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: n < 10 ? 2 : 1 }).format(n);

function valueGroup(cpus: readonly CpuDetail[], caveats: CompareCaveats, locale: Locale, t: Messages): CompareGroup {
  // One power basis for the whole comparison, named in every per-watt cell.
  const powerKind = comparisonPowerKind(cpus);
  const rows = VALUE_TESTS.flatMap((test) => {
    const figures = cpus.map((c) => c.benchmarks.find((b) => b.test === test) ?? null);
    if (figures.every((f) => f === null)) return [];
    const perDollar = cpus.map((c, i) => scorePerLaunchDollar(figures[i]?.score ?? null, c, figures[i]?.date ?? null));
    const powers = cpus.map((c) => powerOfKind(c, powerKind));
    const perWatt = figures.map((f, i) => {
      const power = powers[i];
      return f && power ? f.score / power.watts : null;
    });
    const text = (v: number | null) => (v === null ? MISSING : decimals(v, locale));
    const wattText = perWatt.map((v, i) => {
      const power = powers[i];
      return v === null || !power ? MISSING : `${decimals(v, locale)} (${t.powerBasis[power.basis]})`;
    });
    const name = t.benchmark.test[test];
    // A value from a low-confidence score carries the score's caveat.
    const notes = (values: Array<number | null>) => values.map((v, i) => (v === null ? undefined : caveats[i]?.[test]));
    return [
      row(
        `${test}-per-dollar`,
        fill(t.compare.perDollar, { test: name }),
        perDollar.map(text),
        markBetter(perDollar, "higher", "price"),
        undefined,
        notes(perDollar),
      ),
      row(
        `${test}-per-watt`,
        fill(powerKind === "under-load" ? t.compare.perWatt : t.compare.perWattNominal, { test: name }),
        wattText,
        markBetter(perWatt, "higher", "power"),
        undefined,
        notes(perWatt),
      ),
    ].filter((r) => r.cells.some((c) => c.text !== MISSING));
  });
  return { id: "value", title: t.compare.value, rows };
}

/** `caveats`: the low-confidence figures' caveats in words, written by the server (compare-caveats.server.ts). */
export function buildCompareGroups(
  cpus: readonly CpuDetail[],
  caveats: CompareCaveats,
  locale: Locale,
  t: Messages,
): CompareGroup[] {
  return [
    ...specGroups(cpus, locale, t),
    benchmarkGroup(cpus, caveats, locale, t),
    valueGroup(cpus, caveats, locale, t),
  ].filter((g) => g.rows.length > 0);
}
