// Everything a search reads, per position: the search index over the documents, each
// processor's family, vendor, tier and socket count (the words that filter, query-filters.ts),
// and the order in which equally good matches are listed: the processors people run most
// (Geekbench 6 result counts), then the newest. Pure: built from plain arrays, by the library
// index and by tests alike.
import { processorTier } from "#catalogue/search-terms";
import type { SpellingVocabulary } from "../spelling";
import { buildSearchIndex, type SearchIndex } from "./search-index";

export type SearchCorpus = {
  index: SearchIndex;
  /** The catalogue's words, for typos: built when first asked for. */
  vocabulary: () => SpellingVocabulary;
  families: readonly string[];
  vendors: readonly string[];
  tiers: ReadonlyArray<string | null>;
  /** 0 for unknown. */
  sockets: Int8Array;
  /** Every position, most run first, then newest first, then by name. */
  popular: Int32Array;
  /** Each position's board generation as an index into generationKeys ("am4/zen3"), -1 for none (search-platforms.ts). */
  generations: Int32Array;
  generationKeys: string[];
};

export type SearchCorpusInput = {
  documents: string[];
  names: readonly string[];
  families: readonly string[];
  vendors: readonly string[];
  /** Sortable launch dates (YYYY-MM-DD), "" for unknown. */
  launchSort: readonly string[];
  /** Geekbench 6 result counts, 0 for none. */
  runs: ArrayLike<number>;
  sockets?: ArrayLike<number>;
  /** Each position's board generation key, null for none. */
  generations?: ReadonlyArray<string | null>;
  vocabulary: () => SpellingVocabulary;
};

export function buildSearchCorpus(input: SearchCorpusInput): SearchCorpus {
  const { documents, names, runs, launchSort } = input;
  const popular = Int32Array.from({ length: names.length }, (_, pos) => pos).sort(
    (a, b) =>
      (runs[b] ?? 0) - (runs[a] ?? 0) ||
      (launchSort[b] ?? "").localeCompare(launchSort[a] ?? "") ||
      (names[a] ?? "").localeCompare(names[b] ?? ""),
  );
  const generationKeys: string[] = [];
  const keyIds = new Map<string, number>();
  const generations = Int32Array.from({ length: names.length }, (_, pos) => {
    const key = input.generations?.[pos];
    if (!key) return -1;
    let id = keyIds.get(key);
    if (id === undefined) keyIds.set(key, (id = generationKeys.push(key) - 1));
    return id;
  });
  return {
    generations,
    generationKeys,
    index: buildSearchIndex(documents),
    vocabulary: input.vocabulary,
    families: input.families,
    vendors: input.vendors,
    tiers: names.map(processorTier),
    sockets: Int8Array.from({ length: names.length }, (_, pos) => input.sockets?.[pos] ?? 0),
    popular,
  };
}

/** The matches of a search in the order the library lists them by relevance: best rank first, then the corpus's popular order. */
export function rankedPositions(corpus: SearchCorpus, ranks: Uint8Array, limit = Number.MAX_SAFE_INTEGER): number[] {
  const byRank: number[][] = [];
  for (const pos of corpus.popular) {
    const rank = ranks[pos] ?? 255;
    if (rank !== 255) (byRank[rank] ??= []).push(pos);
  }
  return byRank.flat().slice(0, limit);
}
