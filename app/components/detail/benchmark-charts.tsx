import { useMemo } from "react";
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import type { BenchmarkComparison } from "../../catalog/detail/types";
import { formatInteger, formatLaunchDate } from "../../catalog/format";
import type { CpuDetail, CpuSummary } from "#catalogue/types";
import { benchmarkChartSpec, seriesChartSpec } from "../../charts/detail-charts";
import type { BarChartSpec } from "../../charts/bar-chart-spec";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";
import { BarChartFigure } from "./bar-chart-figure";

function summaryOf(spec: BarChartSpec, thisCpu: string): string {
  const bars = spec.bars.map((b) => `${b.label}${b.highlight ? ` (${thisCpu})` : ""}: ${b.valueText}`);
  return `${spec.title}. ${bars.join("; ")}`;
}

export function BenchmarkCharts({ cpu, comparisons, family }: { cpu: CpuDetail; comparisons: BenchmarkComparison[]; family: CpuSummary[] }) {
  const { locale, t } = useLocale();
  const charts = useMemo(
    () =>
      [...comparisons]
        .sort((a, b) => BENCHMARK_TESTS.indexOf(a.test) - BENCHMARK_TESTS.indexOf(b.test))
        .map((c) => ({ comparison: c, spec: benchmarkChartSpec(c, cpu, locale, t) })),
    [comparisons, cpu, locale, t],
  );
  const series = useMemo(() => seriesChartSpec(cpu, family, locale, t), [cpu, family, locale, t]);
  const key = (id: string) => `${locale}/${cpu.vendor}/${cpu.id}/${id}`;
  return (
    <section aria-labelledby="benchmarks" className="benchmarks">
      <h2 id="benchmarks">{t.detail.benchmarks}</h2>
      <p className="muted">{charts.length > 0 ? t.detail.benchmarksIntro : t.detail.noBenchmarks}</p>
      <div className="chart-grid">
        {charts.map(({ comparison: { figure }, spec }) => (
          <BarChartFigure key={key(spec.id)} spec={spec} summary={summaryOf(spec, t.detail.thisCpu)}>
            {figure.sourceUrl ? (
              <a href={figure.sourceUrl} rel="noopener nofollow">
                {fill(t.detail.figureSource, { source: figure.source })}
              </a>
            ) : (
              fill(t.detail.figureSource, { source: figure.source })
            )}
            {" · "}
            {fill(t.detail.figureDate, { date: formatLaunchDate(figure.date, locale) })}
            {figure.samples !== null ? ` · ${fill(t.detail.figureSamples, { samples: formatInteger(figure.samples, locale) })}` : ""}
            {" · "}
            <span className={`kind kind-${figure.kind}`}>{t.benchmark.kind[figure.kind]}</span>
            {figure.includes ? ` · ${fill(t.detail.figureIncludes, { model: figure.includes })}` : ""}
            {figure.lowConfidence ? (
              <>
                {" · "}
                <strong className="low-confidence" data-low-confidence={figure.lowConfidence}>
                  {t.benchmark.lowConfidence[figure.lowConfidence]}
                </strong>
              </>
            ) : null}
          </BarChartFigure>
        ))}
        <BarChartFigure key={key(series.id)} spec={series} summary={summaryOf(series, t.detail.thisCpu)}>
          {t.detail.familyChartCaption}
        </BarChartFigure>
      </div>
    </section>
  );
}
