// The filters: a checkbox list per named facet (counts reflect the other filters), min/max
// inputs per range, any/yes/no per flag, each as the layout (the registry's library roles)
// says, in the dictionary's order of their labels. Plain form fields, so they work without JS.
import { Link } from "react-router";
import type { LibraryFacets, FacetCount } from "../../catalog/library/types";
import type { SocketPages } from "../../catalog/platform-pages/socket-pages";
import { pageHref } from "#common/page-href";
import { DeferredDetails } from "../deferred-details";
import {
  rangeParam,
  type FilterParam,
  type FlagParam,
  type LibraryLayout,
  type LibraryQuery,
  type ListParam,
  type RangeParam,
} from "../../catalog/library/query-model";
import type { NamesZh } from "../../catalog/library/names-zh-labels.server";
import type { Locale } from "#common/locale";
import { fill } from "../../i18n/messages";
import { statusLabel } from "../../i18n/status-label";
import type { Messages } from "../../i18n/zh";

const VISIBLE_VALUES = 8;

export function facetValueLabel(
  facet: ListParam,
  value: string,
  locale: Locale,
  t: Messages,
  namesZh: NamesZh,
): string {
  if (facet === "vendor") return t.vendor[value as keyof Messages["vendor"]] ?? value;
  if (facet === "segment") return t.segment[value as keyof Messages["segment"]] ?? value;
  if (facet === "status") return statusLabel(value, null, t);
  if (facet === "sockets") return fill(t.library.socketCount, { count: value });
  if (locale !== "zh") return value;
  if (facet === "codename" || facet === "family" || facet === "series") return namesZh[value] ?? value;
  return value;
}

function Checkbox({
  facet,
  entry,
  checked,
  label,
}: {
  facet: ListParam;
  entry: FacetCount;
  checked: boolean;
  label: string;
}) {
  return (
    <label className="facet-option" data-empty={entry.count === 0 && !checked}>
      <input type="checkbox" name={facet} value={entry.value} defaultChecked={checked} />
      <span className="facet-label">{label}</span>
      <span className="facet-count">{entry.count}</span>
    </label>
  );
}

/** A socket value's platform pages, beside its checkbox (outside the label, so a click on the link does not tick it). */
function SocketLinks({ pages, locale, t }: { pages: SocketPages[string]; locale: Locale; t: Messages }) {
  return (
    <span className="facet-links">
      {pages.map((p) => {
        const name = locale === "zh" ? p.nameZh : p.nameEn;
        const label = fill(t.library.socketLink, { socket: name });
        // Two platforms on one socket are told apart by their slug, which the name must then start with (WCAG 2.5.3).
        const text = pages.length > 1 ? p.slug.toUpperCase() : null;
        return (
          <Link
            key={p.slug}
            to={pageHref("socket", { slug: p.slug }, locale)}
            title={name}
            aria-label={text ? `${text}: ${label}` : label}
          >
            {text ?? "↗"}
          </Link>
        );
      })}
    </span>
  );
}

type ListFacetProps = {
  namesZh: NamesZh;
  facet: ListParam;
  counts: FacetCount[];
  query: LibraryQuery;
  socketPages: SocketPages;
  locale: Locale;
  t: Messages;
};

function ListFacet({ facet, counts, query, socketPages, namesZh, locale, t }: ListFacetProps) {
  if (counts.length === 0) return null;
  const chosen = new Set<string>(query[facet]);
  // Chosen values always stay in view, whatever their rank.
  const head = counts.filter((c, i) => i < VISIBLE_VALUES || chosen.has(c.value));
  const rest = counts.filter((c, i) => i >= VISIBLE_VALUES && !chosen.has(c.value));
  const box = (entry: FacetCount) => {
    const checkbox = (
      <Checkbox
        key={entry.value}
        facet={facet}
        entry={entry}
        checked={chosen.has(entry.value)}
        label={facetValueLabel(facet, entry.value, locale, t, namesZh)}
      />
    );
    const pages = facet === "socket" ? socketPages[entry.value] : undefined;
    if (!pages) return checkbox;
    return (
      <div key={entry.value} className="facet-option-row">
        {checkbox}
        <SocketLinks pages={pages} locale={locale} t={t} />
      </div>
    );
  };
  return (
    <fieldset className="facet">
      <legend>{t.library.facet[facet]}</legend>
      {head.map(box)}
      {rest.length > 0 ? (
        // Past the first eight, rendered once opened: the long facets have hundreds of values.
        <DeferredDetails className="facet-more" summary={fill(t.library.more, { count: rest.length })}>
          {rest.map(box)}
        </DeferredDetails>
      ) : null}
    </fieldset>
  );
}

function RangeFacet({
  facet,
  step,
  bounds,
  query,
  t,
}: {
  facet: RangeParam;
  step: number;
  bounds: LibraryFacets[RangeParam];
  query: LibraryQuery;
  t: Messages;
}) {
  const value = query[facet];
  const input = (end: "min" | "max") => {
    const name = rangeParam(facet, end);
    const placeholder = bounds[end];
    return (
      <label className="range-end">
        <span className="visually-hidden">{`${t.library.facet[facet]} ${t.library[end]}`}</span>
        <input
          type="number"
          name={name}
          inputMode="decimal"
          step={step}
          min={0}
          defaultValue={value[end] ?? ""}
          placeholder={placeholder === null ? t.library[end] : String(placeholder)}
        />
      </label>
    );
  };
  return (
    <fieldset className="facet facet-range">
      <legend>{t.library.facet[facet]}</legend>
      {input("min")}
      <span aria-hidden="true">–</span>
      {input("max")}
    </fieldset>
  );
}

function FlagFacet({
  facet,
  counts,
  value,
  t,
}: {
  facet: FlagParam;
  counts: FacetCount[];
  value: "yes" | "no" | null;
  t: Messages;
}) {
  const count = (v: string) => counts.find((c) => c.value === v)?.count ?? 0;
  return (
    <label className="facet facet-flag">
      <span>{t.library.facet[facet]}</span>
      <select name={facet} defaultValue={value ?? ""}>
        <option value="">{t.library.any}</option>
        <option value="yes">{`${t.library.yes} (${count("yes")})`}</option>
        <option value="no">{`${t.library.no} (${count("no")})`}</option>
      </select>
    </label>
  );
}

type FacetPanelProps = {
  namesZh: NamesZh;
  layout: LibraryLayout;
  facets: LibraryFacets;
  query: LibraryQuery;
  socketPages: SocketPages;
  locale: Locale;
  t: Messages;
};

export function FacetPanel({ layout, facets, query, socketPages, namesZh, locale, t }: FacetPanelProps) {
  const shown = Object.keys(t.library.facet).filter((facet): facet is FilterParam =>
    Object.hasOwn(layout.filters, facet),
  );
  return (
    <>
      {shown.map((facet) => {
        const filter = layout.filters[facet];
        if (filter.kind === "range")
          return (
            <RangeFacet
              key={facet}
              facet={facet as RangeParam}
              step={filter.step}
              bounds={facets[facet as RangeParam]}
              query={query}
              t={t}
            />
          );
        if (filter.kind === "flag")
          return (
            <FlagFacet
              key={facet}
              facet={facet as FlagParam}
              counts={facets[facet as FlagParam]}
              value={query[facet as FlagParam]}
              t={t}
            />
          );
        return (
          <ListFacet
            key={facet}
            facet={facet as ListParam}
            counts={facets[facet as ListParam]}
            query={query}
            socketPages={socketPages}
            namesZh={namesZh}
            locale={locale}
            t={t}
          />
        );
      })}
    </>
  );
}
