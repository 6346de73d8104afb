// Chinese product names as AMD China and Intel China style them, by explicit rules.
// Brands are translated ("Ryzen" -> "锐龙"); model tokens stay as the vendors print them on
// their Chinese pages: tier digits and model numbers, Ultra, AI, Max, PRO, X3D, HX, WX, v4.

/** Brand words. Longer names first, so "Core Ultra" is not read as "Core" + "Ultra". */
const BRAND_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // "Pentium Dual-Core E5200" (奔腾 双核): before "Core" is read as the brand.
  [/\bDual[- ]Core\b/g, "双核"],
  [/\bQuad[- ]Core\b/g, "四核"],
  // AMD China keeps the Threadripper name in Latin letters after 锐龙 ("AMD 锐龙 Threadripper");
  // the press's "线程撕裂者" is a search alias (zhNameAliases).
  [/\bRyzen\b/g, "锐龙"],
  [/\bEPYC\b/g, "霄龙"],
  [/\bAthlon\b/g, "速龙"],
  [/\bCore Ultra\b/g, "酷睿 Ultra"],
  [/\bCore\b/g, "酷睿"],
  // Intel China's name for Xeon Phi is one word, not "至强 Phi".
  [/\bXeon Phi\b/g, "至强融核"],
  [/\bXeon\b/g, "至强"],
  [/\bPentium\b/g, "奔腾"],
  [/\bCeleron\b/g, "赛扬"],
  [/\bAtom\b/g, "凌动"],
  [/\bItanium\b/g, "安腾"],
  [/\bPhenom\b/g, "羿龙"],
  [/\bOpteron\b/g, "皓龙"],
  [/\bSempron\b/g, "闪龙"],
  [/\bTurion\b/g, "炫龙"],
  [/\bDuron\b/g, "毒龙"],
  // "Processor N250" is "英特尔® 处理器 N250" on Intel China: the brand is part of the name.
  [/^Processors?\b/g, "英特尔 处理器"],
  [/\bIntel\b/g, "英特尔"],
  [/\bProcessors?\b/g, "处理器"],
];

/**
 * Words inside a product name that Intel China and AMD China translate: the Xeon tiers
 * ("英特尔® 至强® 金牌 6430"), Pentium and Athlon Gold/Silver ("奔腾® 金牌 G7400",
 * "速龙 银牌 3050U"), Core 2's core counts ("酷睿™2 四核 Q6600"), Extreme Edition ("至尊版").
 * Applied after BRAND_RULES, so they only touch words that follow a translated brand.
 */
const TIER_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(至强|奔腾|速龙) Platinum\b/g, "$1 铂金"],
  [/(至强|奔腾|速龙) Gold\b/g, "$1 金牌"],
  [/(至强|奔腾|速龙) Silver\b/g, "$1 银牌"],
  [/(至强|奔腾|速龙) Bronze\b/g, "$1 铜牌"],
  [/(酷睿(?: 2)?) Duo\b/g, "$1 双核"],
  [/(酷睿(?: 2)?) Quad\b/g, "$1 四核"],
  [/(酷睿(?: 2)?) Solo\b/g, "$1 单核"],
  [/(酷睿 2) Extreme\b/g, "$1 至尊"],
  [/\bExtreme Edition\b/g, "至尊版"],
  // AMD's unlocked Phenom/Athlon parts, sold in China as "黑盒版".
  [/\bBlack Edition\b/g, "黑盒版"],
  // AMD China: "锐龙™ 嵌入式 V1000", "霄龙 嵌入式 3000".
  [/\bEmbedded\b/g, "嵌入式"],
  // The Surface Laptop 3/4 parts, "Surface 定制版" in the Chinese press.
  [/\bMicrosoft Surface Edition\b/g, "微软 Surface 定制版"],
];

const applyRules = (rules: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  rules.reduce((acc, [pattern, zh]) => acc.replace(pattern, zh), text);

export function zhModelName(name: string): string {
  return applyRules(TIER_RULES, applyRules(BRAND_RULES, name));
}

const DIGITS_ZH = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** 1..99 in Chinese numerals: 2 -> "二", 10 -> "十", 13 -> "十三", 20 -> "二十". */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const head = tens === 0 ? "" : `${tens === 1 ? "" : DIGITS_ZH[tens]}十`;
  return `${head}${ones === 0 ? "" : DIGITS_ZH[ones]}`;
}

const ORDINAL_GEN = /^(.+?) (\d{1,2})(?:st|nd|rd|th) Gen(?: (.+))?$/;

/** The generation a series names: "Core 13th Gen" -> 13, "Xeon Scalable 2nd Gen" -> 2, "Core Ultra Series 2" -> 2. */
export function seriesGeneration(series: string): number | null {
  const m = ORDINAL_GEN.exec(series) ?? /^(.+?) Series (\d+)$/.exec(series);
  return m ? Number(m[2]) : null;
}

