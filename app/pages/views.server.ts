// What the detail, compare and head-to-head pages show that the server writes from their data,
// in the page's language: the spec sheet, the compare rows, the chart specs, the verdict, the
// JSON-LD, and the detail page's description and breadcrumbs.
// The route loaders add it to the page data as `view`, so the browser needs neither the field
// registry, the formatters nor their strings to hydrate (the design's budget: first-load JS <= 130 KiB).
// The `_payload.json` twins stay the page data without it (the prerender checks that).
import type { Locale } from "#common/locale";
import { buildCompareGroups } from "./compare-rows.server";
import type { CompareCaveats } from "./compare-table";
import { pairJsonLd } from "./pair-structured-data.server";
import { verdictSentences, type WordedVerdictPart } from "./verdict-text.server";
import { buildSpecSheet } from "./spec-sheet.server";
import { breadcrumbJsonLd, detailCrumbs, productJsonLd } from "./structured-data.server";
import { formatCache, formatClock, formatPower } from "../catalog/format";
import type { BenchmarkComparison } from "../catalog/detail/types";
import type { SeriesListing } from "../catalog/detail/series-member";
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import type { CpuDetail } from "#catalogue/types";
import { compareChartSpecs } from "../charts/compare-charts";
import { benchmarkChartSpec, seriesChartSpec } from "../charts/detail-charts";
import { runtimeConfig } from "../config.server";
import { dictionaryOf } from "../i18n/dictionary.server";
import { fill } from "../i18n/messages";
import { withheld as withheldGeekbench6 } from "../../data/benchmarks/geekbench6.json";

type DetailData = {
  cpu: CpuDetail;
  comparisons: BenchmarkComparison[];
  family: SeriesListing;
  socketPage: string | null;
};

/**
 * The detail page's spec sheet, charts (one per benchmark test in the registry's order, then
 * the series), meta description, breadcrumbs and JSON-LD (absolute URLs from the configured origin).
 */
export function detailView({ cpu, comparisons, family, socketPage }: DetailData, locale: Locale) {
  const t = dictionaryOf(locale);
  const sorted = [...comparisons].sort((a, b) => BENCHMARK_TESTS.indexOf(a.test) - BENCHMARK_TESTS.indexOf(b.test));
  const description = fill(t.cpu.description, {
    name: locale === "zh" ? cpu.nameZh : cpu.name,
    cores: cpu.cores,
    threads: cpu.threads,
    boost: formatClock(cpu.boostClockMhz, locale),
    l3: formatCache(cpu.l3Kib, locale),
    tdp: formatPower(cpu.tdpW, locale),
  });
  const crumbs = detailCrumbs(cpu, locale, t);
  const origin = runtimeConfig().siteOrigin;
  return {
    description,
    crumbs,
    jsonLd: [productJsonLd(cpu, locale, t, origin, description), breadcrumbJsonLd(crumbs, origin)],
    specSheet: buildSpecSheet(cpu, locale, t, socketPage),
    benchmarkCharts: sorted.map((c) => ({ test: c.test, spec: benchmarkChartSpec(c, cpu, locale, t) })),
    seriesChart: seriesChartSpec(cpu, family.members, locale, t),
    withheldFigure: withheldFigureNote(cpu, locale),
  };
}

/** An entry of geekbench6.json's `withheld`: the counts Geekbench reports under the processor's name. */
type WithheldEntry = { samples: number; cores: number | null; threads: number | null };

/**
 * Why the processor shows no Geekbench 6 figure although the list has an entry under its name:
 * the rule of db/geekbench6-snapshot.ts (reportedCountsDisagree) left it out; null otherwise.
 */
function withheldFigureNote(cpu: CpuDetail, locale: Locale): string | null {
  const entry = (withheldGeekbench6 as Record<string, WithheldEntry | undefined>)[`${cpu.vendor}/${cpu.id}`];
  if (!entry) return null;
  const unknown = locale === "zh" ? "未知" : "unknown";
  return fill(dictionaryOf(locale).detail.figureWithheld, {
    samples: entry.samples,
    cores: entry.cores ?? unknown,
    threads: entry.threads ?? unknown,
    cpuCores: cpu.cores,
    cpuThreads: cpu.threads,
  });
}

/** A comparison's rows and charts. */
export function compareView(cpus: readonly CpuDetail[], caveats: CompareCaveats, locale: Locale) {
  const t = dictionaryOf(locale);
  return { groups: buildCompareGroups(cpus, caveats, locale, t), charts: compareChartSpecs(cpus, locale, t) };
}

/** A head-to-head page (`pathname`: its canonical path): rows, charts, verdict in words and JSON-LD. */
export function pairView(
  cpus: readonly [CpuDetail, CpuDetail],
  caveats: CompareCaveats,
  verdict: readonly WordedVerdictPart[],
  locale: Locale,
  pathname: string,
) {
  const t = dictionaryOf(locale);
  const names = cpus.map((c) => (locale === "zh" ? c.nameZh : c.name)) as [string, string];
  return {
    ...compareView(cpus, caveats, locale),
    verdictSentences: verdictSentences(verdict, names, locale, t),
    jsonLd: pairJsonLd(cpus, locale, t, runtimeConfig().siteOrigin, pathname),
  };
}
