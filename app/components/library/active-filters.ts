// The active filters of a state as removable chips: a label and the state without it.
import { filterEntries, type LibraryQuery, type ListParam } from "../../catalog/library/query-model";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { facetValueLabel } from "./facet-panel";

export type FilterChip = { label: string; without: LibraryQuery };

/** The chips in the state's (the canonical URL's) order: named values, ranges, flags. */
export function filterChips(query: LibraryQuery, locale: Locale, t: Messages): FilterChip[] {
  const base = { ...query, page: 1 };
  const chips: FilterChip[] = [];
  if (query.q)
    chips.push({
      label: `“${query.q}”`,
      without: { ...base, q: "", sort: query.sort === "relevance" ? null : query.sort },
    });
  for (const [facet, value] of filterEntries(query)) {
    const name = t.library.facet[facet];
    if (Array.isArray(value)) {
      for (const v of value) {
        const rest = value.filter((other) => other !== v);
        chips.push({
          label: `${name}: ${facetValueLabel(facet as ListParam, v, locale, t)}`,
          without: { ...base, [facet]: rest },
        });
      }
    } else if (value !== null && typeof value === "object") {
      const { min, max } = value;
      if (min === null && max === null) continue;
      const span = min !== null && max !== null ? `${min}–${max}` : min !== null ? `≥ ${min}` : `≤ ${max}`;
      chips.push({ label: `${name}: ${span}`, without: { ...base, [facet]: { min: null, max: null } } });
    } else if (value) chips.push({ label: `${name}: ${t.library[value]}`, without: { ...base, [facet]: null } });
  }
  return chips;
}
