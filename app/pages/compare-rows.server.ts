// The compare table in words: every row of the processors' spec sheets (specCells), aligned by
// label key, then benchmark scores and value metrics. Which cells hold the better value is the
// domain's decision (catalog/compare/compare-marks.ts); each row also says whether the
// processors differ at all ("differences only").
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { Messages } from "../i18n/zh";
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import type { SpecLabel } from "#catalogue/fields/processor-fields";
import { SPEC_GROUPS, specCells, type SpecGroupId } from "./spec-sheet.server";
import { formatScore } from "../catalog/detail/units";
import { fill } from "../i18n/messages";
import type { CpuDetail } from "#catalogue/types";
import { scoreMarks, specMarks, valueFigures } from "../catalog/compare/compare-marks";
import type { CompareCaveats, CompareGroup, CompareRow } from "./compare-table";

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
      .map((key) => row(key, t.spec[key], texts.get(key) ?? [], specMarks(key, cpus)));
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
        scoreMarks(cpus, test),
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
  const rows = valueFigures(cpus).flatMap(
    ({ test, powerKind, perDollar, perDollarMarks, powers, perWatt, perWattMarks }) => {
      const text = (v: number | null) => (v === null ? MISSING : decimals(v, locale));
      const wattText = perWatt.map((v, i) => {
        const power = powers[i];
        return v === null || !power ? MISSING : `${decimals(v, locale)} (${t.powerBasis[power.basis]})`;
      });
      const name = t.benchmark.test[test];
      // A value from a low-confidence score carries the score's caveat.
      const notes = (values: Array<number | null>) =>
        values.map((v, i) => (v === null ? undefined : caveats[i]?.[test]));
      return [
        row(
          `${test}-per-dollar`,
          fill(t.compare.perDollar, { test: name }),
          perDollar.map(text),
          perDollarMarks,
          undefined,
          notes(perDollar),
        ),
        row(
          `${test}-per-watt`,
          fill(powerKind === "under-load" ? t.compare.perWatt : t.compare.perWattNominal, { test: name }),
          wattText,
          perWattMarks,
          undefined,
          notes(perWatt),
        ),
      ].filter((r) => r.cells.some((c) => c.text !== MISSING));
    },
  );
  return { id: "value", title: t.compare.value, rows };
}

/** `caveats`: the low-confidence figures' caveats in words, written by the server (caveat-text.server.ts). */
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
