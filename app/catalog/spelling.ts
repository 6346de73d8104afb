// Spelling correction for searches, pure: the words of the catalogue (family, series, brand
// and code names, model numbers, aliases) and, for a typed word no processor has, the
// nearest of them by Damerau–Levenshtein distance (a swap of two adjacent letters is one
// edit): at most 1 for words of 3 to 5 letters, 2 from 6 letters on. Shorter words and Chinese
// are left alone. A word with digits is a model number: it is only corrected when asked
// (a "did you mean" suggestion), never silently, since a wrong number is a different processor.
import { compactSearchForm } from "#catalogue/search-terms";

export type SpellingVocabulary = {
  /** Every Latin word (letters and digits) -> how many processors have it. */
  counts: Map<string, number>;
  /** The words without digits by length: letterWords[length]. */
  letterWords: string[][];
  /** The words with digits by first character and length ("7" + 5 -> "7600x", ...): a model number's first character is kept. */
  numberWords: Map<string, string[]>;
};

const LATIN_WORD = /^[a-z0-9]+$/;
const HAS_DIGIT = /\d/;
/** Words shorter than this are never corrected: "i5" is not a typo of "i3". */
const MIN_CORRECTED_LENGTH = 3;
/** From this length on, a word may be two edits away. */
const LONG_WORD_LENGTH = 6;

/** The Latin words of a text: "Ryzen Threadripper PRO 7995WX" -> ryzen, threadripper, pro, 7995wx. */
export function latinWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}
const ASCII = /^[\x20-\x7e]*$/;

/** From each processor's texts (names, code names, series, aliases, brand words). */
export function buildSpellingVocabulary(processors: Iterable<readonly string[]>): SpellingVocabulary {
  const counts = new Map<string, number>();
  for (const texts of processors) {
    const words = new Set<string>();
    for (const text of texts) {
      if (LATIN_WORD.test(text)) {
        words.add(text); // a search document's form is already one compact word
      } else if (ASCII.test(text)) {
        const parts = latinWords(text);
        for (const w of parts) words.add(w);
        // The whole text compacted too: "Raptor Lake" -> "raptorlake" (as the search documents write it).
        const compact = compactSearchForm(text);
        if (LATIN_WORD.test(compact)) words.add(compact);
      }
      // Chinese forms are skipped: their Latin parts are in the English ones.
    }
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const letterWords: string[][] = [];
  const numberWords = new Map<string, string[]>();
  for (const w of counts.keys()) {
    if (!HAS_DIGIT.test(w)) (letterWords[w.length] ??= []).push(w);
    else {
      const key = numberKey(w, w.length);
      const list = numberWords.get(key);
      if (list) list.push(w);
      else numberWords.set(key, [w]);
    }
  }
  return { counts, letterWords, numberWords };
}

const numberKey = (word: string, length: number) => `${word[0]}${length}`;

// Three rows of the distance table, reused (a correction compares thousands of words).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** The optimal-string-alignment distance of a and b, or max + 1 once it is certainly above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTED_LENGTH) return 0;
  return word.length >= LONG_WORD_LENGTH ? 2 : 1;
}

/**
 * The vocabulary word nearest to `word` within its allowed edits (fewest edits, then the word
 * more processors have, then alphabetical), or null. Numbers only when `numbers` is set.
 */
export function nearestWord(vocabulary: SpellingVocabulary, word: string, numbers: boolean): string | null {
  const max = allowedEdits(word);
  if (max === 0 || !LATIN_WORD.test(word)) return null;
  const isNumber = HAS_DIGIT.test(word);
  if (isNumber && !numbers) return null;
  const candidates = (length: number) =>
    (isNumber ? vocabulary.numberWords.get(numberKey(word, length)) : vocabulary.letterWords[length]) ?? [];
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of candidates(length)) {
      const d = editDistance(word, candidate, Math.min(max, bestDistance));
      if (d > max || d > bestDistance) continue;
      const count = vocabulary.counts.get(candidate) ?? 0;
      if (d < bestDistance || count > bestCount || (count === bestCount && best !== null && candidate < best)) {
        best = candidate;
        bestDistance = d;
        bestCount = count;
      }
    }
  }
  return best;
}

/**
 * The query with each word that no processor has (`isKnown` says which do, given its compact
 * form) replaced by its nearest catalogue word, or null when nothing changes. The other words
 * are given back as typed, one space apart.
 */
export function correctQuery(
  query: string,
  vocabulary: SpellingVocabulary,
  isKnown: (word: string) => boolean,
  options: { numbers: boolean },
): string | null {
  let changed = false;
  const corrected = query
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((typed) => {
      const word = compactSearchForm(typed);
      if (word === "" || vocabulary.counts.has(word) || isKnown(word)) return typed;
      const nearest = nearestWord(vocabulary, word, options.numbers);
      if (nearest === null) return typed;
      changed = true;
      return nearest;
    });
  return changed ? corrected.join(" ") : null;
}
