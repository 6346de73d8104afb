// What the page tells about the query itself: ignored parameters, and what to try when
// nothing matches.
import { Link } from "react-router";
import type { ParamProblem } from "../../catalog/library/parse-query";
import { serializeLibraryQuery, withoutFilters, type LibraryQuery } from "../../catalog/library/query-model";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import type { FilterChip } from "./active-filters";
import type { ReactNode } from "react";
import type { NotListed, SearchReading, SearchSpelling } from "../../catalog/library/types";
import type { SocketPages } from "../../catalog/platform-pages/socket-pages";
import { pageHref } from "#common/page-href";
import type { Locale } from "#common/locale";
import { CpuLink } from "../cpu-link";

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
export function SearchedForNotice({
  query,
  spelling,
  path,
  t,
}: {
  query: LibraryQuery;
  spelling: SearchSpelling;
  path: string;
  t: Messages;
}) {
  if (!spelling.searchedFor) return null;
  return (
    <p className="notice spelling-notice" role="status">
      {withQueryLink(
        t.library.searchedFor,
        <Link to={searchHref(path, query, spelling.searchedFor)}>{spelling.searchedFor}</Link>,
      )}
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

type EmptyProps = {
  query: LibraryQuery;
  chips: FilterChip[];
  path: string;
  didYouMean: string | null;
  notListed: NotListed | null;
  locale: Locale;
  t: Messages;
};

/** A search for a model we do not list: said plainly, with the nearest models we do. */
function NotListedNotice({ notListed, locale, t }: { notListed: NotListed; locale: Locale; t: Messages }) {
  return (
    <div className="not-listed">
      <p>{fill(t.library.notListed, { model: notListed.model })}</p>
      {notListed.closest.length > 0 ? (
        <p>
          {t.library.closestModels}{" "}
          {notListed.closest.map((c, i) => (
            <span key={`${c.vendor}/${c.id}`}>
              {i > 0 ? t.library.listSeparator : null}
              <CpuLink cpu={c} locale={locale}>
                {locale === "zh" ? c.nameZh : c.name}
              </CpuLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

export function EmptyResult({ query, chips, path, didYouMean, notListed, locale, t }: EmptyProps) {
  return (
    <div className="empty-result">
      <p>
        <strong>{t.library.empty}</strong>
      </p>
      {notListed ? <NotListedNotice notListed={notListed} locale={locale} t={t} /> : null}
      <ul>
        {didYouMean ? (
          <li className="did-you-mean">
            {withQueryLink(t.library.didYouMean, <Link to={searchHref(path, query, didYouMean)}>{didYouMean}</Link>)}
          </li>
        ) : null}
        {query.q ? <li>{t.library.emptySearch}</li> : null}
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={`${path}${serializeLibraryQuery(chip.without)}`}>
              {fill(t.library.emptyRemove, { filter: chip.label })}
            </Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link to={`${path}${serializeLibraryQuery({ ...withoutFilters(query), sort: null, dir: null })}`}>
              {t.library.clearAll}
            </Link>
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
      <p className="visually-hidden">{t.library.activeFilters}</p>
      <ul className="active-filters">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={`${path}${serializeLibraryQuery(chip.without)}`}
              preventScrollReset
              aria-label={fill(t.library.removeFilter, { filter: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * How the search was read, where it says more than its chips: the socket page of a socket or
 * chipset word, and a code name we know of but do not list, with the nearest one we do.
 */
export function SearchReadingNotice({
  reading,
  socketPages,
  path,
  locale,
  t,
}: {
  reading: SearchReading;
  socketPages: SocketPages;
  path: string;
  locale: Locale;
  t: Messages;
}) {
  const pages = Object.values(socketPages).flat();
  const platformWords = reading.recognised.flatMap((w) => {
    const page = pages.find((p) => p.slug === w.socketPage);
    return page ? [{ word: w, page }] : [];
  });
  const { unlisted } = reading;
  if (platformWords.length === 0 && !unlisted) return null;
  return (
    <div className="notice reading-notice" role="status">
      {platformWords.map(({ word, page }) => (
        <p key={word.text}>
          {fill(t.library.platformWord, { word: word.value })}{" "}
          <Link to={pageHref("socket", { slug: page.slug }, locale)}>
            {locale === "zh" ? page.nameZh : page.nameEn}
          </Link>
        </p>
      ))}
      {unlisted ? (
        <p className="unlisted-codename">
          {fill(t.library.unlistedCodename, { name: unlisted.name })}
          {unlisted.nearest ? (
            <>
              {" "}
              {t.library.nearestGeneration}{" "}
              <Link
                to={`${path}?${new URLSearchParams({ [unlisted.nearest.param]: unlisted.nearest.name }).toString()}`}
              >
                {unlisted.nearest.name}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
