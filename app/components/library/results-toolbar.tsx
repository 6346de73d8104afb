// Above the results: the count, page size (a field of the library form), the column
// chooser and the export links (the API with the same query).
import {
  DEFAULT_PAGE_SIZE,
  libraryQueryParams,
  PAGE_SIZES,
  type LibraryLayout,
  type LibraryQuery,
} from "../../catalog/library/query-model";
import { pageHref } from "#common/page-href";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { ColumnChooser } from "./column-chooser";
import { SortControl } from "./sort-control";
import type { ColumnId } from "./columns";

function exportQuery(query: LibraryQuery, paged: boolean): string {
  const params = libraryQueryParams(paged ? query : { ...query, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const s = params.toString();
  return s ? `?${s}` : "";
}

type Props = {
  layout: LibraryLayout;
  query: LibraryQuery;
  total: number;
  page: number;
  /** The columns shown; `chosen`: those the reader chose (the rest are shown for the sort); `order`: all of them. */
  columns: readonly ColumnId[];
  order: readonly ColumnId[];
  chosen: readonly ColumnId[];
  onToggleColumn: (id: ColumnId, on: boolean) => void;
  t: Messages;
};

export function ResultsToolbar({ layout, query, total, page, columns, order, chosen, onToggleColumn, t }: Props) {
  const from = total === 0 ? 0 : (page - 1) * query.pageSize + 1;
  const to = Math.min(total, page * query.pageSize);
  return (
    <div className="results-toolbar">
      <p className="result-count" aria-live="polite" aria-atomic="true">
        {total > query.pageSize
          ? fill(t.library.resultsRange, { count: total, from, to })
          : fill(t.library.results, { count: total })}
      </p>
      <label className="page-size">
        {t.library.pageSize}
        <select name="pageSize" defaultValue={String(query.pageSize)} data-default={String(DEFAULT_PAGE_SIZE)}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <SortControl layout={layout} query={query} t={t} />
      <ColumnChooser order={order} columns={columns} chosen={chosen} onToggle={onToggleColumn} t={t} />
      <span className="export-links">
        {t.library.export}:{" "}
        <a href={`${pageHref("api-cpus-csv")}${exportQuery(query, false)}`} download>
          CSV
        </a>{" "}
        <a href={`${pageHref("api-cpus")}${exportQuery(query, true)}`} type="application/json">
          JSON
        </a>
      </span>
    </div>
  );
}
