// A search that forgives typos, over the search index: the query as typed first; when no
// processor matches it, the query with its misspelt words corrected (silently: the results
// are those of the corrected query, and it is named), and when that finds nothing either, a
// correction that may also change a model number, offered as "did you mean" only. A query
// that matches anything is never changed. Pure: index and vocabulary come in as arguments.
import { correctQuery, type SpellingVocabulary } from "../spelling";
import { searchIndexRanks, type SearchIndex } from "./search-index";
import * as rank from "./search-plan";
import { planSearch } from "./search-plan";

const NO_MATCH = rank.NO_MATCH;
const RANK_EXACT = rank.RANK_EXACT;

export type ForgivingSearch = {
  /** Each position's search rank (NO_MATCH for none); null when the query has no search words. */
  ranks: Uint8Array | null;
  /** The corrected query whose results these are, when the query as typed matched nothing. */
  searchedFor: string | null;
  /** A corrected query that has matches, offered when even the corrected one has none. */
  didYouMean: string | null;
};

/** The one position whose form the query is exactly ("i7 14700k"), or -1 when none or several are. */
export function onlyExactMatch(ranks: Uint8Array | null): number {
  let found = -1;
  if (!ranks) return found;
  for (let pos = 0; pos < ranks.length; pos++) {
    if (ranks[pos] !== RANK_EXACT) continue;
    if (found !== -1) return -1;
    found = pos;
  }
  return found;
}

function anyMatch(ranks: Uint8Array): boolean {
  for (let i = 0; i < ranks.length; i++) if (ranks[i] !== NO_MATCH) return true;
  return false;
}

function ranksOf(index: SearchIndex, q: string, typing: boolean): Uint8Array | null {
  const plan = planSearch(q, { typing });
  return plan ? searchIndexRanks(index, plan) : null;
}

/** `vocabulary` is asked for only when a query matches nothing (it is built on first use). */
export function forgivingSearch(index: SearchIndex, vocabulary: () => SpellingVocabulary, q: string, options: { typing?: boolean } = {}): ForgivingSearch {
  const typing = options.typing ?? false;
  const ranks = ranksOf(index, q, typing);
  if (!ranks || anyMatch(ranks)) return { ranks, searchedFor: null, didYouMean: null };
  const isKnown = (word: string) => {
    const wordRanks = ranksOf(index, word, typing);
    return wordRanks !== null && anyMatch(wordRanks);
  };
  const words = vocabulary();
  const corrected = correctQuery(q, words, isKnown, { numbers: false });
  const correctedRanks = corrected === null ? null : ranksOf(index, corrected, typing);
  if (corrected !== null && correctedRanks && anyMatch(correctedRanks)) return { ranks: correctedRanks, searchedFor: corrected, didYouMean: null };
  const suggestion = correctQuery(corrected ?? q, words, isKnown, { numbers: true });
  const suggestionRanks = suggestion === null ? null : ranksOf(index, suggestion, typing);
  const didYouMean = suggestion !== null && suggestionRanks && anyMatch(suggestionRanks) ? suggestion : null;
  return { ranks, searchedFor: null, didYouMean };
}
