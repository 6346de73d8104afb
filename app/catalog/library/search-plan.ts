// How a typed search becomes a match and a rank. "r7 7800x3d", "锐龙7", "raptor lake" are
// reduced to compact forms (see search-terms.ts); the whole compact form must appear in a
// processor's search document, or else every word must. Exact forms rank first.
import { compactSearchForm, normalizeGenerations } from "../search-terms";

export type SearchPlan = {
  /** The whole query as one compact form: "r77800x3d". */
  compact: string;
  /** Its words as compact forms, when a processor may match by having every one: ["r7", "7800x3d"]; else empty. */
  words: string[];
};

/**
 * From this length on, a compact form is matched on its own, and words only count together
 * when one of them is this long (the rule of the trigram search this replaced, kept so
 * results do not change: "r7 x3" finds "r7x3" only, "r 7" finds every "r" with a "7").
 */
export const LONG_FORM_LENGTH = 3;

/** Ranks: a form is exactly the query, starts with it, contains it; or only the words match. */
export const RANK_EXACT = 0;
export const RANK_PREFIX = 1;
export const RANK_CONTAINS = 2;
export const RANK_WORDS = 3;
export const NO_MATCH = 255;

/**
 * Where a typed word is also cut in two: between Chinese and a run of three or more Latin
 * letters or digits ("锐龙7000系列" -> "锐龙", "7000", "系列"; "至强金牌6430"), since a search
 * document may hold the parts in different forms. "锐龙7" (the Ryzen 7 tier) stays whole.
 */
const SCRIPT_BOUNDARY = /(?<=\p{Script=Han})(?=[A-Za-z0-9]{3})|(?<=[A-Za-z0-9]{3})(?=\p{Script=Han})/u;

export function planSearch(q: string): SearchPlan | null {
  const query = normalizeGenerations(q);
  const compact = compactSearchForm(query);
  if (!compact) return null;
  const pieces = query.split(/\s+/).flatMap((word) => word.split(SCRIPT_BOUNDARY));
  const words = [...new Set(pieces.map(compactSearchForm).filter(Boolean))];
  const wordsCount = words.length > 1 && (compact.length < LONG_FORM_LENGTH || words.some((w) => w.length >= LONG_FORM_LENGTH));
  return { compact, words: wordsCount ? words : [] };
}

const SPACE = 32;

/**
 * The best rank of `form` in a search document (forms separated by " | ", see
 * search-terms.ts), or NO_MATCH. Occurrences are compared in place, without splitting.
 */
export function formRank(document: string, form: string): number {
  let best = NO_MATCH;
  const end = form.length;
  for (let at = document.indexOf(form); at !== -1; at = document.indexOf(form, at + 1)) {
    const startsForm = at === 0 || document.charCodeAt(at - 1) === SPACE;
    if (!startsForm) {
      if (best > RANK_CONTAINS) best = RANK_CONTAINS;
      continue;
    }
    const endsForm = at + end === document.length || document.charCodeAt(at + end) === SPACE;
    if (endsForm) return RANK_EXACT;
    best = RANK_PREFIX;
  }
  return best;
}

/** Whether a document holds every word of the plan (never, when words do not count). */
export function hasEveryWord(document: string, plan: SearchPlan): boolean {
  return plan.words.length > 1 && plan.words.every((w) => document.includes(w));
}

/** The rank of a document for a plan, NO_MATCH when it does not match. */
export function searchRank(document: string, plan: SearchPlan): number {
  const rank = formRank(document, plan.compact);
  if (rank !== NO_MATCH) return rank;
  return hasEveryWord(document, plan) ? RANK_WORDS : NO_MATCH;
}

export function matchesSearch(document: string, plan: SearchPlan): boolean {
  return searchRank(document, plan) !== NO_MATCH;
}
