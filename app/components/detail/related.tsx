import { Link } from "react-router";
import { compareHref } from "../../catalog/compare/compare-ids";
import type { Rival } from "../../catalog/detail/types";
import type { SeriesListing, SeriesMember } from "../../catalog/detail/series-member";
import { formatScore } from "../../catalog/detail/units";
import { formatCache, formatClock, formatLaunchDate, formatPower, formatPrice } from "../../catalog/format";
import type { CpuDetail, CpuSummary } from "#catalogue/types";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { pageHref } from "#common/page-href";
import { useLocale } from "../../i18n/use-locale";
import { cpuPath } from "../cpu-link";
import { TableScroll } from "../table-scroll";
import { TableHead } from "../table-head";

/** The rule that chose the rival, with the figures it compared (detail/rival.ts). */
function rivalRule(rival: Rival, locale: Locale, t: Messages): string {
  const r = t.rivalRule;
  const months = rival.withinMonths;
  if (rival.basis === "score") {
    const values = {
      months,
      tier: rival.tier === null ? "" : r.tier,
      test: t.benchmark.test[rival.test],
      score: formatScore(rival.score, locale),
      subjectScore: formatScore(rival.subjectScore, locale),
    };
    return fill(r.byScore, values);
  }
  return rival.basis === "price"
    ? fill(r.byPrice, {
        months,
        price: formatPrice(rival.price, locale),
        subjectPrice: formatPrice(rival.subjectPrice, locale),
      })
    : fill(r.bySpecs, { months });
}

/** Which members the table lists, how many the series has, and where to see them all. */
function FamilyScope({ cpu, family }: { cpu: CpuDetail; family: SeriesListing }) {
  const { locale, t } = useLocale();
  const d = t.detail;
  const scope = family.segment
    ? fill(d.familyScope, { segment: t.segment[family.segment], total: family.total })
    : fill(d.familyScopeAll, { total: family.total });
  const shown = family.members.length;
  const query = new URLSearchParams({ vendor: cpu.vendor, series: cpu.series });
  if (family.segment) query.set("segment", family.segment);
  return (
    <p className="family-scope">
      {scope}
      {shown < family.total ? fill(d.familyWindow, { shown }) : null}
      {" · "}
      <Link to={`${pageHref("lib", locale)}?${query}`}>{fill(d.familyAll, { total: family.total })}</Link>
    </p>
  );
}

type Props = {
  cpu: CpuDetail;
  family: SeriesListing;
  predecessor: CpuSummary | null;
  successor: CpuSummary | null;
  rival: Rival | null;
};

export function Related({ cpu, family, predecessor, successor, rival }: Props) {
  const { locale, t } = useLocale();
  const name = (c: SeriesMember) => (locale === "zh" ? c.nameZh : c.name);
  const link = (c: SeriesMember) => <Link to={cpuPath(c, locale)}>{name(c)}</Link>;
  const compareRefs = [cpu, rival?.cpu].filter((c): c is CpuSummary => !!c);
  const rivalNote = rival ? rivalRule(rival, locale, t) : null;
  return (
    <section aria-labelledby="related" className="related">
      <h2 id="related">{t.detail.related}</h2>
      <dl className="related-list">
        {predecessor ? (
          <div>
            <dt>{t.detail.predecessor}</dt>
            <dd>{link(predecessor)}</dd>
          </div>
        ) : null}
        {successor ? (
          <div>
            <dt>{t.detail.successor}</dt>
            <dd>{link(successor)}</dd>
          </div>
        ) : null}
        {rival ? (
          <div>
            <dt>{t.detail.rival}</dt>
            <dd>
              {link(rival.cpu)}{" "}
              <small className="rival-rule" data-testid="rival-rule">
                {rivalNote} (<Link to={`${pageHref("about", locale)}#methods`}>{t.rivalRule.how}</Link>)
              </small>
            </dd>
          </div>
        ) : null}
      </dl>
      <p>
        <Link className="button" to={compareHref(pageHref("compare", locale), compareRefs)} rel="nofollow">
          {t.detail.addToCompare}
        </Link>
      </p>
      {family.members.length > 1 ? (
        <>
          <h3>{t.detail.familyTable}</h3>
          <FamilyScope cpu={cpu} family={family} />
          <TableScroll label={t.detail.familyTable}>
            <table className="cpu-table family-table">
              <TableHead
                columns={[t.detail.name, t.cpu.coresThreads, t.cpu.boostClock, t.cpu.l3, t.cpu.tdp, t.detail.launch]}
              />
              <tbody>
                {family.members.map((c) => (
                  <tr key={c.id} aria-current={c.id === cpu.id ? "page" : undefined}>
                    <th scope="row">{c.id === cpu.id ? name(c) : link(c)}</th>
                    <td>
                      {c.cores} / {c.threads}
                    </td>
                    <td>{formatClock(c.boostClockMhz ?? c.baseClockMhz, locale)}</td>
                    <td>{formatCache(c.l3Kib, locale)}</td>
                    <td>{formatPower(c.tdpW, locale)}</td>
                    <td>{formatLaunchDate(c.launchDate, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </section>
  );
}
