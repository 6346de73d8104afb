// The processor's name as the computer reports it (its CPUID brand string, as Windows, macOS,
// Linux and CPU-Z print it), read back to the name the catalogue gives it:
// "Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz" -> "Xeon E5-2680 v4",
// "AMD Ryzen 7 5800X 8-Core Processor" -> "Ryzen 7 5800X", "12th Gen Intel(R) Core(TM) i5-12400F"
// -> "Core i5-12400F", "AMD FX(tm)-8350 Eight-Core Processor" -> "FX -8350". Also found inside a
// longer paste (a whole `lscpu` output, CPU-Z's Name / Specification lines, a page title). What a
// brand string adds to the name (marks, "CPU", the clock, the core count, the graphics) is
// dropped, so the model it names is searched whatever clock it states. Pure.

/** Trademark marks, in every form the tools print them. */
const MARKS = /\((?:r|tm|c)\)|[®™©]/gi;
const CLOCK = /@?\s*\d+(?:\.\d+)?\s*[gm]hz\b/gi;
const COUNT_WORDS = "single|dual|triple|quad|six|eight|ten|twelve|sixteen";
const CORE_COUNT = new RegExp(`\\b(?:\\d{1,3}|${COUNT_WORDS})[- ]cores?(?:\\s+processor)?\\b`, "gi");
/** The graphics an APU's string names: "with Radeon Graphics", "w/ Radeon 890M", "Radeon R7, 12 Compute Cores 4C+8G". */
const GRAPHICS = /\s(?:with\s|w\/\s?)?(?:amd\s)?radeon\b.*$|\s(?:with|w\/)\s.*graphics.*$/i;
/** "12th Gen Intel(R) ..." (11th to 13th generation Core). */
const GENERATION = /\b\d{1,2}(?:st|nd|rd|th)\s+gen\s+(?=(?:genuine\s*)?intel\b)/i;
const VENDOR = /\b(?:genuine\s*intel|authentic\s*amd|intel|amd)\b/gi;
const FILLER = /\b(?:cpu|apu|processor)\b/gi;
/** First-generation Core prints its suffix letter before the number: "i5 CPU M 560" is the i5-560M, "U 470" the i5-470UM. */
const LETTER_BEFORE_NUMBER = /\b([klmqsux])\s+(\d{3})\b/i;
const SUFFIX_OF_LETTER: Readonly<Record<string, string>> = {
  k: "K",
  l: "LM",
  m: "M",
  q: "QM",
  s: "S",
  u: "UM",
  x: "X",
};
/** First-generation Xeon E5 ends in " 0" where later ones end in " v2": "E5-2670 0" is the E5-2670. */
const VERSION_ZERO = /(\d{4}[a-z]*)\s+0$/i;

/** Signs that a text is a brand string rather than a typed search. */
const STRONG_SIGNS = [
  MARKS,
  /\d\s*[gm]hz\b/i,
  /\bcpu\s*@/i,
  /\b(?:\d{1,3}|single|dual|triple|quad|six|eight|ten|twelve|sixteen)[- ]cores?\s+processor\b|\b\d{1,3}-cores\b/i,
  /\b(?:with|w\/)\s*(?:amd\s)?radeon\b/i,
  /\bcompute cores\b/i,
  /\bgenuine\s*intel\b/i,
  /\b(?:intel|amd)\b.*\bcpu\b/i,
];
/** Weaker signs, also in typed searches ("12th gen intel core i5"): these need a model number too. */
const BRAND_SIGNS = [...STRONG_SIGNS, /\b\d{1,2}(?:st|nd|rd|th)\s+gen\s+intel\b/i, /^\s*(?:intel|amd)\s/i];
/** A model number: what a name read from a brand string must still hold. */
const MODEL_NUMBER = /\d{2}/;

