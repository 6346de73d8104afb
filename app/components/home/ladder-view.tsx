// The performance ladder: the ranked chart (server SVG; a click on a bar opens the
// processor) and the same places as a table with the figures, their result counts, a
// low-confidence caveat in words, and a link that makes a processor the 100 % reference.
// Places are paged (from a rank, or around a processor); every control is a link or a GET form.
import { useCallback, useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { refKey } from "../../catalog/cpu-ref";
import {
  ladderSearch,
  LADDER_MAX,
  LADDER_STEP,
  type IgnoredParam,
  type LadderState,
} from "../../catalog/ladder/ladder-state";
import type { LadderResult, UnrankedSeries } from "../../catalog/ladder/rank-ladder";
import { formatLaunchDate } from "../../catalog/format";
import { formatScore } from "../../catalog/detail/units";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { formatLadderValue, formatPercent, ladderChartSpec } from "../../charts/ladder-chart";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { BarChartFigure } from "../detail/bar-chart-figure";
import { LadderControls } from "./ladder-controls";

type Props = {
  state: LadderState;
  ignored: IgnoredParam[];
  result: LadderResult;
  tests: BenchmarkTest[];
  unranked: UnrankedSeries[];
  caveats: Record<string, string>;
  homePath: string;
  locale: Locale;
  t: Messages;
};

export function LadderView({ state, ignored, result, tests, unranked, caveats, homePath, locale, t }: Props) {
  const navigate = useNavigate();
  const onOpen = useCallback((href: string) => void navigate(href), [navigate]);
  const hrefOf = useCallback((cpu: { vendor: "amd" | "intel"; id: string }) => cpuPath(cpu, locale), [locale]);
  const spec = useMemo(() => ladderChartSpec(result, state, locale, t, hrefOf), [result, state, locale, t, hrefOf]);
  const link = (change: Partial<LadderState>) => `${homePath}${ladderSearch({ ...state, ...change })}`;
  const name = (e: { name: string; nameZh: string }) => (locale === "zh" ? e.nameZh : e.name);
  const rows =
    result.reference && !result.shown.some((e) => e.isReference) ? [...result.shown, result.reference] : result.shown;
  const last = result.from + result.shown.length - 1;
  // On phones each row carries its own bar under the name (the chart's bars would be a few pixels wide): as a share of the longest.
  const longest = Math.max(0, ...rows.map((e) => e.percent));
  const share = (percent: number) => `${longest > 0 ? Math.max(0.5, (percent / longest) * 100).toFixed(1) : 0}%`;
  const noBasis = state.view === "power" && result.total === 0 && result.figures > 0;
  return (
    <section aria-labelledby="ladder-title" className="ladder" id="ladder">
      <h2 id="ladder-title">{t.ladder.heading}</h2>
      <p className="muted">
        {t.ladder.intro}
        {result.hasEstimates ? ` ${t.ladder.introEstimates}` : null}
      </p>
      <LadderControls state={state} tests={tests} hasEstimates={result.hasEstimates} action={homePath} t={t} />
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
      {result.atMissing && state.at ? (
        <p className="notice">{fill(t.ladder.atMissing, { ref: refKey(state.at) })}</p>
      ) : null}
      {unranked.length > 0 ? (
        <div className="notice ladder-unranked">
          <p>
            {fill(t.ladder.unranked, {
              count: unranked.length,
              segment: state.segment === "all" ? "" : t.segment[state.segment],
              test: t.benchmark.test[state.test],
            })}
          </p>
          <ul>
            {unranked.map((u) => (
              <li key={`${u.vendor}/${u.series}`}>
                {fill(t.ladder.unrankedSeries, {
                  series: locale === "zh" ? u.seriesZh : u.series,
                  year: u.latestYear ?? "—",
                  count: u.count,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.lowConfidenceLeftOut > 0 ? (
        <p className="muted">
          {fill(t.ladder.lowConfidenceLeftOut, { count: result.lowConfidenceLeftOut })}{" "}
          <Link to={link({ lowConfidence: true })} preventScrollReset rel="nofollow">
            {t.ladder.showLowConfidence}
          </Link>
        </p>
      ) : null}
      {state.view === "power" && result.powerBasis ? (
        <p className="muted power-note">
          {t.ladder.powerNote[result.powerBasis]}{" "}
          {result.nominalOnly > 0 ? `${fill(t.ladder.nominalOnly, { count: result.nominalOnly })} ` : null}
          <Link
            to={link({ basis: result.powerBasis === "nominal" ? "under-load" : "nominal", from: null })}
            preventScrollReset
          >
            {result.powerBasis === "nominal" ? t.ladder.showUnderLoad : t.ladder.showNominal}
          </Link>
        </p>
      ) : null}
      {noBasis ? (
        <p className="empty-result">{t.ladder.noPowerBasis}</p>
      ) : result.total === 0 ? (
        <p className="empty-result">{t.ladder.empty}</p>
      ) : (
        <>
          <p className="ladder-summary">
            <span>
              {result.from === 1
                ? fill(t.ladder.showing, { shown: result.shown.length, total: result.total })
                : fill(t.ladder.showingRange, { from: result.from, to: last, total: result.total })}
            </span>
            {result.dates ? (
              <span data-ladder-figures={result.figures}>
                {result.dates.from === result.dates.to
                  ? fill(t.ladder.figuresOn, {
                      count: result.figures,
                      date: formatLaunchDate(result.dates.from, locale),
                    })
                  : fill(t.ladder.figures, {
                      count: result.figures,
                      from: formatLaunchDate(result.dates.from, locale),
                      to: formatLaunchDate(result.dates.to, locale),
                    })}
              </span>
            ) : null}
            {result.reference ? <span>{fill(t.ladder.referenceNamed, { name: name(result.reference) })}</span> : null}
            {state.ref ? (
              <Link to={link({ ref: null })} preventScrollReset>
                {t.ladder.resetReference}
              </Link>
            ) : null}
          </p>
          {result.withoutFigure > 0 && state.view !== "score" ? (
            <p className="muted">{fill(t.ladder.withoutFigure, { count: result.withoutFigure })}</p>
          ) : null}
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
                    <th scope="col" className="num">
                      {t.ladder.samples}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t.ladder.setReference}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e) => (
                    <tr
                      key={refKey(e)}
                      data-vendor={e.vendor}
                      data-kind={e.kind}
                      aria-current={e.isReference ? "true" : undefined}
                      data-focus={e.isFocus ? "true" : undefined}
                      id={e.isFocus ? "ladder-focus" : undefined}
                    >
                      <td className="num">{e.rank}</td>
                      <th scope="row">
                        <Link to={cpuPath(e, locale)}>{name(e)}</Link>
                        {e.kind === "estimated" ? <span className="kind-tag">{t.benchmark.kind.estimated}</span> : null}
                        {e.lowConfidence ? (
                          <span className="ladder-caveat" data-low-confidence={e.lowConfidence}>
                            {caveats[refKey(e)]}
                          </span>
                        ) : null}
                        <span className="ladder-row-bar" style={{ width: share(e.percent) }} aria-hidden="true" />
                      </th>
                      <td className="num">{formatLadderValue(e, state.view, locale, t)}</td>
                      <td className="num">{formatPercent(e.percent, locale)}</td>
                      <td className="num" data-samples={e.samples ?? undefined} data-label={t.ladder.samples}>
                        {e.samples === null ? "—" : formatScore(e.samples, locale)}
                      </td>
                      <td>
                        {e.isReference ? (
                          <span className="ref-tag">{t.ladder.isReference}</span>
                        ) : (
                          <Link
                            to={link({ ref: { vendor: e.vendor, id: e.id } })}
                            preventScrollReset
                            rel="nofollow"
                            className="ref-link"
                          >
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
          <nav className="ladder-more" aria-label={t.ladder.pages}>
            {result.from > 1 ? (
              <>
                <Link to={link({ from: null, at: null })} preventScrollReset>
                  {t.ladder.top}
                </Link>
                <Link to={link({ from: Math.max(1, result.from - state.n) })} preventScrollReset rel="prev">
                  {fill(t.ladder.previous, { n: Math.min(state.n, result.from - 1) })}
                </Link>
              </>
            ) : null}
            {last < result.total ? (
              <Link to={link({ from: last + 1 })} preventScrollReset rel="next">
                {fill(t.ladder.next, { n: Math.min(state.n, result.total - last) })}
              </Link>
            ) : null}
            {result.from === 1 && result.total > state.n && state.n < LADDER_MAX ? (
              <Link
                to={link({ n: Math.min(LADDER_MAX, state.n + LADDER_STEP * Math.ceil(state.n / LADDER_STEP)) })}
                preventScrollReset
                className="button"
              >
                {t.ladder.showMore}
              </Link>
            ) : null}
            {state.n > LADDER_STEP ? (
              <Link to={link({ n: LADDER_STEP })} preventScrollReset>
                {t.ladder.showFewer}
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
