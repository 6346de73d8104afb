// What the page tells about the query itself: ignored parameters, and what to try when
// nothing matches.
import { Link } from "react-router";
import type { ParamProblem } from "../../catalog/library/parse-query";
import { emptyLibraryQuery, serializeLibraryQuery, type LibraryQuery } from "../../catalog/library/query-model";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import type { FilterChip } from "./active-filters";
import type { ReactNode } from "react";
import type { SearchSpelling } from "../../catalog/library/types";

/** A message with a link in place of its {query}. */
function withQueryLink(template: string, link: ReactNode): ReactNode {
  const [before = "", after = ""] = template.split("{query}");
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** The library view of the same filters with another search. */
function searchHref(path: string, query: LibraryQuery, q: string): string {
  return `${path}${serializeLibraryQuery({ ...query, q, page: 1 })}`;
}

/** When the query as typed matched nothing and its corrected spelling is shown instead. */
export function SearchedForNotice({ query, spelling, path, t }: { query: LibraryQuery; spelling: SearchSpelling; path: string; t: Messages }) {
  if (!spelling.searchedFor) return null;
  return (
    <p className="notice spelling-notice" role="status">
      {withQueryLink(t.library.searchedFor, <Link to={searchHref(path, query, spelling.searchedFor)}>{spelling.searchedFor}</Link>)}
    </p>
  );
}

export function IgnoredNotice({ ignored, t }: { ignored: ParamProblem[]; t: Messages }) {
  if (ignored.length === 0) return null;
  return (
    <div className="notice ignored-notice" role="status">
      {t.library.ignored}{" "}
      {ignored.map((p, i) => (
        <code key={i}>{`${p.param}=${p.value}`}</code>
      ))}
    </div>
  );
}

type EmptyProps = { query: LibraryQuery; chips: FilterChip[]; path: string; didYouMean: string | null; t: Messages };

export function EmptyResult({ query, chips, path, didYouMean, t }: EmptyProps) {
  return (
    <div className="empty-result">
      <p>
        <strong>{t.library.empty}</strong>
      </p>
      <ul>
        {didYouMean ? (
          <li className="did-you-mean">{withQueryLink(t.library.didYouMean, <Link to={searchHref(path, query, didYouMean)}>{didYouMean}</Link>)}</li>
        ) : null}
        {query.q ? <li>{t.library.emptySearch}</li> : null}
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={`${path}${serializeLibraryQuery(chip.without)}`}>{fill(t.library.emptyRemove, { filter: chip.label })}</Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link to={`${path}${serializeLibraryQuery({ ...emptyLibraryQuery(), pageSize: query.pageSize })}`}>{t.library.clearAll}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function ActiveFilters({ chips, path, t }: { chips: FilterChip[]; path: string; t: Messages }) {
  if (chips.length === 0) return null;
  return (
    <>
      <p className="visually-hidden">
        {t.library.activeFilters}
      </p>
      <ul className="active-filters">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={`${path}${serializeLibraryQuery(chip.without)}`} preventScrollReset aria-label={fill(t.library.removeFilter, { filter: chip.label })}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
