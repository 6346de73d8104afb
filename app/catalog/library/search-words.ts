// The words of a search that name a specification or a platform rather than a model, in both
// languages: cores and threads ("8核", "8 cores", "16c32t", "6核12线程"), TDP ("65w"), memory
// ("ddr4"), graphics ("核显", "无核显", "igpu"), unlocked ("不锁频", "unlocked"), and a socket or
// chipset ("am4", "lga1700", "2011-3", "x99"). Each becomes a filter of the library, shown as a
// chip; the rest of the query is searched as before. Pure: the memory types and the platform
// words come in as arguments.
import { compactSearchForm, fromChineseNumeral } from "#catalogue/search-terms";

export type WordFilter =
  | { kind: "cores" | "threads" | "tdp"; value: number }
  | { kind: "memory"; value: string }
  | { kind: "igpu" | "unlocked"; value: "yes" | "no" }
  /** A socket or chipset word: the board generations it selects (search-platforms.ts). */
  | { kind: "socket" | "chipset"; value: string; generations: readonly string[] };

/** A recognised word: the text as typed (what removing its chip takes out of the query) and its filter. */
export type RecognisedWord = { text: string; filter: WordFilter };

export type ReadWords = { rest: string; words: RecognisedWord[] };

/** A socket or chipset word as the platform data gives it: its label and the board generations it selects. */
export type PlatformWord = { kind: "socket" | "chipset"; label: string; generations: readonly string[] };

export type WordVocabulary = {
  /** The catalogue's memory types by lower case ("ddr4" -> "DDR4"). */
  memory: ReadonlyMap<string, string>;
  /** Socket and chipset words by compact form ("am4", "lga20113", "x99"). */
  platforms: ReadonlyMap<string, PlatformWord>;
};

const NUMBER = "(\\d{1,3}|[一二三四五六七八九十]{1,3})";
const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : (fromChineseNumeral(text) ?? 0));
/** Not inside a Latin word or number. */
const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
const HAN_OR_E = "(?![A-Za-z0-9])";

type Rule = { pattern: RegExp; filters: (m: RegExpExecArray, v: WordVocabulary) => WordFilter[] };

const RULES: Rule[] = [
  {
    pattern: new RegExp(`${B}${NUMBER}\\s*(?:核心?|c)\\s*[/／]?\\s*${NUMBER}\\s*(?:线程|t)${HAN_OR_E}`, "giu"),
    filters: (m) => [
      { kind: "cores", value: numberOf(m[1]!) },
      { kind: "threads", value: numberOf(m[2]!) },
    ],
  },
  {
    pattern: new RegExp(`${B}${NUMBER}\\s*核心?(?!显)|${B}(\\d{1,3})[\\s-]*cores?${E}`, "giu"),
    filters: (m) => [{ kind: "cores", value: numberOf(m[1] ?? m[2]!) }],
  },
  {
    pattern: new RegExp(`${B}${NUMBER}\\s*线程|${B}(\\d{1,3})[\\s-]*threads?${E}`, "giu"),
    filters: (m) => [{ kind: "threads", value: numberOf(m[1] ?? m[2]!) }],
  },
  {
    pattern: new RegExp(`${B}(\\d{1,3})\\s*(?:w|瓦)${HAN_OR_E}`, "giu"),
    filters: (m) => [{ kind: "tdp", value: Number(m[1]) }],
  },
  {
    pattern: new RegExp(`${B}((?:lp)?ddr\\s*[2-5]x?)${E}`, "giu"),
    filters: (m, v) => {
      const type = v.memory.get(m[1]!.replace(/\s+/g, "").toLowerCase());
      return type ? [{ kind: "memory", value: type }] : [];
    },
  },
  {
    pattern: new RegExp(
      `无核显|不带核显|没有核显|无集显|${B}(?:no|without)\\s+(?:igpu|integrated graphics)${E}`,
      "giu",
    ),
    filters: () => [{ kind: "igpu", value: "no" }],
  },
  {
    pattern: new RegExp(`带核显|有核显|核显|集显|${B}(?:igpu|integrated graphics)${E}`, "giu"),
    filters: () => [{ kind: "igpu", value: "yes" }],
  },
  {
    pattern: new RegExp(`不锁频|可超频|${B}unlocked${E}`, "giu"),
    filters: () => [{ kind: "unlocked", value: "yes" }],
  },
  {
    pattern: new RegExp(`锁频|${B}locked${E}`, "giu"),
    filters: () => [{ kind: "unlocked", value: "no" }],
  },
];

/** A word of the rest that names a socket or chipset. */
function platformFilter(word: string, vocabulary: WordVocabulary): WordFilter | null {
  const found = vocabulary.platforms.get(compactSearchForm(word));
  return found ? { kind: found.kind, value: found.label, generations: found.generations } : null;
}

/**
 * The query's specification and platform words, and the rest to search. `isModel` says
 * whether a word names a processor (a platform word that is also a model number stays a model).
 */
export function readSearchWords(
  q: string,
  vocabulary: WordVocabulary,
  isModel: (word: string) => boolean = () => false,
): ReadWords {
  const words: RecognisedWord[] = [];
  let rest = q.normalize("NFKC");
  for (const { pattern, filters } of RULES) {
    rest = rest.replace(pattern, (text, ...groups: unknown[]) => {
      const m = [text, ...groups.slice(0, -2)] as unknown as RegExpExecArray;
      const found = filters(m, vocabulary);
      if (found.length === 0) return text;
      for (const filter of found) words.push({ text: text.trim(), filter });
      return " ";
    });
  }
  const kept: string[] = [];
  const parts = rest.split(/\s+/).filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    // "lga 1700" is one word.
    const word = /^lga$/i.test(parts[i]!) && /^\d/.test(parts[i + 1] ?? "") ? `${parts[i]} ${parts[++i]}` : parts[i]!;
    const filter = platformFilter(word, vocabulary);
    if (filter && !isModel(word)) words.push({ text: word, filter });
    else kept.push(word);
  }
  return { rest: kept.join(" "), words };
}
