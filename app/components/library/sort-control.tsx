// A visible sort control (field and direction), part of the library form: on phones the
// table header is not there to click, and on any screen it names the order in words.
import { effectiveSort, SORT_KEYS, type LibraryQuery, type SortKey } from "../../catalog/library/query-model";
import type { Messages } from "../../i18n/zh";

function sortLabel(key: SortKey, t: Messages): string {
  if (key === "relevance") return t.library.relevance;
  if (key === "threads") return t.library.facet.threads;
  return t.library.column[key];
}

export function SortControl({ query, t }: { query: LibraryQuery; t: Messages }) {
  const { key, dir } = effectiveSort(query);
  const byDefault = effectiveSort({ ...query, sort: null, dir: null });
  const keys = SORT_KEYS.filter((k) => k !== "relevance" || query.q);
  // Keyed by the applied order: a click on a column header changes it, and the uncontrolled
  // selects must show it (and not send the old one with the next filter change).
  return (
    <span className="sort-control" key={`${key}-${dir}`}>
      <label>
        {t.library.sort}
        <select name="sort" defaultValue={key} data-default={byDefault.key}>
          {keys.map((k) => (
            <option key={k} value={k}>
              {sortLabel(k, t)}
            </option>
          ))}
        </select>
      </label>
      <select name="dir" defaultValue={dir} data-default={byDefault.dir} aria-label={`${t.library.sort}: ${t.library.descending} / ${t.library.ascending}`}>
        <option value="desc">{t.library.descending}</option>
        <option value="asc">{t.library.ascending}</option>
      </select>
    </span>
  );
}
