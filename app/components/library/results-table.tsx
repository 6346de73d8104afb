// The results: a table with sortable headers on wide screens, cards below 768 px (CSS).
// Arrow keys move between rows; each row can be selected for comparison.
import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  effectiveSort,
  serializeLibraryQuery,
  type LibraryLayout,
  type LibraryQuery,
} from "../../catalog/library/query-model";
import type { LibraryItem } from "../../catalog/library/types";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { cellText, isNumericColumn, type CellContext, type ColumnId } from "./columns";
import type { CompareSelection } from "./use-compare-selection";
import { TableScroll } from "../table-scroll";

type Props = {
  layout: LibraryLayout;
  items: LibraryItem[];
  columns: readonly ColumnId[];
  query: LibraryQuery;
  path: string;
  locale: Locale;
  t: Messages;
  selection: CompareSelection;
  context: CellContext;
};

function SortHeader({
  layout,
  label,
  sortKey,
  query,
  path,
}: {
  layout: LibraryLayout;
  label: string;
  sortKey: ColumnId | "name";
  query: LibraryQuery;
  path: string;
}) {
  const key = sortKey === "name" ? "name" : layout.columns[sortKey].sort;
  const current = effectiveSort(query, layout.sortDirs);
  const active = current.key === key;
  const dir = active ? (current.dir === "asc" ? "desc" : "asc") : layout.sortDirs[key];
  const to = `${path}${serializeLibraryQuery({ ...query, sort: key, dir, page: 1 })}`;
  return (
    <th
      scope="col"
      aria-sort={active ? (current.dir === "asc" ? "ascending" : "descending") : "none"}
      data-col={sortKey}
    >
      <Link to={to} preventScrollReset className="sort-link" data-active={active}>
        {label}
        <span aria-hidden="true" className="sort-mark">
          {active ? (current.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

/** Long names (code names, series) are cut to one line; the full text is the title. */
function Cell({ id, label, text, numeric }: { id: ColumnId; label: string; text: string; numeric: boolean }) {
  const long = id === "codename" || id === "uarch" || id === "series";
  return (
    <td data-label={label} data-col={id} className={numeric ? "num" : undefined} title={long ? text : undefined}>
      {text}
    </td>
  );
}

/** Up/Down, Home/End move focus between the rows' name links. */
function moveRowFocus(event: KeyboardEvent<HTMLTableSectionElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a.cpu-name")];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const next =
    event.key === "ArrowDown" ? at + 1 : event.key === "ArrowUp" ? at - 1 : event.key === "Home" ? 0 : links.length - 1;
  const link = links[Math.max(0, Math.min(links.length - 1, next))];
  if (!link) return;
  event.preventDefault();
  link.focus();
}

export function ResultsTable({ layout, items, columns, query, path, locale, t, selection, context }: Props) {
  return (
    <TableScroll label={t.library.heading}>
      <table className="cpu-table library-table">
        <thead>
          <tr>
            <SortHeader layout={layout} label={t.library.column.name} sortKey="name" query={query} path={path} />
            {columns.map((id) => (
              <SortHeader
                key={id}
                layout={layout}
                label={t.library.column[id]}
                sortKey={id}
                query={query}
                path={path}
              />
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={moveRowFocus}>
          {items.map((cpu) => {
            const ref = `${cpu.vendor}/${cpu.id}`;
            const name = locale === "zh" ? cpu.nameZh : cpu.name;
            const selected = selection.has(ref);
            return (
              <tr key={ref} data-vendor={cpu.vendor} aria-selected={selected}>
                <th scope="row" className="name-cell">
                  <input
                    type="checkbox"
                    name="ids"
                    value={ref}
                    form="compare-form"
                    className="compare-box"
                    checked={selected}
                    disabled={!selected && selection.full}
                    onChange={() => selection.toggle({ ref, name })}
                    aria-label={fill(t.library.selectForCompare, { name })}
                  />
                  <Link to={cpuPath(cpu, locale)} className="cpu-name">
                    {name}
                  </Link>
                </th>
                {columns.map((id) => (
                  <Cell
                    key={id}
                    id={id}
                    label={t.library.column[id]}
                    text={cellText(layout, id, cpu, locale, t, context)}
                    numeric={isNumericColumn(layout, id)}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
