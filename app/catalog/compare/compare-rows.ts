// The compare table: every row of the processors' detail spec sheets (buildSpecSheet),
// aligned by row, then benchmark scores and value metrics. Each row says which cells hold
// the better value and whether the processors differ at all ("differences only").
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { TEST_DISPLAY_ORDER } from "../detail/peers";
import { buildSpecSheet, SPEC_GROUPS, type SpecGroupId } from "../detail/spec-sheet";
import { formatScore } from "../detail/units";
import { fill } from "../../i18n/messages";
import { scorePerDollar, scorePerWatt } from "../ladder/value-metrics";
import { packagePower } from "../power-basis";
import type { BenchmarkTest } from "../seed-schema";
import type { CpuDetail } from "../types";
import { markBetter, type Direction } from "./better";

export type CompareCell = { text: string; better: boolean; estimated: boolean };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean };
export type CompareGroupId = SpecGroupId | "benchmarks" | "value";
export type CompareGroup = { id: CompareGroupId; title: string; rows: CompareRow[] };

type SpecKey = keyof Messages["spec"];
type Metric = { direction: Direction; value: (cpu: CpuDetail) => number | null };

/** Hybrid processors label their P-core clocks; in a comparison they line up with plain clocks. */
const SAME_ROW: Partial<Record<SpecKey, SpecKey>> = { pBaseClock: "baseClock", pBoostClock: "boostClock" };

const higher = (value: Metric["value"]): Metric => ({ direction: "higher", value });
const lower = (value: Metric["value"]): Metric => ({ direction: "lower", value });

/** Rows where more (or less) is better; every other row is neutral. */
const METRICS: Partial<Record<SpecKey, Metric>> = {
  launchPrice: lower((c) => c.launchPriceUsd),
  cores: higher((c) => c.cores),
  threads: higher((c) => c.threads),
  pCores: higher((c) => c.pCores),
  eCores: higher((c) => c.eCores),
  lpeCores: higher((c) => c.lpeCores),
  baseClock: higher((c) => c.baseClockMhz),
  boostClock: higher((c) => c.boostClockMhz),
  eBaseClock: higher((c) => c.eCoreBaseClockMhz),
  eBoostClock: higher((c) => c.eCoreBoostClockMhz),
  l1: higher((c) => c.l1Kib),
  l2: higher((c) => c.l2Kib),
  l3: higher((c) => c.l3Kib),
  // TDP, base and turbo power are ratings shown as published; the power drawn under load
  // (PL2, PPT or TDP, named in the cell) is the one that decides.
  packagePower: lower((c) => packagePower(c)?.watts ?? null),
  memorySpeed: higher((c) => c.memoryMaxSpeedMts),
  memoryChannels: higher((c) => c.memoryChannels),
  memoryMax: higher((c) => c.memoryMaxGb),
  pcieVersion: higher((c) => (c.pcieVersion ? Number.parseFloat(c.pcieVersion) : null)),
  pcieLanes: higher((c) => c.pcieLanes),
  gpuCores: higher((c) => c.gpuCores),
  gpuClock: higher((c) => c.gpuClockMhz),
  npuTops: higher((c) => c.npuTops),
};

/** Whole-processor tests, for the value rows (per dollar, per watt). */
const VALUE_TESTS: readonly BenchmarkTest[] = ["passmark", "geekbench6-multi", "cinebench-r23-multi"];
const MISSING = "—";

function row(key: string, label: string, texts: string[], values: Array<number | null> | null, direction: Direction | null, estimated?: boolean[]): CompareRow {
  const better = values ? markBetter(values, direction) : texts.map(() => false);
  const cells = texts.map((text, i) => ({ text, better: better[i] ?? false, estimated: estimated?.[i] ?? false }));
  return { key, label, cells, differs: texts.some((t) => t !== texts[0]) };
}

function specGroups(cpus: readonly CpuDetail[], locale: Locale, t: Messages): CompareGroup[] {
  const keyOf = new Map<string, SpecKey>();
  for (const [key, label] of Object.entries(t.spec)) if (typeof label === "string") keyOf.set(label, key as SpecKey);
  const order = Object.keys(t.spec);
  // group -> row key -> the text of each processor
  const texts = new Map<SpecGroupId, Map<SpecKey | string, string[]>>();
  cpus.forEach((cpu, i) => {
    for (const group of buildSpecSheet(cpu, locale, t)) {
      const rows = texts.get(group.id) ?? new Map<string, string[]>();
      texts.set(group.id, rows);
      for (const r of group.rows) {
        const own = keyOf.get(r.label);
        const key = (own && SAME_ROW[own]) ?? own ?? r.label;
        const cells = rows.get(key) ?? cpus.map(() => MISSING);
        cells[i] = r.value;
        rows.set(key, cells);
      }
    }
  });
  return SPEC_GROUPS.flatMap((id) => {
    const rows = texts.get(id);
    if (!rows) return [];
    const keys = [...rows.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return [
      {
        id,
        title: t.spec.group[id],
        rows: keys.map((key) => {
          const metric = METRICS[key as SpecKey];
          const label = order.includes(key) ? t.spec[key as Exclude<SpecKey, "group" | "status">] : key;
          const values = metric ? cpus.map(metric.value) : null;
          return row(key, label, rows.get(key) ?? [], values, metric?.direction ?? null);
        }),
      },
    ];
  });
}

function benchmarkGroup(cpus: readonly CpuDetail[], locale: Locale, t: Messages): CompareGroup {
  const rows = TEST_DISPLAY_ORDER.flatMap((test) => {
    const figures = cpus.map((c) => c.benchmarks.find((b) => b.test === test) ?? null);
    if (figures.every((f) => f === null)) return [];
    const texts = figures.map((f) => (f ? formatScore(f.score, locale) : MISSING));
    const estimated = figures.map((f) => f?.kind === "estimated");
    return [row(test, t.benchmark.test[test], texts, figures.map((f) => f?.score ?? null), "higher", estimated)];
  });
  return { id: "benchmarks", title: t.compare.benchmarks, rows };
}

const decimals = (n: number, locale: Locale) => new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: n < 10 ? 2 : 1 }).format(n);

function valueGroup(cpus: readonly CpuDetail[], locale: Locale, t: Messages): CompareGroup {
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
    return [
      row(`${test}-per-dollar`, fill(t.compare.perDollar, { test: name }), perDollar.map(text), perDollar, "higher"),
      row(`${test}-per-watt`, fill(t.compare.perWatt, { test: name }), wattText, perWatt, "higher"),
    ].filter((r) => r.cells.some((c) => c.text !== MISSING));
  });
  return { id: "value", title: t.compare.value, rows };
}

export function buildCompareGroups(cpus: readonly CpuDetail[], locale: Locale, t: Messages): CompareGroup[] {
  return [...specGroups(cpus, locale, t), benchmarkGroup(cpus, locale, t), valueGroup(cpus, locale, t)].filter((g) => g.rows.length > 0);
}

/** "Differences only": rows where the processors differ, groups left empty dropped. */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length > 0);
}
