// The coverage (coverage.ts) in the page's language: the footer's line and the dates and
// counts the methodology page states.
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import type { DateSpan, FooterCoverage, SuiteCoverage } from "../catalog/coverage";
import { formatLaunchDate } from "../catalog/format";

const integers: Partial<Record<Locale, Intl.NumberFormat>> = {};
export const formatCount = (n: number, locale: Locale) =>
  (integers[locale] ??= new Intl.NumberFormat(LANGUAGE_TAGS[locale])).format(n);

/** "as of April 24, 2026" for one date, "June 2022 – February 2023" for a span. */
export function datesText(dates: DateSpan, locale: Locale, t: Messages): string {
  const from = formatLaunchDate(dates.from, locale);
  return dates.from === dates.to
    ? fill(t.coverage.asOf, { date: from })
    : fill(t.coverage.span, { from, to: formatLaunchDate(dates.to, locale) });
}

export function processorsText(n: number, locale: Locale, t: Messages): string {
  return n === 1 ? t.coverage.processorsOne : fill(t.coverage.processors, { count: formatCount(n, locale) });
}

/** "Geekbench 6 from Geekbench Browser (Primate Labs): 1,749 processors, as of April 24, 2026". */
export function suiteText(s: SuiteCoverage, locale: Locale, t: Messages): string {
  const values = {
    suite: t.coverage.suite[s.suite],
    processors: processorsText(s.processors, locale, t),
    dates: datesText(s.dates, locale, t),
  };
  return s.sources.length === 1
    ? fill(t.coverage.suiteFrom, { ...values, source: s.sources[0]! })
    : fill(t.coverage.suiteFromMany, { ...values, count: s.sources.length });
}

export function footerSourcesText(coverage: FooterCoverage, locale: Locale, t: Messages): string {
  if (coverage.suites.length === 0) return t.footer.sourcesUnknown;
  const list = coverage.suites.map((s) => suiteText(s, locale, t)).join(t.coverage.listSeparator);
  return `${t.coverage.footerSpecs}${fill(t.coverage.footerBenchmarks, { list })}`;
}
