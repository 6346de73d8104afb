// A visible sort control (field and direction), part of the library form: on phones the
// table header is not there to click, and on any screen it names the order in words.
import { effectiveSort, type LibraryLayout, type LibraryQuery, type SortKey } from "../../catalog/library/query-model";
import type { Messages } from "../../i18n/zh";

/** A sort is named as its column, or else as its filter (threads). */
function sortLabel(key: SortKey, t: Messages): string {
  if (key === "relevance") return t.library.relevance;
  const { column, facet } = t.library;
  if (Object.hasOwn(column, key)) return column[key as keyof typeof column];
  return Object.hasOwn(facet, key) ? facet[key as keyof typeof facet] : key;
}

export function SortControl({ layout, query, t }: { layout: LibraryLayout; query: LibraryQuery; t: Messages }) {
  const { key, dir } = effectiveSort(query, layout.sortDirs);
  const byDefault = effectiveSort({ ...query, sort: null, dir: null }, layout.sortDirs);
  const keys = (Object.keys(layout.sortDirs) as SortKey[]).filter((k) => k !== "relevance" || query.q);
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
      <select
        name="dir"
        defaultValue={dir}
        data-default={byDefault.dir}
        aria-label={`${t.library.sort}: ${t.library.descending} / ${t.library.ascending}`}
      >
        <option value="desc">{t.library.descending}</option>
        <option value="asc">{t.library.ascending}</option>
      </select>
    </span>
  );
}
