// A search that forgives typos, over the search index: the query as typed first; when no
// processor matches it, the query with its misspelt words corrected (silently: the results
// are those of the corrected query, and it is named), and when that finds nothing either, a
// correction that may also change a model number, offered as "did you mean" only. A query
// that matches anything is never changed. Pure: the corpus comes in as an argument.
import { correctQuery } from "../spelling";
import { readBrandString } from "./search-brand-string";
import { isNumberPrefix, structuredSearch, type SearchFilters } from "./query-filters";
import { rankedPositions, type SearchCorpus } from "./search-corpus";
import { searchIndexRanks } from "./search-index";
import * as rank from "./search-plan";
import { planSearch, type SearchPlan } from "./search-plan";

const NO_MATCH = rank.NO_MATCH;
const RANK_EXACT = rank.RANK_EXACT;
const RANK_PREFIX = rank.RANK_PREFIX;
const RANK_WORDS = rank.RANK_WORDS;

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

/**
 * Among exact matches, the processor whose own name it is ("Ryzen Z1") before those it is
 * another form of (the Ryzen Z1 Extreme's series, "Ryzen Z1"): a document starts with its name.
 */
function preferNames(corpus: SearchCorpus, ranks: Uint8Array, compact: string): Uint8Array {
  const named = (document: string) => document.startsWith(compact) && document.startsWith(" |", compact.length);
  let anyNamed = false;
  for (let pos = 0; pos < ranks.length && !anyNamed; pos++)
    anyNamed = ranks[pos] === RANK_EXACT && named(corpus.index.documents[pos] ?? "");
  if (!anyNamed) return ranks;
  for (let pos = 0; pos < ranks.length; pos++)
    if (ranks[pos] === RANK_EXACT && !named(corpus.index.documents[pos] ?? "")) ranks[pos] = RANK_PREFIX;
  return ranks;
}

function anyMatch(ranks: Uint8Array): boolean {
  for (let i = 0; i < ranks.length; i++) if (ranks[i] !== NO_MATCH) return true;
  return false;
}

function passes(corpus: SearchCorpus, filters: SearchFilters, pos: number): boolean {
  if (filters.vendor !== null && corpus.vendors[pos] !== filters.vendor) return false;
  if (filters.families !== null && !filters.families.includes(corpus.families[pos] ?? "")) return false;
  if (filters.tier !== null && corpus.tiers[pos] !== filters.tier) return false;
  return filters.sockets === null || corpus.sockets[pos] === filters.sockets;
}

/**
 * The ranks of a query: brand, tier and socket words filter and the rest matches as a model
 * (query-filters.ts), a number left after a tier as the start of one ("ryzen 7 7": the Ryzen 7
 * 7000s); any other query as a whole (search-plan.ts).
 */
function ranksOf(corpus: SearchCorpus, q: string, typing: boolean): Uint8Array | null {
  const structured = structuredSearch(q);
  if (!structured) {
    const plan = planSearch(q, { typing });
    return plan ? searchIndexRanks(corpus.index, plan) : null;
  }
  const { filters, rest } = structured;
  const planned = planSearch(rest, { typing });
  const plan: SearchPlan | null = planned && isNumberPrefix(rest) ? { ...planned, compactMatch: "typing" } : planned;
  const ranks = plan ? searchIndexRanks(corpus.index, plan) : new Uint8Array(corpus.families.length).fill(RANK_WORDS);
  for (let pos = 0; pos < ranks.length; pos++)
    if (ranks[pos] !== NO_MATCH && !passes(corpus, filters, pos)) ranks[pos] = NO_MATCH;
  return ranks;
}

/**
 * `vocabulary` is asked for only when a query matches nothing (it is built on first use). A
 * processor's name as the computer reports it is searched as the name it gives
 * (search-brand-string.ts).
 */
export function forgivingSearch(
  corpus: SearchCorpus,
  typed: string,
  options: { typing?: boolean } = {},
): ForgivingSearch {
  const typing = options.typing ?? false;
  const brand = readBrandString(typed);
  if (brand !== null) {
    // The name a brand string gives is the processor's whole name: matched whole first, so
    // "Ryzen 7 7840U" is that processor and not also the Ryzen 7 PRO 7840U.
    const plan = planSearch(brand);
    const whole = plan ? searchIndexRanks(corpus.index, plan) : null;
    if (plan && whole?.includes(RANK_EXACT))
      return { ranks: preferNames(corpus, whole, plan.compact), searchedFor: null, didYouMean: null };
  }
  const q = brand ?? typed;
  const ranks = ranksOf(corpus, q, typing);
  if (!ranks || anyMatch(ranks)) return { ranks, searchedFor: null, didYouMean: null };
  const isKnown = (word: string) => {
    const wordRanks = ranksOf(corpus, word, typing);
    return wordRanks !== null && anyMatch(wordRanks);
  };
  const words = corpus.vocabulary();
  const corrected = correctQuery(q, words, isKnown, { numbers: false });
  const correctedRanks = corrected === null ? null : ranksOf(corpus, corrected, typing);
  if (corrected !== null && correctedRanks && anyMatch(correctedRanks))
    return { ranks: correctedRanks, searchedFor: corrected, didYouMean: null };
  const suggestion = correctQuery(corrected ?? q, words, isKnown, { numbers: true });
  const suggestionRanks = suggestion === null ? null : ranksOf(corpus, suggestion, typing);
  const didYouMean = suggestion !== null && suggestionRanks && anyMatch(suggestionRanks) ? suggestion : null;
  return { ranks, searchedFor: null, didYouMean };
}

/** The model number a query names ("9850X3D" in "ryzen 7 9850x3d"): its last word with three or more digits, as typed; null for none. */
export function looksLikeModel(q: string): string | null {
  const words = q
    .normalize("NFKC")
    .split(/[\s,;]+/)
    .filter((w) => /\d{3}/.test(w));
  return words.at(-1) ?? null;
}

const MIN_MODEL_START = 2;

/**
 * For a query naming a model no processor has: the processors whose model starts like it,
 * from the longest start some have ("9850x3d": "9850x3", "9850x", "9850", "985", "98"), with
 * the query's other words still filtering; best first, at most `limit`.
 */
export function closestModels(corpus: SearchCorpus, q: string, limit: number): number[] {
  const model = looksLikeModel(q);
  if (model === null) return [];
  const compact = model.toLowerCase().replace(/[^a-z0-9]/g, "");
  const before = q.slice(0, q.lastIndexOf(model));
  for (let length = compact.length - 1; length >= MIN_MODEL_START; length--) {
    const ranks = ranksOf(corpus, `${before}${compact.slice(0, length)}`, true);
    if (ranks && anyMatch(ranks)) return rankedPositions(corpus, ranks, limit);
  }
  return [];
}
