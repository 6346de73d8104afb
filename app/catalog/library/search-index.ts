// The library's search index, in memory: for every character and every pair of adjacent
// characters of the search forms, the processors whose documents hold it, with the best rank
// it has there. A one- or two-character search reads its answer straight from one list; a
// longer one checks only the processors of its rarest pair. Pure: built from the documents.
import * as rank from "./search-plan";
import { formRank, hasEveryWord, type SearchPlan } from "./search-plan";

export type SearchIndex = {
  /** Each position's search document (forms separated by " | "). */
  documents: string[];
  /** Character code -> letter id (its unigram's gram id), -1 for characters no document has. */
  letters: Int32Array;
  letterCount: number;
  /** Letter pair (first * letterCount + second) -> gram id, for the pairs some document has. */
  pairs: Map<number, number>;
  /** Gram id -> its postings: positions[starts[g] .. starts[g + 1]), ascending, with their ranks. */
  starts: Int32Array;
  positions: Int32Array;
  ranks: Uint8Array;
};

// Local copies: in modules compiled to CommonJS (tsx, vitest) an imported binding is a getter call on every use.
const { NO_MATCH, RANK_CONTAINS, RANK_EXACT, RANK_PREFIX, RANK_WORDS } = rank;
const SEPARATOR = " | ";
const NO_GRAM = -1;

function lettersOf(documents: readonly string[]): { letters: Int32Array; letterCount: number } {
  const letters = new Int32Array(0x10000).fill(NO_GRAM);
  let letterCount = 0;
  for (const document of documents) {
    for (let i = 0; i < document.length; i++) {
      const code = document.charCodeAt(i);
      if (letters[code] === NO_GRAM) letters[code] = letterCount++;
    }
  }
  return { letters, letterCount };
}

type GramIds = {
  letters: Int32Array;
  letterCount: number;
  pairs: Map<number, number>;
  /** While building, pair ids by key in a flat table too, when the alphabet is small enough. */
  pairTable: Int32Array | null;
};
const MAX_PAIR_TABLE = 1 << 22;

function pairId(ids: GramIds, key: number): number {
  const cached = ids.pairTable?.[key] ?? NO_GRAM;
  if (cached !== NO_GRAM) return cached;
  let pair = ids.pairs.get(key);
  if (pair === undefined) ids.pairs.set(key, (pair = ids.letterCount + ids.pairs.size));
  if (ids.pairTable) ids.pairTable[key] = pair;
  return pair;
}

/**
 * The grams of one document, each once with its best rank there, into `grams`/`ranks`
 * (returns how many). `seen` holds, per gram, the last document that had it and where it is listed. Forms are
 * read in place between separators; a pair seen for the first time gets the next id.
 */
function documentGrams(
  document: string,
  pos: number,
  ids: GramIds,
  seen: GramsSeen,
  grams: number[],
  ranks: number[],
): number {
  const { letters, letterCount } = ids;
  const { seenIn, slot } = seen;
  let count = 0;
  const add = (gram: number, rank: number) => {
    if (seenIn[gram] === pos) {
      // Already listed for this document: keep the better rank.
      const k = slot[gram]!;
      if (rank < ranks[k]!) ranks[k] = rank;
      return;
    }
    seenIn[gram] = pos;
    slot[gram] = count;
    grams[count] = gram;
    ranks[count++] = rank;
  };
  for (let start = 0; start < document.length;) {
    let end = document.indexOf(SEPARATOR, start);
    if (end === -1) end = document.length;
    const length = end - start;
    for (let i = start; i < end; i++) {
      const a = letters[document.charCodeAt(i)]!;
      add(a, length === 1 ? RANK_EXACT : i === start ? RANK_PREFIX : RANK_CONTAINS);
      if (i + 1 < end) {
        const pair = pairId(ids, a * letterCount + letters[document.charCodeAt(i + 1)]!);
        add(pair, length === 2 ? RANK_EXACT : i === start ? RANK_PREFIX : RANK_CONTAINS);
      }
    }
    start = end + SEPARATOR.length;
  }
  return count;
}

type GramsSeen = { seenIn: number[]; slot: number[] };

