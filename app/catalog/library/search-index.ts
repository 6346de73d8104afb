// The library's search index, in memory: for every character and every pair of adjacent
// characters of the search forms, the processors whose documents hold it, with the best rank
// it has there. A one- or two-character search reads its answer straight from one list; a
// longer one checks only the processors of its rarest pair. Pure: built from the documents.
import * as rank from "./search-plan";
import { formRank, hasEveryWord, type SearchPlan } from "./search-plan";

export type SearchIndex = {
  /** Each position's search document (forms separated by " | "). */
  documents: string[];
  /** Character code -> letter id, -1 for characters no document has. */
  letters: Int16Array;
  letterCount: number;
  /** Gram id -> its postings: positions[starts[g] .. starts[g + 1]), ascending, with their ranks. */
  starts: Int32Array;
  positions: Int32Array;
  ranks: Uint8Array;
};

// Local copies: in modules compiled to CommonJS (tsx, vitest) an imported binding is a getter call on every use.
const { NO_MATCH, RANK_CONTAINS, RANK_EXACT, RANK_PREFIX, RANK_WORDS } = rank;
const SEPARATOR = " | ";
const NO_LETTER = -1;

/** Unigrams are ids 0..L-1, bigrams L + a * L + b. */
const bigramId = (letterCount: number, a: number, b: number) => letterCount + a * letterCount + b;

function lettersOf(documents: readonly string[]): { letters: Int16Array; letterCount: number } {
  const letters = new Int16Array(0x10000).fill(NO_LETTER);
  let letterCount = 0;
  for (const document of documents) {
    for (const form of document.split(SEPARATOR)) {
      for (let i = 0; i < form.length; i++) {
        const code = form.charCodeAt(i);
        if (letters[code] === NO_LETTER) letters[code] = letterCount++;
      }
    }
  }
  if (letterCount > 0x7fff) throw new Error("too many distinct characters for the search index");
  return { letters, letterCount };
}

/** Calls visit(gram, rank) for every gram of a document, its best rank first seen per form. */
function forEachGram(document: string, letters: Int16Array, letterCount: number, visit: (gram: number, rank: number) => void): void {
  for (const form of document.split(SEPARATOR)) {
    const length = form.length;
    for (let i = 0; i < length; i++) {
      const a = letters[form.charCodeAt(i)] ?? 0;
      visit(a, length === 1 ? RANK_EXACT : i === 0 ? RANK_PREFIX : RANK_CONTAINS);
      if (i + 1 < length) {
        const b = letters[form.charCodeAt(i + 1)] ?? 0;
        visit(bigramId(letterCount, a, b), length === 2 ? RANK_EXACT : i === 0 ? RANK_PREFIX : RANK_CONTAINS);
      }
    }
  }
}

export function buildSearchIndex(documents: string[]): SearchIndex {
  const { letters, letterCount } = lettersOf(documents);
  const gramCount = letterCount + letterCount * letterCount;
  // Per document, each gram once with its best rank: `seenIn` marks the document, `best` the rank.
  const seenIn = new Int32Array(gramCount).fill(-1);
  const best = new Uint8Array(gramCount);
  const counts = new Int32Array(gramCount + 1);
  const touched: number[] = [];
  const collect = (pos: number) => (gram: number, rank: number) => {
    if (seenIn[gram] !== pos) {
      seenIn[gram] = pos;
      best[gram] = rank;
      touched.push(gram);
    } else if (rank < (best[gram] ?? NO_MATCH)) best[gram] = rank;
  };
  documents.forEach((document, pos) => {
    touched.length = 0;
    forEachGram(document, letters, letterCount, collect(pos));
    for (const gram of touched) counts[gram + 1]! += 1;
  });
  const starts = new Int32Array(gramCount + 1);
  for (let g = 0; g < gramCount; g++) starts[g + 1] = (starts[g] ?? 0) + (counts[g + 1] ?? 0);
  const total = starts[gramCount] ?? 0;
  const positions = new Int32Array(total);
  const ranks = new Uint8Array(total);
  const next = starts.slice(0, gramCount);
  seenIn.fill(-1);
  documents.forEach((document, pos) => {
    touched.length = 0;
    forEachGram(document, letters, letterCount, collect(pos));
    for (const gram of touched) {
      const at = next[gram]!++;
      positions[at] = pos;
      ranks[at] = best[gram] ?? NO_MATCH;
    }
  });
  return { documents, letters, letterCount, starts, positions, ranks };
}

/** The gram of a one- or two-character form, or -1 when some character is in no document. */
function gramOf(index: SearchIndex, form: string, at: number, length: 1 | 2): number {
  const a = index.letters[form.charCodeAt(at)] ?? NO_LETTER;
  if (length === 1 || a === NO_LETTER) return a;
  const b = index.letters[form.charCodeAt(at + 1)] ?? NO_LETTER;
  return b === NO_LETTER ? NO_LETTER : bigramId(index.letterCount, a, b);
}

const postingSize = (index: SearchIndex, gram: number) => (index.starts[gram + 1] ?? 0) - (index.starts[gram] ?? 0);

/** The gram of a form with the fewest processors (every match holds it), -1 when none can match. */
function rarestGram(index: SearchIndex, form: string): number {
  if (form.length === 1) return gramOf(index, form, 0, 1);
  let rarest = NO_LETTER;
  for (let i = 0; i + 1 < form.length; i++) {
    const gram = gramOf(index, form, i, 2);
    if (gram === NO_LETTER) return NO_LETTER;
    if (rarest === NO_LETTER || postingSize(index, gram) < postingSize(index, rarest)) rarest = gram;
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
  if (gram !== NO_LETTER) {
    const from = index.starts[gram] ?? 0;
    const to = index.starts[gram + 1] ?? 0;
    if (compact.length <= 2) {
      // The posting's rank is the form's rank: nothing to check.
      for (let i = from; i < to; i++) result[index.positions[i] ?? 0] = index.ranks[i] ?? NO_MATCH;
    } else {
      for (let i = from; i < to; i++) {
        const pos = index.positions[i] ?? 0;
        result[pos] = formRank(index.documents[pos] ?? "", compact);
      }
    }
  }
  if (plan.words.length > 1) {
    const grams = plan.words.map((w) => rarestGram(index, w));
    if (!grams.includes(NO_LETTER)) {
      const rarest = grams.reduce((a, b) => (postingSize(index, b) < postingSize(index, a) ? b : a));
      for (let i = index.starts[rarest] ?? 0, to = index.starts[rarest + 1] ?? 0; i < to; i++) {
        const pos = index.positions[i] ?? 0;
        if (result[pos] === NO_MATCH && hasEveryWord(index.documents[pos] ?? "", plan)) result[pos] = RANK_WORDS;
      }
    }
  }
  return result;
}