/**
 * "第X代": Intel China wrote its Core generations in Chinese numerals up to the tenth
 * ("第十代智能英特尔® 酷睿™") and in digits from the 11th on ("第 11 代英特尔® 酷睿™");
 * everything else (Xeon Scalable, AMD A-Series) always in Chinese numerals ("第二代英特尔® 至强® 可扩展处理器").
 */
function generationLabel(n: number, digitsFrom: number): string {
  return n >= digitsFrom ? `第 ${n} 代` : `第${chineseNumeral(n)}代`;
}

/** A Latin letter or digit at a join with Chinese text takes a space: "第七代 A 系列", "酷睿 处理器". */
function join(zh: string, rest: string): string {
  if (!rest) return zh;
  if (!zh) return rest;
  return /[A-Za-z0-9]$/.test(zh) || /^[A-Za-z0-9]/.test(rest) ? `${zh} ${rest}` : `${zh}${rest}`;
}

/**
 * A series that ends in a model number or model letters ("Ryzen 7000", "EPYC 9004", "Xeon W-3400",
 * "Celeron N", "Ryzen Z1", "Ryzen 7000 HX", "Atom x6000E", "FX") is a "系列", as both vendors write it
 * ("锐龙 7000 系列", "霄龙 9004 系列", "赛扬 N 系列"). Roman numerals ("Phenom II") and
 * versions ("Xeon E5 v4") are names of their own and take no 系列.
 */
function endsInModelToken(series: string): boolean {
  const last = series.split(" ").at(-1) ?? "";
  if (/^(?:I{1,3}|IV|VI{0,3})$/.test(last)) return false;
  return /^(?:[A-Za-z]+-?)?\d[\dx]{2,}[A-Z]*$/.test(last) || /^[A-Z]{1,3}\d?$/.test(last);
}

/** "Ryzen 7000 Mobile" -> "移动处理器" after the series ("锐龙 7000 系列移动处理器"). */
const PLATFORM_ZH: Readonly<Record<string, string>> = { mobile: "移动处理器", desktop: "台式机处理器" };

/**
 * A series, generation or family label in Chinese: "Core 14th Gen" -> "第 14 代酷睿",
 * "Xeon Scalable 2nd Gen" -> "第二代至强可扩展处理器", "Ryzen 7000 Mobile" -> "锐龙 7000 系列移动处理器",
 * "EPYC 9004" -> "霄龙 9004 系列", "Core Ultra Series 2" -> "酷睿 Ultra 处理器（系列 2）",
 * "A-Series 7th Gen" -> "第七代 A 系列", "Core X-series" -> "酷睿 X 系列", "Xeon 6" -> "至强 6 处理器".
 */
export function zhSeriesName(series: string): string {
  // "A-Series (Llano)": the code name in brackets, as a code name ("A 系列（Llano）").
  const named = /^(.+?) \((.+)\)$/.exec(series);
  if (named?.[1] && named[2]) return `${zhSeriesName(named[1])}（${zhCodename(named[2])}）`;
  const platform = /^(.+?) (Mobile|Desktop)$/i.exec(series);
  if (platform?.[1] && platform[2])
    return join(zhSeriesName(platform[1]), PLATFORM_ZH[platform[2].toLowerCase()] ?? "");
  if (series === "Xeon Scalable") return "至强可扩展处理器";
  // Lakefield: "采用英特尔® 混合技术的英特尔® 酷睿™ 处理器".
  const hybrid = /^(.+) with Intel Hybrid Technology$/.exec(series);
  if (hybrid?.[1]) return `采用英特尔混合技术的${zhModelName(hybrid[1])}处理器`;
  const gen = ORDINAL_GEN.exec(series);
  if (gen?.[1] && gen[2]) {
    const n = Number(gen[2]);
    const rest = gen[3] ? zhSeriesName(gen[3]) : "";
    if (gen[1] === "Core") return join(`${generationLabel(n, 11)}酷睿`, rest);
    return join(join(generationLabel(n, 100), zhSeriesName(gen[1])), rest);
  }
  // Intel China: "英特尔® 酷睿™ Ultra 处理器（系列 2）".
  const numbered = /^(.+?) Series (\d+)$/.exec(series);
  if (numbered?.[1]) return `${zhModelName(numbered[1])} 处理器（系列 ${numbered[2]}）`;
  // "Xeon 6": a brand generation, "英特尔® 至强® 6 处理器".
  if (/^Xeon \d$/.test(series)) return `${zhModelName(series)} 处理器`;
  const lettered = series.replace(/\b([A-Z][A-Za-z0-9]*)-[Ss]eries\b/g, "$1 系列");
  if (lettered !== series) return zhModelName(lettered);
  return endsInModelToken(series) ? `${zhModelName(series)} 系列` : zhModelName(series);
}