/** Postings of every gram: two passes over the documents, to count and then to fill. */
export function buildSearchIndex(documents: string[]): SearchIndex {
  const { letters, letterCount } = lettersOf(documents);
  const pairSpace = letterCount * letterCount;
  const ids: GramIds = {
    letters,
    letterCount,
    pairs: new Map(),
    pairTable: pairSpace <= MAX_PAIR_TABLE ? new Int32Array(pairSpace).fill(NO_GRAM) : null,
  };
  const grams: number[] = [];
  const gramRanks: number[] = [];
  const counts: number[] = [];
  let seen: GramsSeen = { seenIn: [], slot: [] };
  documents.forEach((document, pos) => {
    const n = documentGrams(document, pos, ids, seen, grams, gramRanks);
    for (let k = 0; k < n; k++) counts[grams[k]!] = (counts[grams[k]!] ?? 0) + 1;
  });
  const gramCount = ids.letterCount + ids.pairs.size;
  const starts = new Int32Array(gramCount + 1);
  for (let g = 0; g < gramCount; g++) starts[g + 1] = starts[g]! + (counts[g] ?? 0);
  const positions = new Int32Array(starts[gramCount]!);
  const ranks = new Uint8Array(positions.length);
  const next = starts.slice(0, gramCount);
  seen = { seenIn: [], slot: [] };
  documents.forEach((document, pos) => {
    const n = documentGrams(document, pos, ids, seen, grams, gramRanks);
    for (let k = 0; k < n; k++) {
      const at = next[grams[k]!]!++;
      positions[at] = pos;
      ranks[at] = gramRanks[k]!;
    }
  });
  return { documents, letters, letterCount, pairs: ids.pairs, starts, positions, ranks };
}

/** The gram of a one- or two-character form, or -1 when no document has it. */
function gramOf(index: SearchIndex, form: string, at: number, length: 1 | 2): number {
  const a = index.letters[form.charCodeAt(at)] ?? NO_GRAM;
  if (length === 1 || a === NO_GRAM) return a;
  const b = index.letters[form.charCodeAt(at + 1)] ?? NO_GRAM;
  return b === NO_GRAM ? NO_GRAM : (index.pairs.get(a * index.letterCount + b) ?? NO_GRAM);
}

const postingSize = (index: SearchIndex, gram: number) => (index.starts[gram + 1] ?? 0) - (index.starts[gram] ?? 0);

/** The gram of a form with the fewest processors (every match holds it), -1 when none can match. */
function rarestGram(index: SearchIndex, form: string): number {
  if (form.length === 1) return gramOf(index, form, 0, 1);
  let rarest = NO_GRAM;
  for (let i = 0; i + 1 < form.length; i++) {
    const gram = gramOf(index, form, i, 2);
    if (gram === NO_GRAM) return NO_GRAM;
    if (rarest === NO_GRAM || postingSize(index, gram) < postingSize(index, rarest)) rarest = gram;
  }
  return rarest;
}

/**
 * Each position's search rank (search-plan.ts), NO_MATCH where it does not match: exactly
 * what ranking every document with searchRank would give, without reading every document.
 */
export function searchIndexRanks(index: SearchIndex, plan: SearchPlan): Uint8Array {
  const result = new Uint8Array(index.documents.length).fill(NO_MATCH);
  const { compact } = plan;
  const gram = rarestGram(index, compact);
  if (gram !== NO_GRAM) {
    const from = index.starts[gram] ?? 0;
    const to = index.starts[gram + 1] ?? 0;
    if (compact.length <= 2 && plan.compactMatch === "any") {
      // The posting's rank is the form's rank: nothing to check.
      for (let i = from; i < to; i++) result[index.positions[i] ?? 0] = index.ranks[i] ?? NO_MATCH;
    } else {
      for (let i = from; i < to; i++) {
        const pos = index.positions[i] ?? 0;
        result[pos] = formRank(index.documents[pos] ?? "", compact, plan.compactMatch);
      }
    }
  }
  if (plan.words.length > 1) {
    const grams = plan.words.map((w) => rarestGram(index, w));
    if (!grams.includes(NO_GRAM)) {
      const rarest = grams.reduce((a, b) => (postingSize(index, b) < postingSize(index, a) ? b : a));
      for (let i = index.starts[rarest] ?? 0, to = index.starts[rarest + 1] ?? 0; i < to; i++) {
        const pos = index.positions[i] ?? 0;
        if (result[pos] === NO_MATCH && hasEveryWord(index.documents[pos] ?? "", plan)) result[pos] = RANK_WORDS;
      }
    }
  }
  return result;
}
