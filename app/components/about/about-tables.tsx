// The methodology page's two tables by segment: benchmark coverage and power bases.
import { Link } from "react-router";
import type { AboutPage, NewestMeasured } from "../../catalog/coverage";
import { formatCount } from "../../pages/coverage-wording";
import type { Segment } from "#catalogue/fields/value-lists";
import { formatLaunchDate } from "../../catalog/format";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { TableScroll } from "../table-scroll";
import { TableHead, num } from "../table-head";

type Props = { page: AboutPage; locale: Locale; t: Messages };

/** The segments in the data's order (the registry's), without shipping the registry's lists. */
const segmentsOf = (bySegment: Record<Segment, number>) => Object.keys(bySegment) as Segment[];

function share(part: number, whole: number, locale: Locale, t: Messages): string {
  const pct = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: "percent", maximumFractionDigits: 0 }).format(
    whole === 0 ? 0 : part / whole,
  );
  return fill(t.about.share, { count: formatCount(part, locale), pct });
}

/** "Ryzen 9 9950X3D (March 12, 2025)", linked: the processor itself says how current the figures are. */
function newestCell(cpu: NewestMeasured | null, locale: Locale, t: Messages) {
  if (!cpu) return t.about.none;
  return (
    <>
      <Link to={cpuPath(cpu, locale)}>{locale === "zh" ? cpu.nameZh : cpu.name}</Link> (
      {formatLaunchDate(cpu.launchDate, locale)})
    </>
  );
}

export function CoverageTable({ page, locale, t }: Props) {
  const a = t.about;
  const { coverage, rules } = page;
  const tests = rules.multiTests.flatMap((test) => coverage.tests.find((c) => c.test === test) ?? []);
  const lead = tests[0];
  const segments = segmentsOf(coverage.bySegment);
  const newest = lead ? fill(a.newest, { test: t.benchmark.test[lead.test] }) : "";
  return (
    <TableScroll label={a.coverage}>
      <table className="cpu-table about-table" data-testid="coverage-table">
        <TableHead
          columns={[a.segment, num(a.processors), ...tests.map((c) => num(t.benchmark.test[c.test])), lead && newest]}
        />
        <tbody>
          {segments.map((segment) => (
            <tr key={segment} data-segment={segment}>
              <th scope="row">{t.segment[segment]}</th>
              <td className="num" data-label={a.processors}>
                {formatCount(coverage.bySegment[segment], locale)}
              </td>
              {tests.map((c) => (
                <td key={c.test} className="num" data-label={t.benchmark.test[c.test]}>
                  {share(c.bySegment[segment], coverage.bySegment[segment], locale, t)}
                </td>
              ))}
              {lead ? <td data-label={newest}>{newestCell(lead.newest[segment], locale, t)}</td> : null}
            </tr>
          ))}
          <tr data-segment="all">
            <th scope="row">{a.all}</th>
            <td className="num" data-label={a.processors}>
              {formatCount(coverage.processors, locale)}
            </td>
            {tests.map((c) => (
              <td key={c.test} className="num" data-label={t.benchmark.test[c.test]}>
                {share(c.processors, coverage.processors, locale, t)}
              </td>
            ))}
            {lead ? <td className="empty" /> : null}
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

export function PowerTable({ page, locale, t }: Props) {
  const { powerBases, bySegment } = page.coverage;
  const segments = segmentsOf(bySegment);
  const bases = (["pl2", "ppt", "tdp", "none"] as const).filter(
    // PPT and "none" only when some processor has them.
    (b) => (b !== "none" && b !== "ppt") || segments.some((s) => powerBases[s][b] > 0),
  );
  const label = (b: (typeof bases)[number]) => (b === "none" ? t.about.noPower : t.powerBasis[b]);
  return (
    <TableScroll label={t.about.power}>
      <table className="cpu-table about-table" data-testid="power-table">
        <TableHead columns={[t.about.segment, ...bases.map((b) => num(label(b)))]} />
        <tbody>
          {segments.map((segment) => (
            <tr key={segment}>
              <th scope="row">{t.segment[segment]}</th>
              {bases.map((b) => (
                <td key={b} className="num" data-label={label(b)}>
                  {share(powerBases[segment][b], bySegment[segment], locale, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