/**
 * Intel code names shown in Chinese. Intel China prints code names in English ("代号 Sapphire
 * Rapids") and so does most of the Chinese press; a code name is shown in Chinese only where the
 * form is established in vendor or press use, and each form here has its source in
 * tests/catalog/names-zh-sources.ts (a test holds the two together). AMD China prints AMD's
 * code names ("Raphael", "Zen 5") untranslated, and they stay as they are.
 */
const ESTABLISHED_CODENAMES_ZH: Readonly<Record<string, string>> = {
  "Meteor Lake": "流星湖",
};

/**
 * Chinese forms of Intel code names that are not shown, because no vendor or press source for
 * them was found (transliterations such as "哈斯韦尔", and the press nicknames seen only on
 * reprint sites, "猛禽湖", "月亮湖"): they stay search aliases, so a search for 猛禽湖 still
 * finds Raptor Lake. More than one form per code name where more than one is in use.
 */
const CODENAME_ALIASES_ZH: Readonly<Record<string, readonly string[]>> = {
  Banias: ["巴尼亚斯"],
  Dothan: ["多森"],
  Yonah: ["约拿"],
  Conroe: ["康柔"],
  Allendale: ["艾伦代尔"],
  Merom: ["梅罗姆"],
  Kentsfield: ["肯特斯菲尔德"],
  Penryn: ["彭林"],
  Wolfdale: ["狼谷"],
  Yorkfield: ["约克菲尔德"],
  Nehalem: ["尼哈勒姆"],
  Bloomfield: ["布卢姆菲尔德"],
  Lynnfield: ["林菲尔德"],
  Clarkdale: ["克拉克代尔"],
  Arrandale: ["阿兰代尔"],
  Clarksfield: ["克拉克斯菲尔德"],
  "Jasper Forest": ["碧玉森林"],
  Westmere: ["韦斯特米尔"],
  Gulftown: ["海湾镇"],
  Lakefield: ["莱克菲尔德"],
  "Sandy Bridge": ["沙桥"],
  "Ivy Bridge": ["艾维桥"],
  Haswell: ["哈斯韦尔"],
  "Devil's Canyon": ["恶魔峡谷"],
  "Crystal Well": ["水晶井"],
  Broadwell: ["布罗德韦尔"],
  Braswell: ["布拉斯韦尔"],
  Skylake: ["天湖"],
  "Kaby Lake": ["卡比湖"],
  "Coffee Lake": ["咖啡湖"],
  "Whiskey Lake": ["威士忌湖"],
  "Amber Lake": ["琥珀湖"],
  "Cannon Lake": ["加农湖"],
  "Comet Lake": ["彗星湖"],
  "Ice Lake": ["冰湖"],
  "Tiger Lake": ["虎湖"],
  "Rocket Lake": ["火箭湖"],
  "Alder Lake": ["桤木湖"],
  "Raptor Lake": ["猛禽湖"],
  "Meteor Lake": ["流星雨湖"],
  "Arrow Lake": ["箭湖"],
  "Lunar Lake": ["月亮湖", "月湖"],
  "Panther Lake": ["黑豹湖"],
  "Nova Lake": ["新星湖"],
  "Wildcat Lake": ["野猫湖"],
  "Apollo Lake": ["阿波罗湖"],
  "Gemini Lake": ["双子湖"],
  "Jasper Lake": ["碧玉湖"],
  "Elkhart Lake": ["麋鹿湖"],
  "Twin Lake": ["双湖"],
  "Hewitt Lake": ["休伊特湖"],
  "Amston Lake": ["阿姆斯顿湖"],
  "Bartlett Lake": ["巴特利特湖"],
  Diamondville: ["钻石村"],
  Pineview: ["松景"],
  Cedarview: ["雪松景"],
  "Cedar Trail": ["雪松小径"],
  "Bay Trail": ["湾区小径"],
  "Clover Trail": ["三叶草小径"],
  "Tunnel Creek": ["隧道溪"],
  Centerton: ["森特顿"],
  Avoton: ["阿沃顿"],
  Rangeley: ["兰利"],
  Denverton: ["丹佛顿"],
  "Parker Ridge": ["帕克岭"],
  "Snow Ridge": ["雪岭"],
  "Grand Ridge": ["格兰德岭"],
  Woodcrest: ["伍德克雷斯特"],
  Clovertown: ["克洛弗敦"],
  Harpertown: ["哈珀敦"],
  Dunnington: ["邓宁顿"],
  Beckton: ["贝克顿"],
  "Knights Corner": ["骑士角"],
  "Knights Landing": ["骑士登陆"],
  "Knights Mill": ["骑士磨坊"],
  "Cherry Trail": ["樱桃小径"],
  "Cascade Lake": ["瀑布湖", "级联湖"],
  "Cooper Lake": ["库珀湖"],
  "Sapphire Rapids": ["蓝宝石急流"],
  "Emerald Rapids": ["翡翠急流"],
  "Granite Rapids": ["花岗岩急流"],
  "Diamond Rapids": ["钻石急流"],
  "Sierra Forest": ["山脊森林"],
  "Clearwater Forest": ["清水森林"],
};

