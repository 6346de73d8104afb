// The home page's ladder as a BarChartSpec: one bar per place, as a share of the reference
// processor (100 %), estimated figures paler and marked "≈", each bar linking to its page.
import { formatScore } from "../catalog/detail/units";
import { formatPower } from "../catalog/format";
import type { LadderState } from "../catalog/ladder/ladder-state";
import type { LadderResult, RankedEntry } from "../catalog/ladder/rank-ladder";
import type { CpuRef } from "#catalogue/types";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import type { Bar, BarChartSpec } from "./bar-chart-spec";

export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: "percent",
    maximumFractionDigits: percent < 10 ? 1 : 0,
  }).format(percent / 100);

/** The ranked figure of a view: the score, or points per dollar / per watt. */
export function formatLadderValue(entry: RankedEntry, view: LadderState["view"], locale: Locale, t: Messages): string {
  const mark = entry.kind === "estimated" ? "≈" : "";
  if (view === "score") return `${mark}${formatScore(entry.value, locale)}`;
  const digits = entry.value < 10 ? 2 : 1;
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: digits }).format(entry.value);
  if (view === "price") return `${mark}${fill(t.ladder.perDollarValue, { value: number })}`;
  // The basis is named once, in the title: every row of a per-watt list shares it.
  return `${mark}${fill(t.ladder.perWattValue, { value: number, watts: entry.power ? formatPower(entry.power.watts, locale) : "" })}`;
}

export function ladderChartSpec(
  result: LadderResult,
  state: LadderState,
  locale: Locale,
  t: Messages,
  hrefOf: (cpu: CpuRef) => string,
): BarChartSpec {
  const entries = [...result.shown];
  if (result.reference && !entries.includes(result.reference) && !entries.some((e) => e.isReference))
    entries.push(result.reference);
  const bars: Bar[] = entries.map((e) => ({
    label: `${e.rank}. ${locale === "zh" ? e.nameZh : e.name}`,
    value: e.percent,
    valueText: `${formatLadderValue(e, state.view, locale, t)} · ${formatPercent(e.percent, locale)}`,
    vendor: e.vendor,
    highlight: e.isReference || e.isFocus,
    estimated: e.kind === "estimated",
    href: hrefOf(e),
  }));
  const segment = state.segment === "all" ? t.ladder.allSegments : t.segment[state.segment];
  const view =
    state.view === "power" && result.powerBasis ? t.ladder.powerTitle[result.powerBasis] : t.ladder.view[state.view];
  const title = fill(t.ladder.chartTitle, { test: t.benchmark.test[state.test], segment, view });
  return { id: "ladder-chart", title, bars, legend: t.vendor };
}
