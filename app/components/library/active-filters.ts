// The active filters of a state as removable chips: a label and the state without it.
import { filterEntries, type LibraryQuery, type ListParam } from "../../catalog/library/query-model";
import type { ReadWord, SearchReading } from "../../catalog/library/types";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { facetValueLabel } from "./facet-panel";
import type { NamesZh } from "../../catalog/library/names-zh-labels.server";

export type FilterChip = { label: string; without: LibraryQuery };

/** The search without one of its words read as a filter (that chip's link). */
function withoutWord(q: string, text: string): string {
  const source = q.normalize("NFKC");
  const at = source.indexOf(text);
  if (at === -1) return q;
  return `${source.slice(0, at)} ${source.slice(at + text.length)}`.replace(/\s+/g, " ").trim();
}

/** A search word read as a filter, as its chip says it: "核心数: 8", "芯片组: X99". */
function wordLabel(word: ReadWord, t: Messages): string {
  const value =
    word.kind === "igpu" || word.kind === "unlocked" ? t.library[word.value === "yes" ? "yes" : "no"] : word.value;
  const name =
    word.kind === "chipset" ? t.library.chipset : t.library.facet[word.kind as keyof Messages["library"]["facet"]];
  return `${name ?? word.kind}: ${value}${word.kind === "tdp" ? " W" : ""}`;
}

/**
 * The chips in the state's (the canonical URL's) order: the search (what is left of it once
 * its specification and platform words are read, each of those a chip of its own), named
 * values, ranges, flags.
 */
export function filterChips(
  query: LibraryQuery,
  locale: Locale,
  t: Messages,
  namesZh: NamesZh,
  reading?: SearchReading,
): FilterChip[] {
  const base = { ...query, page: 1 };
  const chips: FilterChip[] = [];
  const words = reading?.recognised ?? [];
  const text = words.length > 0 ? (reading?.text ?? "") : query.q;
  if (text)
    chips.push({
      label: `“${text}”`,
      without: {
        ...base,
        q: words.length > 0 ? words.map((w) => w.text).join(" ") : "",
        sort: query.sort === "relevance" && words.length === 0 ? null : query.sort,
      },
    });
  for (const word of words)
    chips.push({ label: wordLabel(word, t), without: { ...base, q: withoutWord(query.q, word.text) } });
  for (const [facet, value] of filterEntries(query)) {
    const name = t.library.facet[facet];
    if (Array.isArray(value)) {
      for (const v of value) {
        const rest = value.filter((other) => other !== v);
        chips.push({
          label: `${name}: ${facetValueLabel(facet as ListParam, v, locale, t, namesZh)}`,
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
