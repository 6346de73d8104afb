// The library page: one GET form around search, filters and results, so it works without
// JavaScript; with it, changes apply live (use-live-form.ts).
import { useMemo, useState } from "react";
import type { ParamProblem } from "../../catalog/library/parse-query";
import { effectiveSort, type LibraryLayout, type LibraryQuery } from "../../catalog/library/query-model";
import type { LibraryListing } from "../../catalog/library/types";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import { pageHref } from "#common/page-href";
import type { Messages } from "../../i18n/zh";
import { filterChips } from "./active-filters";
import { useChosenColumns } from "./column-chooser";
import { columnOrder, columnsForSort } from "./columns";
import { formatLaunchDate } from "../../catalog/format";
import { VALUE_MONTHS } from "../../catalog/value";
import { CompareTray } from "./compare-tray";
import { FacetPanel } from "./facet-panel";
import type { NamesZh } from "../../catalog/library/names-zh-labels.server";
import type { SocketPages } from "../../catalog/platform-pages/socket-pages";
import { ActiveFilters, EmptyResult, IgnoredNotice, SearchedForNotice, SearchReadingNotice } from "./library-notices";
import { Pagination } from "./pagination";
import { ResultsTable } from "./results-table";
import { ResultsToolbar } from "./results-toolbar";
import { useCompareSelection } from "./use-compare-selection";
import { useLiveForm, useSlashFocus } from "./use-live-form";

const SEARCH_INPUT_ID = "lib-q";

/**
 * `layout`: the filters, sorts and columns (the registry's library roles); `valueMeasuredOn`:
 * the date of the Geekbench 6 figures the value column is worked out against.
 */
type Props = {
  layout: LibraryLayout;
  query: LibraryQuery;
  ignored: ParamProblem[];
  result: LibraryListing;
  socketPages: SocketPages;
  valueMeasuredOn: string | null;
  /** Chinese names of the family, series and code-name values on the page (names-zh-labels.server.ts). */
  namesZh: NamesZh;
  busy: boolean;
  locale: Locale;
  t: Messages;
};

export function LibraryView({
  layout,
  query,
  ignored,
  result,
  socketPages,
  valueMeasuredOn,
  namesZh,
  busy,
  locale,
  t,
}: Props) {
  const path = pageHref("lib", locale);
  const live = useLiveForm();
  const selection = useCompareSelection();
  // Keyed by the column ids, not the layout object, which every navigation's data replaces.
  const columnIds = Object.keys(layout.columns).join(" ");
  const order = useMemo(() => columnOrder(columnIds.split(" "), t), [columnIds, t]);
  const [chosen, toggleColumn] = useChosenColumns(order);
  const sort = effectiveSort(query, layout.sortDirs).key;
  const columns = columnsForSort(chosen, sort, layout, order);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSlashFocus(SEARCH_INPUT_ID);
  const chips = filterChips(query, locale, t, namesZh, result.words);

  return (
    <>
      <IgnoredNotice ignored={ignored} t={t} />
      <form
        key={live.formKey}
        method="get"
        action={path}
        role="search"
        className="library"
        data-drawer={drawerOpen ? "open" : "closed"}
        onChange={live.onChange}
        onSubmit={live.onSubmit}
      >
        <div className="library-search">
          <label htmlFor={SEARCH_INPUT_ID}>{t.search.label}</label>
          <input
            id={SEARCH_INPUT_ID}
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t.search.placeholder}
            autoComplete="off"
            maxLength={100}
            aria-describedby="lib-q-hint"
          />
          <button type="submit">{t.search.submit}</button>
          <span id="lib-q-hint" className="hint">
            {t.library.slashHint}
          </span>
        </div>
        <a
          href="#library-filters"
          className="button filter-toggle"
          aria-controls="library-filters"
          aria-expanded={drawerOpen}
          onClick={(e) => {
            e.preventDefault();
            setDrawerOpen(true);
          }}
        >
          {t.library.filters}
          {chips.length > 0 ? ` (${chips.length})` : ""}
        </a>
        <aside id="library-filters" className="library-filters" aria-label={t.library.filters}>
          <div className="drawer-head">
            <strong>{t.library.filters}</strong>
            <a href="#" className="drawer-close" onClick={(e) => (e.preventDefault(), setDrawerOpen(false))}>
              {t.library.close}
            </a>
          </div>
          <FacetPanel
            layout={layout}
            facets={result.facets}
            query={query}
            socketPages={socketPages}
            namesZh={namesZh}
            locale={locale}
            t={t}
          />
          <div className="drawer-foot">
            <button type="submit" className="button apply-filters" onClick={() => setDrawerOpen(false)}>
              {t.library.apply}
            </button>
            <a href="#" className="button drawer-done" onClick={(e) => (e.preventDefault(), setDrawerOpen(false))}>
              {fill(t.library.showResults, { count: result.total })}
            </a>
          </div>
        </aside>
        <section className="library-results" aria-busy={busy} aria-label={t.library.heading}>
          <ResultsToolbar
            layout={layout}
            query={query}
            total={result.total}
            page={result.page}
            columns={columns}
            order={order}
            chosen={chosen}
            onToggleColumn={toggleColumn}
            t={t}
          />
          {sort === "value" ? (
            <p className="value-note" data-testid="value-note">
              {fill(t.library.valueNote, { years: VALUE_MONTHS / 12, date: formatLaunchDate(valueMeasuredOn, locale) })}
            </p>
          ) : null}
          <ActiveFilters chips={chips} path={path} t={t} />
          <SearchedForNotice query={query} spelling={result.spelling} path={path} t={t} />
          <SearchReadingNotice reading={result.words} socketPages={socketPages} path={path} locale={locale} t={t} />
          {result.items.length === 0 ? (
            <EmptyResult
              query={query}
              chips={chips}
              path={path}
              didYouMean={result.spelling.didYouMean}
              notListed={result.notListed}
              locale={locale}
              t={t}
            />
          ) : (
            <ResultsTable
              layout={layout}
              items={result.items}
              columns={columns}
              query={query}
              path={path}
              locale={locale}
              t={t}
              selection={selection}
              context={{ valueMeasuredOn, namesZh }}
            />
          )}
          <Pagination query={query} page={result.page} total={result.total} path={path} t={t} />
        </section>
      </form>
      <CompareTray selection={selection} comparePath={pageHref("compare", locale)} t={t} />
    </>
  );
}
