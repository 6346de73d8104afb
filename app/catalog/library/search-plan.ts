// How a typed search becomes a match and a rank. "r7 7800x3d", "锐龙7", "raptor lake" are
// reduced to compact forms (see search-terms.ts); the whole compact form must appear in a
// processor's search document, or else every word must. Exact forms rank first.
import { compactSearchForm, normalizeGenerations } from "#catalogue/search-terms";

export type SearchPlan = {
  /** The whole query as one compact form: "r77800x3d". */
  compact: string;
  /** How the compact form matches (a model number only as a whole token). */
  compactMatch: FormMatch;
  /** Its words as compact forms, when a processor may match by having every one: ["r7", "7800x3d"]; else empty. */
  words: string[];
  /** How each word matches, by index. */
  wordMatches: FormMatch[];
};

/**
 * How a form is found in a search document. "any": anywhere in a form. A model number
 * ("n95", "7600", "i714700k": Latin letters then two or more digits, then letters or digits)
 * matches as a whole token, "token": only at the start of a form (every processor has its
 * model number as a form of its own, search-terms.ts derivedAliases), equal to it or followed
 * by a letter suffix, so "7600" finds "7600" and "7600x3d" but not "17600" or "76000", and
 * "n95" not "ryzen95950x". "typing" (the suggest box, as a number is typed): like "token", and
 * a form that continues with more digits ranks as a contained match ("760" offers the 7600).
 */
export type FormMatch = "any" | "token" | "typing";

const MODEL_NUMBER = /^[a-z]*\d{2,}[a-z\d]*$/;

export function isModelNumber(form: string): boolean {
  return MODEL_NUMBER.test(form);
}

const matchOf = (form: string, typing: boolean): FormMatch =>
  isModelNumber(form) ? (typing ? "typing" : "token") : "any";

/**
 * From this length on, a compact form is matched on its own, and words only count together
 * when one of them is this long (the rule of the trigram search this replaced, kept so
 * results do not change: "r7 x3" finds "r7x3" only, "r 7" finds every "r" with a "7").
 */
const LONG_FORM_LENGTH = 3;

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

export function planSearch(q: string, options: { typing?: boolean } = {}): SearchPlan | null {
  const typing = options.typing ?? false;
  const query = normalizeGenerations(q);
  const compact = compactSearchForm(query);
  if (!compact) return null;
  const pieces = query.split(/\s+/).flatMap((word) => word.split(SCRIPT_BOUNDARY));
  const words = [...new Set(pieces.map(compactSearchForm).filter(Boolean))];
  const wordsCount =
    words.length > 1 && (compact.length < LONG_FORM_LENGTH || words.some((w) => w.length >= LONG_FORM_LENGTH));
  const counted = wordsCount ? words : [];
  return {
    compact,
    compactMatch: matchOf(compact, typing),
    words: counted,
    wordMatches: counted.map((w) => matchOf(w, typing)),
  };
}

const SPACE = 32;
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/**
 * The best rank of `form` in a search document (forms separated by " | ", see
 * search-terms.ts), or NO_MATCH. Occurrences are compared in place, without splitting.
 */
export function formRank(document: string, form: string, match: FormMatch = "any"): number {
  let best = NO_MATCH;
  const end = form.length;
  for (let at = document.indexOf(form); at !== -1; at = document.indexOf(form, at + 1)) {
    const startsForm = at === 0 || document.charCodeAt(at - 1) === SPACE;
    if (!startsForm) {
      if (match === "any" && best > RANK_CONTAINS) best = RANK_CONTAINS;
      continue;
    }
    const next = at + end === document.length ? SPACE : document.charCodeAt(at + end);
    if (next === SPACE) return RANK_EXACT;
    if (match !== "any" && next >= DIGIT_0 && next <= DIGIT_9) {
      // A longer number: not this model ("7600" in "76000"), unless it is being typed.
      if (match === "typing" && best > RANK_CONTAINS) best = RANK_CONTAINS;
      continue;
    }
    best = RANK_PREFIX;
  }
  return best;
}

/** Whether a document holds every word of the plan (never, when words do not count). */
export function hasEveryWord(document: string, plan: SearchPlan): boolean {
  const { words, wordMatches } = plan;
  if (words.length < 2) return false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const match = wordMatches[i] ?? "any";
    if (match === "any" ? !document.includes(word) : formRank(document, word, match) === NO_MATCH) return false;
  }
  return true;
}

/** The rank of a document for a plan, NO_MATCH when it does not match. */
export function searchRank(document: string, plan: SearchPlan): number {
  const rank = formRank(document, plan.compact, plan.compactMatch);
  if (rank !== NO_MATCH) return rank;
  return hasEveryWord(document, plan) ? RANK_WORDS : NO_MATCH;
}
