// The active filters of a state as removable chips: a label and the state without it.
import {
  FLAG_FILTERS,
  LIST_FILTERS,
  RANGE_FILTERS,
  type LibraryQuery,
} from "../../catalog/library/query-model";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { facetValueLabel } from "./facet-panel";

export type FilterChip = { label: string; without: LibraryQuery };

export function filterChips(query: LibraryQuery, locale: Locale, t: Messages): FilterChip[] {
  const base = { ...query, page: 1 };
  const chips: FilterChip[] = [];
  if (query.q) chips.push({ label: `“${query.q}”`, without: { ...base, q: "", sort: query.sort === "relevance" ? null : query.sort } });
  for (const facet of LIST_FILTERS) {
    for (const value of query[facet]) {
      const rest = (query[facet] as string[]).filter((v) => v !== value);
      chips.push({ label: `${t.library.facet[facet]}: ${facetValueLabel(facet, value, locale, t)}`, without: { ...base, [facet]: rest } });
    }
  }
  for (const facet of RANGE_FILTERS) {
    const { min, max } = query[facet];
    if (min === null && max === null) continue;
    const span = min !== null && max !== null ? `${min}–${max}` : min !== null ? `≥ ${min}` : `≤ ${max}`;
    chips.push({ label: `${t.library.facet[facet]}: ${span}`, without: { ...base, [facet]: { min: null, max: null } } });
  }
  for (const facet of FLAG_FILTERS) {
    const flag = query[facet];
    if (flag) chips.push({ label: `${t.library.facet[facet]}: ${t.library[flag]}`, without: { ...base, [facet]: null } });
  }
  return chips;
}
