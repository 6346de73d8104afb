// How a typed search becomes a match and a rank. "r7 7800x3d", "锐龙7", "raptor lake" are
// reduced to compact forms (see search-terms.ts); the whole compact form must appear in a
// processor's search document, or else every word must. Exact forms rank first.
import { compactSearchForm } from "../search-terms";

export type SearchPlan = {
  /** The whole query as one compact form: "r77800x3d". */
  compact: string;
  /** Its words as compact forms, when there is more than one: ["r7", "7800x3d"]. */
  words: string[];
  /** An FTS5 trigram expression, or null when every form is too short for trigrams. */
  fts: string | null;
};

/** Trigram matching needs at least three characters; shorter input falls back to LIKE. */
export const MIN_TRIGRAM_LENGTH = 3;
const SEPARATOR = " | ";

const phrase = (form: string) => `"${form.replace(/"/g, '""')}"`;

export function planSearch(q: string): SearchPlan | null {
  const compact = compactSearchForm(q);
  if (!compact) return null;
  const words = [...new Set(q.split(/\s+/).map(compactSearchForm).filter(Boolean))];
  const multi = words.length > 1 ? words : [];
  if (compact.length < MIN_TRIGRAM_LENGTH) return { compact, words: multi, fts: null };
  const long = multi.filter((w) => w.length >= MIN_TRIGRAM_LENGTH);
  const fts = long.length > 0 ? `${phrase(compact)} OR (${long.map(phrase).join(" AND ")})` : phrase(compact);
  return { compact, words: multi, fts };
}

/** The exact test behind the FTS candidates (which may match a word but not a short one). */
export function matchesSearch(document: string, plan: SearchPlan): boolean {
  if (document.includes(plan.compact)) return true;
  return plan.words.length > 1 && plan.words.every((w) => document.includes(w));
}

/** 0: a form is exactly the query; 1: a form starts with it; 2: contains it; 3: only its words match. */
export function searchRank(document: string, plan: SearchPlan): number {
  const { compact } = plan;
  // Forms are separated by " | " (search-terms.ts); compared in place, without splitting.
  const framed = `${SEPARATOR}${compact}`;
  if (document === compact || document.startsWith(`${compact}${SEPARATOR}`) || document.endsWith(framed) || document.includes(`${framed}${SEPARATOR}`)) return 0;
  if (document.startsWith(compact) || document.includes(framed)) return 1;
  if (document.includes(compact)) return 2;
  return 3;
}
