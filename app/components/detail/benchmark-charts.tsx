import type { BenchmarkComparison } from "../../catalog/detail/types";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { formatInteger, formatLaunchDate } from "../../catalog/format";
import type { CpuDetail } from "#catalogue/types";
import type { BarChartSpec } from "../../charts/bar-chart-spec";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";
import { BarChartFigure } from "./bar-chart-figure";

function summaryOf(spec: BarChartSpec, thisCpu: string): string {
  const bars = spec.bars.map((b) => `${b.label}${b.highlight ? ` (${thisCpu})` : ""}: ${b.valueText}`);
  return `${spec.title}. ${bars.join("; ")}`;
}

type Props = {
  cpu: CpuDetail;
  comparisons: BenchmarkComparison[];
  /** The charts' specs, written by the server (pages/views.server.ts): one per test, then the series. */
  charts: Array<{ test: BenchmarkTest; spec: BarChartSpec }>;
  series: BarChartSpec;
  /** Why a Geekbench 6 figure is withheld (written by the server), or null. */
  withheld: string | null;
};

export function BenchmarkCharts({ cpu, comparisons, charts: specs, series, withheld }: Props) {
  const { locale, t } = useLocale();
  const charts = specs.flatMap(({ test, spec }) => {
    const comparison = comparisons.find((c) => c.test === test);
    return comparison ? [{ comparison, spec }] : [];
  });
  const key = (id: string) => `${locale}/${cpu.vendor}/${cpu.id}/${id}`;
  return (
    <section aria-labelledby="benchmarks" className="benchmarks">
      <h2 id="benchmarks">{t.detail.benchmarks}</h2>
      <p className="muted">{charts.length > 0 ? t.detail.benchmarksIntro : t.detail.noBenchmarks}</p>
      {withheld ? (
        <p className="muted" data-testid="withheld-figure">
          {withheld}
        </p>
      ) : null}
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
            {figure.samples !== null
              ? ` · ${fill(t.detail.figureSamples, { samples: formatInteger(figure.samples, locale) })}`
              : ""}
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
