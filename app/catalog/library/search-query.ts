// A library search as a whole: a pasted brand string read as the processor's name
// (search-brand-string.ts), its specification and platform words read as filters
// (search-words.ts), a code name we know of but do not list named as such, and the rest searched
// with typos forgiven (search-spelling.ts). Pure: the corpus and the vocabularies come in.
import { compactSearchForm } from "#catalogue/search-terms";
import type { LibraryQuery } from "./query-model";
import { readBrandString } from "./search-brand-string";
import type { SearchCorpus } from "./search-corpus";
import { forgivingSearch, onlyExactMatch, type ForgivingSearch } from "./search-spelling";
import * as rank from "./search-plan";
import { readSearchWords, type RecognisedWord, type WordFilter, type WordVocabulary } from "./search-words";
import { unlistedCodename, type ListedAs, type UnlistedCodename } from "./search-unlisted";

const NO_MATCH = rank.NO_MATCH;
const RANK_WORDS = rank.RANK_WORDS;

export type LibrarySearch = ForgivingSearch & {
  /** What is searched as a model or name after the recognised words are taken out. */
  text: string;
  words: RecognisedWord[];
  /** A code name we know of but do not list, with the nearest generation we do. */
  unlisted: UnlistedCodename | null;
};

export type SearchVocabulary = WordVocabulary & {
  /** Whether the catalogue lists a code name or microarchitecture ("Arrow Lake", "Zen 5"), and as which. */
  listedAs: (name: string) => ListedAs;
};

/** Whether a word names a processor exactly (then it is a model, not a chipset). */
function namesProcessor(corpus: SearchCorpus, word: string): boolean {
  return onlyExactMatch(forgivingSearch(corpus, word).ranks) !== -1;
}

/** Keeps the positions whose board generation a socket or chipset word selects. */
function onPlatforms(corpus: SearchCorpus, ranks: Uint8Array, filters: readonly WordFilter[]): void {
  for (const filter of filters) {
    if (filter.kind !== "socket" && filter.kind !== "chipset") continue;
    const allowed = new Set(filter.generations);
    for (let pos = 0; pos < ranks.length; pos++) {
      const key = corpus.generationKeys[corpus.generations[pos] ?? -1];
      if (ranks[pos] !== NO_MATCH && (key === undefined || !allowed.has(key))) ranks[pos] = NO_MATCH;
    }
  }
}

export function searchLibrary(
  corpus: SearchCorpus,
  q: string,
  vocabulary: SearchVocabulary,
  options: { typing?: boolean } = {},
): LibrarySearch {
  const brand = readBrandString(q);
  const read = brand === null ? readSearchWords(q, vocabulary, (w) => namesProcessor(corpus, w)) : null;
  const text = brand ?? read?.rest ?? q;
  const words = read?.words ?? [];
  const unlisted = words.length === 0 ? unlistedCodename(compactSearchForm(text), vocabulary.listedAs) : null;
  if (unlisted) {
    const none = new Uint8Array(corpus.families.length).fill(NO_MATCH);
    return { ranks: none, searchedFor: null, didYouMean: null, text, words, unlisted };
  }
  // A brand string goes to the search as pasted: it matches the name it gives whole first (search-spelling.ts).
  const found =
    text.trim() === ""
      ? { ranks: null, searchedFor: null, didYouMean: null }
      : forgivingSearch(corpus, brand === null ? text : q, options);
  const platformWords = words.filter((w) => w.filter.kind === "socket" || w.filter.kind === "chipset");
  if (platformWords.length === 0) return { ...found, text, words, unlisted: null };
  const ranks = found.ranks ?? new Uint8Array(corpus.families.length).fill(RANK_WORDS);
  onPlatforms(
    corpus,
    ranks,
    platformWords.map((w) => w.filter),
  );
  return { ...found, ranks, text, words, unlisted: null };
}

/** The library query with the recognised specification words as its filters (where the URL sets none). */
export function withWordFilters(query: LibraryQuery, words: readonly RecognisedWord[]): LibraryQuery {
  const next: LibraryQuery = { ...query, memory: [...query.memory] };
  for (const { filter } of words) {
    switch (filter.kind) {
      case "cores":
      case "threads":
      case "tdp": {
        const range = next[filter.kind];
        if (range.min === null && range.max === null) next[filter.kind] = { min: filter.value, max: filter.value };
        break;
      }
      case "memory":
        if (!next.memory.includes(filter.value)) next.memory.push(filter.value);
        break;
      case "igpu":
      case "unlocked":
        next[filter.kind] ??= filter.value;
        break;
    }
  }
  return next;
}
