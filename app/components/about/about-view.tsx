// The methodology page: every number comes from the page's data (coverage.server.ts), the
// words from the about dictionary; nothing here is written down twice.
import type { AboutPage } from "../../catalog/coverage";
import { datesText, formatCount, processorsText } from "../../pages/coverage-wording";
import { formatLaunchDate } from "../../catalog/format";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import { AMD_SOCKET_POWER } from "../../catalog/judgements/power";
import { useLocale } from "../../i18n/use-locale";
import type { Messages } from "../../i18n/zh";
import { TableScroll } from "../table-scroll";
import { CoverageTable, PowerTable } from "./about-tables";
import { TableHead, num } from "../table-head";

const SECTIONS = ["sources", "coverage", "confidence", "power", "methods"] as const;

const testList = (tests: readonly string[], locale: Locale) => tests.join(locale === "zh" ? "、" : ", ");

function SourcesTable({ page, locale, t }: { page: AboutPage; locale: Locale; t: Messages }) {
  const a = t.about;
  return (
    <TableScroll label={a.sources}>
      <table className="cpu-table about-table" data-testid="sources-table">
        <TableHead columns={[a.test, a.source, a.dates, num(a.processors), num(a.lowConfidence)]} />
        <tbody>
          {page.coverage.tests.map((c) => (
            <tr key={c.test} data-test={c.test}>
              <th scope="row">{t.benchmark.test[c.test]}</th>
              <td className="wrap" data-label={a.source}>
                {c.sources.join(locale === "zh" ? "；" : "; ")}
              </td>
              <td className="wrap" data-label={a.dates}>
                {datesText(c.dates, locale, t)}
              </td>
              <td className="num" data-label={a.processors}>
                {formatCount(c.processors, locale)}
              </td>
              <td className="num" data-label={a.lowConfidence}>
                {formatCount(c.lowConfidence.fewResults + c.lowConfidence.notScaling, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function AboutView({ page }: { page: AboutPage }) {
  const { locale, t } = useLocale();
  const a = t.about;
  const { coverage, rules } = page;
  const label = (test: (typeof rules.multiTests)[number]) => t.benchmark.test[test];
  const lead = rules.multiTests[0];
  const leadLabel = lead ? label(lead) : "";
  const checked = coverage.tests.filter(
    (c) => rules.countsResults.includes(c.test) || rules.checksScaling.includes(c.test),
  );
  return (
    <article className="about-page">
      <h1>{a.heading}</h1>
      <p>
        {fill(a.intro, {
          processors: processorsText(coverage.processors, locale, t),
          builtAt: formatLaunchDate(page.builtAt.slice(0, 10) || null, locale),
        })}
      </p>
      <nav aria-labelledby="about-contents">
        <h2 id="about-contents">{a.contents}</h2>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{a[id]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="sources" aria-labelledby="sources-title">
        <h2 id="sources-title">{a.sources}</h2>
        <p>{a.specsText}</p>
        <p>{a.benchmarksText}</p>
        <SourcesTable page={page} locale={locale} t={t} />
        <p>{a.withheldText}</p>
      </section>
      <section id="coverage" aria-labelledby="coverage-title">
        <h2 id="coverage-title">{a.coverage}</h2>
        <p>{fill(a.coverageText, { test: leadLabel })}</p>
        <CoverageTable page={page} locale={locale} t={t} />
      </section>
      <section id="confidence" aria-labelledby="confidence-title">
        <h2 id="confidence-title">{a.confidence}</h2>
        <ul>
          <li>
            {fill(a.fewResults, { count: rules.fewResults, tests: testList(rules.countsResults.map(label), locale) })}
          </li>
          <li>{fill(a.notScaling, { tests: testList(rules.checksScaling.map(label), locale) })}</li>
        </ul>
        <p>{a.confidenceText}</p>
        <ul data-testid="low-confidence-counts">
          {checked.map((c) => (
            <li key={c.test}>
              {fill(a.lowCount, {
                test: label(c.test),
                fewResults: formatCount(c.lowConfidence.fewResults, locale),
                notScaling: formatCount(c.lowConfidence.notScaling, locale),
              })}
            </li>
          ))}
        </ul>
      </section>
      <section id="power" aria-labelledby="power-title">
        <h2 id="power-title">{a.power}</h2>
        <p>{a.powerText}</p>
        <ul>
          <li>
            {fill(a.powerUnderLoad, {
              sockets: AMD_SOCKET_POWER.sockets.join(locale === "zh" ? "、" : " and "),
              ratio: AMD_SOCKET_POWER.pptPerTdp,
            })}{" "}
            (<a href={AMD_SOCKET_POWER.sourceUrl}>{fill(a.powerSource, { date: AMD_SOCKET_POWER.statedOn })}</a>)
          </li>
          <li>{a.powerNominal}</li>
        </ul>
        <p>{a.powerCompare}</p>
        <p>{a.powerLadder}</p>
        <p>{a.powerTable}</p>
        <PowerTable page={page} locale={locale} t={t} />
      </section>
      <section id="methods" aria-labelledby="methods-title">
        <h2 id="methods-title">{a.methods}</h2>
        <p>{a.rankText}</p>
        <p>{fill(a.rivalText, { months: rules.rivalMonths, test: leadLabel })}</p>
        <p>{fill(a.valueText, { years: rules.valueMonths / 12, test: leadLabel })}</p>
        <p data-testid="better-rule">{fill(a.betterText, rules.markThresholds)}</p>
        <p>{a.boardText}</p>
        <p>{fill(a.upgradeText, { test: t.benchmark.test["geekbench6-multi"] })}</p>
      </section>
    </article>
  );
}
