// The advisor's two tables: processors for the same board, and picks on another platform.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { compareHref } from "../../catalog/compare/compare-ids";
import type { CpuCell, PlatformPick, UpgradeRow } from "../../catalog/platform-pages/types";
import { powerText } from "../../pages/power-wording";
import { percentText } from "../../catalog/platform-pages/names";
import { caveatText, changeText } from "../../pages/platform-wording";
import { formatPrice } from "../../catalog/format";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { TableScroll } from "../table-scroll";
import { TableHead, num } from "../table-head";

/** `from`: the processor the advisor starts from; each row links to its head-to-head page with it. */
type Common = { from: CpuCell; locale: Locale; t: Messages };

const cellName = (cpu: CpuCell, locale: Locale) => (locale === "zh" ? cpu.nameZh : cpu.name);

function Head({ t, last }: { t: Messages; last: string }) {
  const u = t.upgrade;
  return <TableHead columns={[u.model, num(u.gainMulti), num(u.gainSingle), num(u.price), u.power, last]} />;
}

/** Each cell carries its column's name (data-label), which phones show above the value on cards. */
function Cells({
  row,
  from,
  locale,
  t,
}: Common & { row: Pick<UpgradeRow, "cpu" | "gain" | "launchPriceUsd" | "power"> }) {
  const u = t.upgrade;
  const none = u.noNotes;
  const names = { name: cellName(row.cpu, locale), from: cellName(from, locale) };
  return (
    <>
      <th scope="row">
        <Link to={cpuPath(row.cpu, locale)}>{names.name}</Link>
        <Link
          to={compareHref(pageHref("compare", locale), [from, row.cpu])}
          className="pair-link"
          data-testid="pair-link"
          aria-label={`${names.name} ${fill(u.compareShort, names)}`}
        >
          {fill(u.compareShort, names)}
        </Link>
      </th>
      <td className="num gain" data-label={u.gainMulti}>
        {row.gain ? percentText(row.gain.multiPct, locale) : none}
        {row.gain?.lowConfidence ? (
          <span className="gain-caveat">
            {t.benchmark.lowConfidenceTag}: {row.gain.lowConfidence === "from" ? names.from : names.name}
          </span>
        ) : null}
      </td>
      <td className="num gain" data-label={u.gainSingle}>
        {row.gain ? percentText(row.gain.singlePct, locale) : none}
      </td>
      <td className="num" data-label={u.price}>
        {formatPrice(row.launchPriceUsd, locale)}
      </td>
      <td className="wrap power-cell" data-label={u.power}>
        {row.power ? powerText(row.power, locale, t) : none}
      </td>
    </>
  );
}

/** One processor's row: its cells, then its notes (caveats or what changes). */
function Row({ row, from, locale, t, children }: Common & { row: UpgradeRow | PlatformPick; children: ReactNode }) {
  const ref = `${row.cpu.vendor}/${row.cpu.id}`;
  return (
    <tr data-cpu={ref}>
      <Cells row={row} from={from} locale={locale} t={t} />
      <td className="wrap caveats-cell" data-label={t.upgrade.notes}>
        {children}
      </td>
    </tr>
  );
}

export function UpgradeTable({
  rows,
  chipsetNames,
  from,
  locale,
  t,
  testId,
  label,
}: Common & { rows: UpgradeRow[]; chipsetNames: Record<string, string>; testId: string; label: string }) {
  return (
    <TableScroll label={label}>
      <table className="cpu-table platform-table upgrade-table" data-testid={testId}>
        <Head t={t} last={t.upgrade.notes} />
        <tbody>
          {rows.map((row) => (
            <Row key={`${row.cpu.vendor}/${row.cpu.id}`} row={row} from={from} locale={locale} t={t}>
              {row.caveats.length === 0 ? (
                t.upgrade.noNotes
              ) : (
                <ul className="caveats">
                  {row.caveats.map((c, i) => (
                    <li key={i} data-caveat={c.kind}>
                      {caveatText(c, chipsetNames, locale, t)}
                    </li>
                  ))}
                </ul>
              )}
            </Row>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function PicksTable({
  picks,
  from,
  locale,
  t,
  labelledBy,
}: Common & { picks: PlatformPick[]; labelledBy: string }) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="cpu-table platform-table upgrade-table">
        <Head t={t} last={t.upgrade.notes} />
        <tbody>
          {picks.map((pick) => (
            <Row key={`${pick.cpu.vendor}/${pick.cpu.id}`} row={pick} from={from} locale={locale} t={t}>
              <ul className="caveats">
                {pick.changes.map((c) => (
                  <li key={c.kind} data-change={c.kind}>
                    {changeText(c, pick, locale, t)}
                  </li>
                ))}
              </ul>
            </Row>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
