import { seriesGeneration, zhModelName, zhSearchAliases, zhSeriesName } from "./names-zh";

// The forms people type a model in, reduced to one compact form for matching:
// "R7 7800X3D", "锐龙7 7800x3d" and "i7-14700K" become "r77800x3d", "锐龙77800x3d", "i714700k".
export function compactSearchForm(text: string): string {
  return text
    .replace(/[™®©‡†*]/g, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A processor's tier, the word that ranks it within its family, from its English name:
 * "Ryzen 7 7800X3D" -> "ryzen7", "Ryzen AI 7 350" -> "ryzenai7", "Core i5-8400" -> "i5", "Core Ultra 9 285K"
 * -> "ultra9", "Core 5 120F" -> "core5", "Xeon E5-2680 v4" -> "e5", "Xeon w9-3495X" -> "w9",
 * "Xeon W-2135" -> "w", "Xeon Gold 6430" and "Pentium Gold G5400" -> "gold", "A10-7850K" -> "a10";
 * null for names without one ("EPYC 9654", "FX-8350"). Queries name tiers the same way
 * (library/query-filters.ts).
 */
export function processorTier(name: string): string | null {
  const n = name.toLowerCase();
  const m =
    /^ryzen (ai )?(?:pro )?(\d)\b/.exec(n)?.map((v, i, m) => (i === 1 ? `ryzen${m[1] ? "ai" : ""}${m[2]}` : v)) ??
    /^core (i\d|m\d)-/.exec(n) ??
    /^core ultra (\d)\b/.exec(n)?.map((v, i) => (i === 1 ? `ultra${v}` : v)) ??
    /^core (\d) /.exec(n)?.map((v, i) => (i === 1 ? `core${v}` : v)) ??
    /^xeon (e\d|w\d|e|d|w)-/.exec(n) ??
    /^xeon (gold|silver|bronze|platinum|max) /.exec(n) ??
    /^(?:pentium|athlon) (gold|silver) /.exec(n) ??
    /^(a\d{1,2})-\d/.exec(n);
  if (!m?.[1]) return null;
  return m[1];
}

/**
 * The model number as people type it, and with its tier: "Xeon E5-2680 v4" -> "2680v4",
 * "e52680v4"; "Ryzen AI 9 HX 370" -> "370", "hx370"; "Core i5-8400" -> "8400", "i58400" (the
 * tier word and a generation suffix typed apart or together compact to the same form).
 */
function modelForms(name: string): string[] {
  const tokens = name
    .toLowerCase()
    .replace(/\+/g, "plus")
    .split(/[\s-]+/)
    .filter(Boolean);
  const generation = /^v\d$/.test(tokens.at(-1) ?? "") ? tokens.pop()! : "";
  const model = tokens.at(-1);
  if (!model || !/\d/.test(model) || tokens.length < 2) return [];
  const forms = [`${model}${generation}`];
  const before = tokens.at(-2) ?? "";
  // A short letter prefix of the number ("HX 370", "HS"): "hx370".
  if (/^[a-z]{1,3}$/.test(before) && !/^(pro|ai|max|gold|silver|bronze|e|d|w|x\d)$/.test(before))
    forms.push(`${before}${model}${generation}`);
  const tier = processorTier(name);
  if (tier && !tier.startsWith("ryzen") && !tier.startsWith("ultra") && !tier.startsWith("core"))
    forms.push(`${tier}${model}${generation}`);
  return forms;
}

/** Short forms: "Processor N95" -> "n95", "Ryzen 7 7800X3D" -> "r7 7800x3d", "Core i7-14700K" -> "i7 14700k", "Core Ultra 9 285K" -> "u9 285k". */
export function derivedAliases(name: string, nameZh: string): string[] {
  const aliases = new Set<string>(modelForms(name));
  const lower = name.toLowerCase();
  // The model number as a form of its own (a model number matches only at a form's start,
  // search-plan.ts): "13600k", "7600", and for short ones after letters "n95".
  const model = /((?:[a-z]*\d{3,5}|[a-z]+\d{2})[a-z0-9+]*)\s*$/i.exec(name)?.[1];
  if (model) aliases.add(model.toLowerCase());
  const ryzen = /^ryzen (\d) (?:pro )?(.+)$/.exec(lower);
  if (ryzen) aliases.add(`r${ryzen[1]} ${ryzen[2]}`);
  const core = /^core (i\d)-(.+)$/.exec(lower);
  if (core) {
    aliases.add(`${core[1]} ${core[2]}`);
    aliases.add(`${core[1]}-${core[2]}`);
  }
  const ultra = /^core ultra (\d) (.+)$/.exec(lower);
  if (ultra) aliases.add(`u${ultra[1]} ${ultra[2]}`);
  aliases.add(nameZh.replace(/^(锐龙|酷睿) /, "$1").toLowerCase());
  aliases.delete(lower);
  return [...aliases];
}

/** The text indexed for one processor: every form separated so no character pair spans two. */
export function searchDocument(forms: ReadonlyArray<string | null | undefined>): string {
  const compact = forms.filter((f): f is string => !!f).map(compactSearchForm);
  return [...new Set(compact)].join(" | ");
}

/** What a processor's search document is made of: its names in both languages, code names, series and aliases (derived and authored). */
export type SearchSource = {
  name: string;
  nameZh: string;
  codename: string | null;
  codenameZh: string | null;
  series: string;
  aliases: readonly string[];
};

/**
 * A processor's search document, as the catalogue writer, the importer and the tests build it:
 * its names, code names (with the Chinese forms that are searched but not shown), series forms
 * and aliases.
 */
export function processorSearchDocument(p: SearchSource): string {
  return searchDocument([
    p.name,
    p.nameZh,
    p.codename,
    p.codenameZh,
    p.series,
    ...seriesSearchForms(p.name, p.series),
    ...zhSearchAliases(p.name, p.codename),
    ...p.aliases,
  ]);
}

/** A vendor's brand words, searched like a processor's own forms: "intel core i5", "英特尔 i5". */
function vendorSearchForms(vendor: string): string[] {
  if (vendor === "intel") return ["intel", "英特尔"];
  if (vendor === "amd") return ["amd", "超威"];
  return [compactSearchForm(vendor)];
}

/** A search document with its vendor's brand words added as forms (the library index adds them in memory). */
export function withVendorForms(document: string, vendor: string): string {
  return searchDocument([document, ...vendorSearchForms(vendor)].flatMap((d) => d.split(" | ")));
}

const NUMERALS_ZH = "一二三四五六七八九";

/** "十三" -> 13, "二十" -> 20, "七" -> 7 (1..99); null for anything else. */
export function fromChineseNumeral(text: string): number | null {
  const m = /^([一二三四五六七八九]?)(十?)([一二三四五六七八九]?)$/.exec(text);
  if (!m || text === "") return null;
  const [, tens = "", ten = "", ones = ""] = m;
  if (tens && !ten) return ones ? null : NUMERALS_ZH.indexOf(tens) + 1;
  const value =
    (ten ? (tens ? NUMERALS_ZH.indexOf(tens) + 1 : 1) * 10 : 0) + (ones ? NUMERALS_ZH.indexOf(ones) + 1 : 0);
  return value > 0 ? value : null;
}

/**
 * One spelling for every way a generation is typed, "第13代": "13th gen", "13代",
 * "第十三代", "第 13 代". "英特尔"/"Intel" and "Core" after it are read as "酷睿", so
 * "13th gen core i5" and "第十三代英特尔酷睿 i5" are both "第13代酷睿 i5". The search
 * documents hold generation forms in this spelling (seriesSearchForms).
 */
export function normalizeGenerations(query: string): string {
  return query
    .replace(/第?\s*([一二三四五六七八九十]{1,3})\s*代(?!号)/g, (whole, numeral: string) => {
      const n = fromChineseNumeral(numeral);
      return n === null ? whole : `第${n}代`;
    })
    .replace(/(?<!\d)第?\s*(\d{1,2})\s*代(?!号)/g, "第$1代")
    .replace(/(?<![\da-z])(\d{1,2})\s*(?:st|nd|rd|th)[\s-]*gen(?:eration)?(?![a-z])/gi, "第$1代")
    .replace(/(第\d{1,2}代)\s*(?:(?:英特尔|intel)\s*)?(?:酷睿|core(?![a-z]))/gi, "$1酷睿");
}

/** The Core generation of a processor: from its series ("Core 13th Gen"), else from an "iN-" model number ("i9-10980XE" -> 10, "i7-980X" -> 1). */
function coreGeneration(name: string, series: string): number | null {
  if (/^Core \d{1,2}(?:st|nd|rd|th) Gen\b/.test(series)) return seriesGeneration(series);
  const digits = /^Core i\d-(\d{3,5})/.exec(name)?.[1];
  if (!digits) return null;
  if (digits.length === 3) return 1;
  return digits.startsWith("1") ? Number(digits.slice(0, 2)) : Number(digits[0]);
}

/**
 * The search forms of a processor's series beyond the English label: its Chinese label, with
 * "第二代" also as "第2代" (normalizeGenerations), and for Core the generation with the tier,
 * "第13代i5" and "第13代酷睿i5", so every spelling of "13代i5" finds all 13th-gen Core i5.
 * A brand followed by a number is indexed apart from it ("锐龙" | "7000 系列"): the whole
 * "锐龙7000系列" would put every Ryzen 7000 under a search for the Ryzen 7 tier, "锐龙7".
 */
export function seriesSearchForms(name: string, series: string): string[] {
  const zh = zhSeriesName(series);
  const forms = zh.split(/(?<=^\p{Script=Han}+) (?=\d{3})/u);
  const digits = zh.replace(
    /第\s*([一二三四五六七八九十]+|\d+)\s*代/u,
    (whole, n: string) => `第${fromChineseNumeral(n) ?? n}代`,
  );
  if (digits !== zh) forms.push(digits);
  const core = coreGeneration(name, series);
  const tier = /^Core (i\d)-/.exec(name)?.[1]?.toLowerCase();
  if (core !== null) {
    forms.push(`第${core}代酷睿`);
    if (tier) forms.push(`第${core}代${tier}`, `第${core}代酷睿${tier}`);
  }
  // "第二代酷睿 Ultra" for "Core Ultra Series 2"; not for plain "Core Series 2", which would
  // read as the 2nd-generation Core of 2011.
  const numbered = /^(.+?) Series (\d+)$/.exec(series);
  if (numbered?.[1] && numbered[1] !== "Core") forms.push(`第${numbered[2]}代${zhModelName(numbered[1])}`);
  return forms;
}