/** Labels of the line naming the processor in tools' output: lscpu, /proc/cpuinfo, CPU-Z, macOS, Windows. */
const LABELS = [
  /^\s*specification\s*[:：\t]\s*(.+)$/im,
  /^\s*model name\s*[:：\t]\s*(.+)$/im,
  /^\s*型号名称\s*[:：\t]\s*(.+)$/im,
  /^\s*(?:processor|处理器)(?: name)?\s*[:：\t]\s*(.+)$/im,
  /^\s*(?:name|cpu|名称)\s*[:：\t]\s*(.+)$/im,
];
/** The same labels in a paste whose line breaks were lost (one line): the value runs to the next label. */
const INLINE_LABEL = /(?:specification|model name|型号名称|processor name)\s*[:：]\s*([^:：]+)/i;
const NEXT_LABEL =
  /\s+(?:cpu family|stepping|model|bios[\w ]*|thread\(s\) per core|cpu\(s\)|cpu mhz|vendor id|core speed|code name|package|technology)$/i;
const TITLE_SEPARATOR = /\s[-|–—]\s/;
const VENDOR_AND_NUMBER = /\b(?:intel|amd)\b.*\d|\d.*\b(?:intel|amd)\b/i;

/** The line of a longer text that names the processor, or the text itself. */
export function brandStringIn(text: string): string {
  const trimmed = text.trim();
  if (/[\r\n]/.test(trimmed)) {
    for (const label of LABELS) {
      const value = label.exec(trimmed)?.[1]?.trim();
      if (value && VENDOR_AND_NUMBER.test(value)) return value;
    }
    const line = trimmed
      .split(/[\r\n]+/)
      .find((l) => VENDOR_AND_NUMBER.test(l) && BRAND_SIGNS.some((s) => matches(s, l)));
    if (line) return line.trim();
    return (
      trimmed
        .split(/[\r\n]+/)
        .find((l) => VENDOR_AND_NUMBER.test(l))
        ?.trim() ?? trimmed
    );
  }
  const inline = INLINE_LABEL.exec(trimmed)?.[1];
  if (inline) return inline.replace(NEXT_LABEL, "").trim();
  // A page title: "Intel Core i7-8700K - Geekbench".
  const parts = trimmed.split(TITLE_SEPARATOR);
  if (parts.length > 1) return parts.find((p) => VENDOR_AND_NUMBER.test(p))?.trim() ?? trimmed;
  return trimmed;
}

function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

/** Whether a text carries a brand string's marks (and is read as one). */
function isBrandString(text: string): boolean {
  return BRAND_SIGNS.some((sign) => matches(sign, text));
}

/**
 * The processor name a brand string (or a paste holding one) gives, as the search reads it;
 * null when the text is no brand string (a typed search is left as typed).
 */
export function readBrandString(text: string): string | null {
  const found = brandStringIn(text);
  const extracted = found !== text.trim();
  if (!isBrandString(found) && !extracted) return null;
  const name = found
    .normalize("NFKC")
    .replace(MARKS, " ")
    .replace(GENERATION, "")
    .replace(CLOCK, " ")
    .replace(CORE_COUNT, " ")
    .replace(GRAPHICS, "")
    .replace(VENDOR, " ")
    .replace(FILLER, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LETTER_BEFORE_NUMBER, (_, letter: string, n: string) => `${n}${SUFFIX_OF_LETTER[letter.toLowerCase()]}`)
    .replace(VERSION_ZERO, "$1")
    .replace(/[\s,;:]+$/, "");
  // A name with a short model ("Ryzen Z1") counts unless it lost a generation ("12th gen intel core i5" is typed).
  const named = MODEL_NUMBER.test(name) || ((extracted || !GENERATION.test(found)) && /\d/.test(name));
  return named ? name : null;
}

/** What a search box keeps of a paste: the line naming the processor, on one line, at most `max` characters. */
export function pastedSearch(text: string, max = 100): string {
  return brandStringIn(text).replace(/\s+/g, " ").trim().slice(0, max);
}
