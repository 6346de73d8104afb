// The words of a search that name a brand, a tier or a socket count rather than a model:
// "至强 e5-2680 v4" is the Xeon family, the E5 tier and the model "2680 v4"; "ryzen 7" is
// every Ryzen 7 and no Ryzen 5 7400F; "双路 e5" the two-socket Xeon E5s. Such words filter; the
// rest of the query is matched as before (search-plan.ts). A query with any other word
// ("raptor lake", "13代i5", a typo) is left whole to the plain search. Pure.
import { compactSearchForm } from "#catalogue/search-terms";

export type SearchFilters = {
  vendor: "amd" | "intel" | null;
  /** The families the brand words allow (their intersection), null for any. */
  families: readonly string[] | null;
  /** A tier as processorTier() writes it ("ryzen7", "ryzenai7", "i5", "e5", "gold"), null for any. */
  tier: string | null;
  /** The socket count the query asks for (双路: 2), null for any. */
  sockets: number | null;
};

export type StructuredSearch = {
  filters: SearchFilters;
  /** What is left to match as a model: "2680 v4"; "" when the filters are the whole query. */
  rest: string;
};

/** Chinese brand and tier words, and press nicknames, as their English forms. */
const ZH_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/至强/g, "xeon"],
  [/酷睿/g, "core"],
  [/锐龙/g, "ryzen"],
  [/霄龙/g, "epyc"],
  [/速龙/g, "athlon"],
  [/奔腾/g, "pentium"],
  [/赛扬/g, "celeron"],
  [/凌动/g, "atom"],
  [/羿龙/g, "phenom"],
  [/闪龙/g, "sempron"],
  [/炫龙/g, "turion"],
  [/皓龙/g, "opteron"],
  [/线程撕裂者|撕裂者/g, "threadripper"],
  [/英特尔/g, "intel"],
  [/超威/g, "amd"],
  [/金牌/g, "gold"],
  [/银牌/g, "silver"],
  [/铜牌/g, "bronze"],
  [/铂金/g, "platinum"],
  [/处理器/g, "processor"],
  [/单路/g, "1p"],
  [/双路/g, "2p"],
  [/四路/g, "4p"],
  [/八路/g, "8p"],
];

const FAMILY_WORDS: Readonly<Record<string, readonly string[]>> = {
  core: ["Core", "Core Ultra", "Core 2"],
  ultra: ["Core Ultra"],
  ryzen: ["Ryzen", "Ryzen Threadripper"],
  threadripper: ["Ryzen Threadripper"],
  xeon: ["Xeon"],
  epyc: ["EPYC"],
  athlon: ["Athlon"],
  pentium: ["Pentium"],
  celeron: ["Celeron"],
  atom: ["Atom"],
  phenom: ["Phenom"],
  sempron: ["Sempron"],
  processor: ["Intel Processor"],
};
const VENDOR_WORDS: Readonly<Record<string, "amd" | "intel">> = { intel: "intel", amd: "amd" };
const SOCKET_WORDS: Readonly<Record<string, number>> = {
  "1p": 1,
  "2p": 2,
  "4p": 4,
  "8p": 8,
  "1s": 1,
  "2s": 2,
  "4s": 4,
  "8s": 8,
};
/** Tier words that stand alone: "i7", "r5", "e5", "w9", "u7", "gold", "a10", "m3". */
const TIER_WORD = /^(?:i[3579]|r[3579]|u[3579]|e[357]|w[3579]|m[357]|a(?:4|6|8|9|10|12)|gold|silver|bronze|platinum)$/;
/** Tier letters that only count before a number: "e-2236", "w-2135", "d-1541". */
const TIER_LETTER = /^[edw]$/;
const SINGLE_DIGIT = /^[1-9]$/;

function tierOfWord(word: string): string {
  if (/^r\d$/.test(word)) return `ryzen${word[1]}`;
  if (/^u\d$/.test(word)) return `ultra${word[1]}`;
  return word;
}

/** The query's words in the forms above: NFKC, lower case, Chinese brand words in English, split on anything else. */
export function searchWords(q: string): string[] {
  let text = q.normalize("NFKC").toLowerCase().replace(/[™®©]/g, "");
  for (const [zh, en] of ZH_WORDS) text = text.replace(zh, ` ${en} `);
  return text.split(/[^\p{L}\p{N}+]+/u).filter(Boolean);
}

const HAN = /\p{Script=Han}/u;
const intersect = (a: readonly string[] | null, b: readonly string[]) =>
  a === null ? b : a.filter((f) => b.includes(f));

/**
 * The filters and the rest of a query, or null when it is not made of brand, tier and
 * model words only (the plain search then takes it whole), or has no filter word at all.
 */
export function structuredSearch(q: string): StructuredSearch | null {
  const words = searchWords(q);
  const filters: SearchFilters = { vendor: null, families: null, tier: null, sockets: null };
  const rest: string[] = [];
  let filtered = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const afterNext = words[i + 2];
    if (HAN.test(word)) return null;
    const family = FAMILY_WORDS[word];
    if (family) {
      filters.families = intersect(filters.families, family);
      // "ryzen 7", "ryzen ai 7", "core ultra 7", "ultra 7", "core 5", "core 2": the tier.
      const tierAt =
        next === "ai" && afterNext && SINGLE_DIGIT.test(afterNext)
          ? i + 2
          : next && SINGLE_DIGIT.test(next)
            ? i + 1
            : -1;
      if (tierAt !== -1 && (word === "ryzen" || word === "ultra" || word === "core")) {
        const digit = words[tierAt]!;
        const ai = tierAt === i + 2 ? "ai" : "";
        filters.tier = word === "ryzen" ? `ryzen${ai}${digit}` : word === "ultra" ? `ultra${digit}` : `core${digit}`;
        if (word === "ultra") filters.families = intersect(filters.families, FAMILY_WORDS.ultra!);
        i = tierAt;
      } else if (word === "ryzen" && next === "ai") {
        i += 1;
      }
      filtered = true;
    } else if (VENDOR_WORDS[word]) {
      filters.vendor = VENDOR_WORDS[word]!;
      filtered = true;
    } else if (SOCKET_WORDS[word] !== undefined) {
      filters.sockets = SOCKET_WORDS[word]!;
      filtered = true;
    } else if (TIER_WORD.test(word) || (TIER_LETTER.test(word) && next !== undefined && /^\d/.test(next))) {
      filters.tier = tierOfWord(word);
      filtered = true;
    } else if (/\d/.test(word) || /^[a-z]{1,3}$/.test(word)) {
      rest.push(word);
    } else {
      return null;
    }
  }
  if (!filtered) return null;
  return { filters, rest: rest.join(" ") };
}

/** Whether a rest of a query is a number being narrowed down ("7" after "ryzen 7"): it matches as a prefix. */
export function isNumberPrefix(rest: string): boolean {
  return /^\d+$/.test(compactSearchForm(rest));
}
