// The performance ladder: the ranked chart (server SVG; a click on a bar opens the
// processor) and the same places as a table with the figures, the kind of each figure and
// a link that makes a processor the 100 % reference. Every control is a link or a GET form.
import { useCallback, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { refKey } from "../../catalog/compare/compare-ids";
import { ladderSearch, LADDER_MAX, LADDER_STEP, type IgnoredParam, type LadderState } from "../../catalog/ladder/ladder-state";
import type { LadderResult } from "../../catalog/ladder/rank-ladder";
import { formatLaunchDate } from "../../catalog/format";
import type { BenchmarkTest } from "../../catalog/fields/benchmark-tests";
import { formatLadderValue, formatPercent, ladderChartSpec } from "../../charts/ladder-chart";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { BarChartFigure } from "../detail/bar-chart-figure";
import { LadderControls } from "./ladder-controls";

type Props = { state: LadderState; ignored: IgnoredParam[]; result: LadderResult; tests: BenchmarkTest[]; homePath: string; locale: Locale; t: Messages };

export function LadderView({ state, ignored, result, tests, homePath, locale, t }: Props) {
  const navigate = useNavigate();
  const onOpen = useCallback((href: string) => void navigate(href), [navigate]);
  const hrefOf = useCallback((cpu: { vendor: "amd" | "intel"; id: string }) => cpuPath(cpu, locale), [locale]);
  const spec = useMemo(() => ladderChartSpec(result, state, locale, t, hrefOf), [result, state, locale, t, hrefOf]);
  const link = (change: Partial<LadderState>) => `${homePath}${ladderSearch({ ...state, ...change })}`;
  const name = (e: { name: string; nameZh: string }) => (locale === "zh" ? e.nameZh : e.name);
  const rows = result.reference && !result.shown.some((e) => e.isReference) ? [...result.shown, result.reference] : result.shown;
  return (
    <section aria-labelledby="ladder-title" className="ladder" id="ladder">
      <h2 id="ladder-title">{t.ladder.heading}</h2>
      <p className="muted">{t.ladder.intro}</p>
      <LadderControls state={state} tests={tests} action={homePath} t={t} />
      {ignored.length > 0 ? (
        <p className="notice">
          {t.ladder.ignored}
          {ignored.map((i) => (
            <code key={i.param}>
              {i.param}={i.value.slice(0, 60)}
            </code>
          ))}
        </p>
      ) : null}
      {result.total === 0 ? (
        <p className="empty-result">{t.ladder.empty}</p>
      ) : (
        <>
          <p className="ladder-summary">
            <span>{fill(t.ladder.showing, { shown: result.shown.length, total: result.total })}</span>
            {result.dates ? (
              <span data-ladder-figures={result.figures}>
                {fill(t.ladder.figures, { count: result.figures, from: formatLaunchDate(result.dates.from, locale), to: formatLaunchDate(result.dates.to, locale) })}
              </span>
            ) : null}
            {result.reference ? <span>{fill(t.ladder.referenceNamed, { name: name(result.reference) })}</span> : null}
            {state.ref ? (
              <Link to={link({ ref: null })} preventScrollReset>
                {t.ladder.resetReference}
              </Link>
            ) : null}
          </p>
          {result.withoutFigure > 0 && state.view !== "score" ? <p className="muted">{fill(t.ladder.withoutFigure, { count: result.withoutFigure })}</p> : null}
          {state.view === "power" ? <p className="muted power-note">{t.ladder.powerNote}</p> : null}
          <div className="ladder-body">
            <BarChartFigure key={`${locale}${ladderSearch(state)}`} spec={spec} summary={spec.title} onOpen={onOpen} />
            <section className="ladder-table-wrap" tabIndex={0} aria-label={t.ladder.table}>
              <table className="ladder-table">
                <caption className="visually-hidden">{t.ladder.table}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.ladder.rank}</th>
                    <th scope="col">{t.ladder.name}</th>
                    <th scope="col" className="num">
                      {t.ladder.view[state.view]}
                    </th>
                    <th scope="col" className="num">
                      {t.ladder.relative}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t.ladder.setReference}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e) => (
                    <tr key={refKey(e)} data-vendor={e.vendor} data-kind={e.kind} aria-current={e.isReference ? "true" : undefined}>
                      <td className="num">{e.rank}</td>
                      <th scope="row">
                        <Link to={cpuPath(e, locale)}>{name(e)}</Link>
                        {e.kind === "estimated" ? <span className="kind-tag">{t.benchmark.kind.estimated}</span> : null}
                        {e.lowConfidence ? (
                          <span className="kind-tag" data-low-confidence={e.lowConfidence} title={t.benchmark.lowConfidence[e.lowConfidence]}>
                            {t.benchmark.lowConfidenceTag}
                          </span>
                        ) : null}
                      </th>
                      <td className="num">{formatLadderValue(e, state.view, locale, t)}</td>
                      <td className="num">{formatPercent(e.percent, locale)}</td>
                      <td>
                        {e.isReference ? (
                          <span className="ref-tag">{t.ladder.isReference}</span>
                        ) : (
                          <Link to={link({ ref: { vendor: e.vendor, id: e.id } })} preventScrollReset rel="nofollow" className="ref-link">
                            {t.ladder.setReference}
                          </Link>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
          <p className="ladder-more">
            {result.total > state.n && state.n < LADDER_MAX ? (
              <Link to={link({ n: Math.min(LADDER_MAX, state.n + LADDER_STEP * Math.ceil(state.n / LADDER_STEP)) })} preventScrollReset className="button">
                {t.ladder.showMore}
              </Link>
            ) : null}
            {state.n > LADDER_STEP ? (
              <Link to={link({ n: LADDER_STEP })} preventScrollReset>
                {t.ladder.showFewer}
              </Link>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
