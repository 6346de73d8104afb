// The comparison itself, shared by the query form (/compare?ids=) and the head-to-head pages
// (/compare/{a}-vs-{b}): the processors' cards, the add box, the spec table with its
// "differences only" toggle and the benchmark charts. The rows and the charts' specs come
// written from the server (pages/views.server.ts).
import { useMemo } from "react";
import { Link } from "react-router";
import { compareHref } from "../../catalog/compare/compare-ids";
import { onlyDifferences } from "../../pages/compare-table";
import type { CpuDetail } from "#catalogue/types";
import type { StandingView } from "../../pages/caveat-text.server";
import type { CompareGroup } from "../../pages/compare-table";
import type { BarChartSpec } from "../../charts/bar-chart-spec";
import { useLocale } from "../../i18n/use-locale";
import { BarChartFigure } from "../detail/bar-chart-figure";
import { CompareAdd } from "./compare-add";
import { CompareHeads } from "./compare-heads";
import { CompareTable } from "./compare-table";

/** `comparePath` is the localised `/compare`; every link is built from it and the processors. */
type Props = {
  cpus: readonly CpuDetail[];
  standings: ReadonlyArray<StandingView | null>;
  groups: readonly CompareGroup[];
  charts: readonly BarChartSpec[];
  comparePath: string;
  differencesOnly: boolean;
};

export function CompareView({ cpus, standings, groups, charts, comparePath, differencesOnly }: Props) {
  const { locale, t } = useLocale();
  const keep: Record<string, string> = differencesOnly ? { diff: "1" } : {};
  const refs = useMemo(() => cpus.map((c) => ({ vendor: c.vendor, id: c.id })), [cpus]);
  const shown = differencesOnly ? onlyDifferences(groups) : groups;
  const key = refs.map((r) => `${r.vendor}/${r.id}`).join(",");
  return (
    <>
      <CompareHeads cpus={cpus} standings={standings} comparePath={comparePath} keep={keep} locale={locale} t={t} />
      <CompareAdd key={key} refs={refs} comparePath={comparePath} keep={keep} locale={locale} t={t} />
      {cpus.length > 0 ? (
        <section aria-labelledby="compare-specs">
          <div className="compare-toolbar">
            <h2 id="compare-specs">{t.detail.specSheet}</h2>
            <Link
              to={compareHref(comparePath, refs, differencesOnly ? {} : { diff: "1" })}
              className="diff-toggle"
              data-on={differencesOnly}
              replace
              preventScrollReset
            >
              <span aria-hidden="true" className="diff-box">
                {differencesOnly ? "☑" : "☐"}
              </span>
              {t.compare.differencesOnly}
            </Link>
          </div>
          <CompareTable cpus={cpus} groups={shown} locale={locale} t={t} />
        </section>
      ) : null}
      {cpus.length >= 2 ? (
        <section aria-labelledby="compare-charts">
          <h2 id="compare-charts">{t.compare.charts}</h2>
          {charts.length === 0 ? <p className="muted">{t.compare.noSharedTests}</p> : null}
          <div className="chart-grid">
            {charts.map((spec) => (
              <BarChartFigure
                key={`${locale}/${key}/${spec.id}`}
                spec={spec}
                summary={`${spec.title}. ${spec.bars.map((b) => `${b.label}: ${b.valueText}`).join("; ")}`}
              />
            ))}
          </div>
          <p className="muted">{t.compare.share}</p>
        </section>
      ) : null}
    </>
  );
}