/**
 * The suffix of a code name. Platform letters are model-like tokens that Intel China keeps in
 * Latin letters, joined as in English: "-S", "-H", "-HX", "-SP", "-AP", "-WS", "-UP3", "-H35",
 * "-E", " R" ("流星湖-H"). Suffix words ("Refresh", "Edge Enhanced") have Chinese forms only as
 * search aliases ("猛禽湖刷新版"): none has a source, so a code name with one is shown in English.
 */
const CODENAME_SUFFIX_WORDS: Readonly<Record<string, string>> = { Refresh: "刷新版", "Edge Enhanced": "边缘增强版" };
/** Suffix words shown in Chinese (each with a source in tests/catalog/names-zh-sources.ts). */
const ESTABLISHED_SUFFIX_WORDS: ReadonlySet<string> = new Set<string>();
const CODENAME_SUFFIX = new RegExp(
  `^(.+?)(?: (${Object.keys(CODENAME_SUFFIX_WORDS).join("|")})|([- ][A-Z]{1,3}\\d{0,2}))$`,
);

/** A code name in Chinese forms: every form of its base, with its suffix ("Raptor Lake-S Refresh" -> "猛禽湖-S刷新版"). */
function codenameForms(
  codename: string,
  bases: (base: string) => readonly string[],
  words: (word: string) => string | null,
): string[] {
  const exact = bases(codename);
  if (exact.length > 0) return [...exact];
  const m = CODENAME_SUFFIX.exec(codename);
  if (!m?.[1]) return [];
  const word = m[2] ? words(m[2]) : null;
  if (m[2] && word === null) return [];
  return codenameForms(m[1], bases, words).map((base) => (m[2] ? `${base}${word}` : `${base}${m[3]}`));
}

const establishedBase = (base: string): readonly string[] => {
  const zh = ESTABLISHED_CODENAMES_ZH[base];
  return zh ? [zh] : [];
};

/**
 * A code name as the zh pages show it: its established Chinese form ("Meteor Lake-H" ->
 * "流星湖-H"), else the code name as Intel China and AMD China print it ("Raptor Lake",
 * "Raphael").
 */
export function zhCodename(codename: string): string {
  return (
    codenameForms(codename, establishedBase, (word) =>
      ESTABLISHED_SUFFIX_WORDS.has(word) ? (CODENAME_SUFFIX_WORDS[word] ?? null) : null,
    )[0] ?? codename
  );
}

/**
 * The Chinese forms of a code name that are searched but not shown: "Raptor Lake-S Refresh" ->
 * "猛禽湖-S刷新版", "Lunar Lake" -> "月亮湖", "月湖". The forms zhCodename shows are not repeated.
 */
export function zhCodenameAliases(codename: string): string[] {
  const all = (base: string): readonly string[] => [...establishedBase(base), ...(CODENAME_ALIASES_ZH[base] ?? [])];
  const shown = zhCodename(codename);
  return [...new Set(codenameForms(codename, all, (word) => CODENAME_SUFFIX_WORDS[word] ?? null))].filter(
    (form) => form !== shown,
  );
}

/** Chinese forms of a model name that are searched but not shown: the press's "线程撕裂者" ("锐龙线程撕裂者 7980X"). */
export function zhNameAliases(name: string): string[] {
  if (!/\bThreadripper\b/.test(name)) return [];
  const zh = zhModelName(name);
  return [zh.replace(/\bThreadripper\b/g, "线程撕裂者")];
}

/**
 * Every Chinese search alias of a processor (its name's and its code name's): the catalogue
 * writer adds them to the processor's search document, so forms that are no longer shown
 * ("猛禽湖", "线程撕裂者") still find it.
 */
export function zhSearchAliases(name: string, codename: string | null | undefined): string[] {
  return [...zhNameAliases(name), ...(codename ? zhCodenameAliases(codename) : [])];
}

/** The established code-name forms and suffix words, for the test that holds each to its source. */
export const SHOWN_CODENAME_FORMS: Readonly<{
  bases: Readonly<Record<string, string>>;
  suffixWords: ReadonlySet<string>;
}> = {
  bases: ESTABLISHED_CODENAMES_ZH,
  suffixWords: ESTABLISHED_SUFFIX_WORDS,
};
