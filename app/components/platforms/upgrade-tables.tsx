// The advisor's two tables: processors for the same board, and picks on another platform.
import { Link } from "react-router";
import type { PlatformPick, UpgradeRow } from "../../catalog/platform-pages/types";
import { caveatText, changeText, percentText, powerText } from "../../catalog/platform-pages/wording";
import { formatPrice } from "../../catalog/format";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { TableScroll } from "../table-scroll";

type Common = { locale: Locale; t: Messages };

function Head({ t, last }: { t: Messages; last: string }) {
  const u = t.upgrade;
  return (
    <thead>
      <tr>
        <th scope="col">{u.model}</th>
        <th scope="col" className="num">{u.gainMulti}</th>
        <th scope="col" className="num">{u.gainSingle}</th>
        <th scope="col" className="num">{u.price}</th>
        <th scope="col">{u.power}</th>
        <th scope="col">{last}</th>
      </tr>
    </thead>
  );
}

/** Each cell carries its column's name (data-label), which phones show above the value on cards. */
function Cells({ row, locale, t }: Common & { row: Pick<UpgradeRow, "cpu" | "gain" | "launchPriceUsd" | "power"> }) {
  const u = t.upgrade;
  const none = u.noNotes;
  return (
    <>
      <th scope="row">
        <Link to={cpuPath(row.cpu, locale)}>{locale === "zh" ? row.cpu.nameZh : row.cpu.name}</Link>
      </th>
      <td className="num gain" data-label={u.gainMulti}>{row.gain ? percentText(row.gain.multiPct, locale) : none}</td>
      <td className="num gain" data-label={u.gainSingle}>{row.gain ? percentText(row.gain.singlePct, locale) : none}</td>
      <td className="num" data-label={u.price}>{formatPrice(row.launchPriceUsd, locale)}</td>
      <td data-label={u.power}>{row.power ? powerText(row.power, locale, t) : none}</td>
    </>
  );
}

export function UpgradeTable({ rows, chipsetNames, locale, t, testId, label }: Common & { rows: UpgradeRow[]; chipsetNames: Record<string, string>; testId: string; label: string }) {
  return (
    <TableScroll label={label}>
      <table className="cpu-table platform-table upgrade-table" data-testid={testId}>
        <Head t={t} last={t.upgrade.notes} />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.cpu.vendor}/${row.cpu.id}`} data-cpu={`${row.cpu.vendor}/${row.cpu.id}`}>
              <Cells row={row} locale={locale} t={t} />
              <td className="wrap caveats-cell" data-label={t.upgrade.notes}>
                {row.caveats.length === 0 ? (
                  t.upgrade.noNotes
                ) : (
                  <ul className="caveats">
                    {row.caveats.map((c, i) => (
                      <li key={i} data-caveat={c.kind}>{caveatText(c, chipsetNames, locale, t)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function PicksTable({ picks, locale, t, labelledBy }: Common & { picks: PlatformPick[]; labelledBy: string }) {
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="cpu-table platform-table upgrade-table">
        <Head t={t} last={t.upgrade.notes} />
        <tbody>
          {picks.map((pick) => (
            <tr key={`${pick.cpu.vendor}/${pick.cpu.id}`} data-cpu={`${pick.cpu.vendor}/${pick.cpu.id}`}>
              <Cells row={pick} locale={locale} t={t} />
              <td className="wrap caveats-cell" data-label={t.upgrade.notes}>
                <ul className="caveats">
                  {pick.changes.map((c) => (
                    <li key={c.kind} data-change={c.kind}>{changeText(c, pick, locale, t)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
