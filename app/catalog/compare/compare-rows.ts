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
import { scorePerDollar, scorePerWatt } from "../ladder/value-metrics";
import { packagePower } from "../power-basis";
import type { CpuDetail } from "#catalogue/types";
import { markBetter, type Direction } from "./better";

/** `caveat`: the low-confidence note of the figure, in words (shown beside it, phones included). */
/** Per processor (in page order), the caveat of each low-confidence figure, in words. */
export type CompareCaveats = Array<Partial<Record<BenchmarkTest, string>>>;

export type CompareCell = { text: string; better: boolean; estimated: boolean; caveat?: string };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean };
export type CompareGroupId = SpecGroupId | "benchmarks" | "value";
export type CompareGroup = { id: CompareGroupId; title: string; rows: CompareRow[] };

type Metric = { direction: Direction; value: (cpu: CpuDetail) => number | null };

const numeric = (v: unknown): number | null =>
  typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : null;

/** Rows where more (or less) is better, from the registry's compare directions; every other row is neutral. */
const METRICS = new Map<SpecLabel, Metric>([
  ...FIELD_NAMES.flatMap((name) => {
    const { spec, compare } = PROCESSOR_FIELDS[name] as FieldSpec;
    return spec && compare
      ? [[spec.label, { direction: compare, value: (c: CpuDetail) => numeric(c[name as keyof CpuDetail]) }] as const]
      : [];
  }),
  // TDP, base and turbo power are ratings shown as published; the power drawn under load
  // (PL2, PPT or TDP, named in the cell) is the one that decides.
  ["packagePower", { direction: "lower", value: (c) => packagePower(c)?.watts ?? null }],
]);

const MISSING = "—";

function row(
  key: string,
  label: string,
  texts: string[],
  values: Array<number | null> | null,
  direction: Direction | null,
  estimated?: boolean[],
  caveats?: Array<string | undefined>,
): CompareRow {
  const better = values ? markBetter(values, direction) : texts.map(() => false);
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
        return row(
          key,
          t.spec[key],
          texts.get(key) ?? [],
          metric ? cpus.map(metric.value) : null,
          metric?.direction ?? null,
        );
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
        figures.map((f) => f?.score ?? null),
        "higher",
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
  const rows = VALUE_TESTS.flatMap((test) => {
    const scores = cpus.map((c) => c.benchmarks.find((b) => b.test === test)?.score ?? null);
    if (scores.every((s) => s === null)) return [];
    const per = (metric: (score: number, c: CpuDetail) => number | null) =>
      cpus.map((c, i) => {
        const score = scores[i];
        return score === null || score === undefined ? null : metric(score, c);
      });
    const perDollar = per((score, c) => scorePerDollar(score, c.launchPriceUsd));
    const perWatt = per((score, c) => scorePerWatt(score, packagePower(c)));
    const text = (v: number | null) => (v === null ? MISSING : decimals(v, locale));
    // Each per-watt figure names what it divides by: PL2, PPT or TDP.
    const wattText = perWatt.map((v, i) => {
      const power = cpus[i] ? packagePower(cpus[i]) : null;
      return v === null || power === null ? MISSING : `${decimals(v, locale)} (${t.powerBasis[power.basis]})`;
    });
    const name = t.benchmark.test[test];
    // A value from a low-confidence score carries the score's caveat.
    const notes = (values: Array<number | null>) => values.map((v, i) => (v === null ? undefined : caveats[i]?.[test]));
    return [
      row(
        `${test}-per-dollar`,
        fill(t.compare.perDollar, { test: name }),
        perDollar.map(text),
        perDollar,
        "higher",
        undefined,
        notes(perDollar),
      ),
      row(
        `${test}-per-watt`,
        fill(t.compare.perWatt, { test: name }),
        wattText,
        perWatt,
        "higher",
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

export { onlyDifferences } from "./differences";
