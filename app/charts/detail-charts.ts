// The charts of a detail page as BarChartSpecs: one per benchmark test, and one of the
// series (boost clock, labelled with cores and cache) so every page has a chart.
import { pickComparables } from "../catalog/detail/comparables";
import { toChartPeer } from "../catalog/detail/peers";
import type { BenchmarkComparison, ChartPeer } from "../catalog/detail/types";
import type { SeriesMember } from "../catalog/detail/series-member";
import { formatScore } from "../catalog/detail/units";
import { formatCache, formatClock } from "../catalog/format";
import type { CpuRef, CpuSummary } from "#catalogue/types";
import { fill } from "../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../i18n/zh";
import type { Bar, BarChartSpec } from "./bar-chart-spec";

/** Bars in the series chart: the processor and its nearest siblings by clock. */
export const SERIES_CHART_BARS = 11;

const isSame = (a: CpuRef, b: CpuRef) => a.vendor === b.vendor && a.id === b.id;
const label = (p: { name: string; nameZh: string }, locale: Locale) => (locale === "zh" ? p.nameZh : p.name);

export function benchmarkChartSpec(
  comparison: BenchmarkComparison,
  subject: CpuRef,
  locale: Locale,
  t: Messages,
): BarChartSpec {
  const bars: Bar[] = comparison.peers.map((p: ChartPeer) => ({
    label: label(p, locale),
    value: p.value,
    valueText: formatScore(p.value, locale),
    vendor: p.vendor,
    highlight: isSame(p, subject),
  }));
  return { id: `bench-${comparison.test}`, title: t.benchmark.test[comparison.test], bars, legend: t.vendor };
}

const clockOf = (c: Pick<CpuSummary, "boostClockMhz" | "baseClockMhz">) => c.boostClockMhz ?? c.baseClockMhz;

/** `cpu.seriesZh` names the series in the zh title (translated when the catalogue was written). */
export function seriesChartSpec(
  cpu: CpuSummary & { seriesZh: string },
  family: ReadonlyArray<SeriesMember>,
  locale: Locale,
  t: Messages,
): BarChartSpec {
  const withClock = family.filter((c) => clockOf(c) !== null);
  const byKey = new Map(withClock.map((c) => [`${c.vendor}/${c.id}`, c]));
  const subjectClock = clockOf(cpu) ?? 1;
  const picked = pickComparables(
    toChartPeer(cpu, subjectClock),
    withClock.map((c) => toChartPeer(c, clockOf(c) ?? 1)),
    SERIES_CHART_BARS - 1,
  );
  const bars: Bar[] = picked.map((p) => {
    const c = byKey.get(`${p.vendor}/${p.id}`) ?? cpu;
    const facts = [
      formatClock(p.value, locale),
      `${c.cores}C/${c.threads}T`,
      c.l3Kib ? `L3 ${formatCache(c.l3Kib, locale)}` : null,
    ];
    return {
      label: label(p, locale),
      value: p.value / 1000,
      valueText: facts.filter(Boolean).join(" · "),
      vendor: p.vendor,
      highlight: isSame(p, cpu),
    };
  });
  const series = locale === "zh" ? cpu.seriesZh : cpu.series;
  return { id: "series-clock", title: fill(t.detail.familyChart, { series }), bars, legend: t.vendor };
}
