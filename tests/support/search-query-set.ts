// The query set search is held to (#27): the processors people run most (the Geekbench 6
// result counts we hold), each typed by model number the ways people type it, in both
// languages: with or without brand and tier words, hyphen, space or nothing between parts,
// generation suffixes attached or spaced, any case, full-width, Chinese brand words. The
// spellings are written here from the English name by plain rules of their own, not with the
// search's code, so the set can catch what the search gets wrong.

export type SearchCase = { q: string; expected: string };
type Named = { name: string; vendor: string; id: string; runs: number };

const ZH_TIER: Record<string, string> = { gold: "金牌", silver: "银牌", bronze: "铜牌", platinum: "铂金" };

/** Full-width forms of ASCII letters, digits and the hyphen: "ｉ５－８４００". */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** How people type one processor's model. */
export function spellingsOf(name: string): string[] {
  const lower = name.toLowerCase();
  const out = new Set<string>();
  let m: RegExpExecArray | null;
  if ((m = /^xeon (e[357]|e|d|w)-(\d{4}[a-z]*)(?: (v\d))?$/.exec(lower))) {
    const [, tier = "", n = "", v = ""] = m;
    out.add(v ? `${tier}-${n} ${v}` : `${tier}-${n}`);
    out.add(`${tier}-${n}${v}`.toUpperCase());
    out.add(`${tier} ${n}${v}`);
    if (v) out.add(`${n}${v}`);
    out.add(`至强${tier}-${n}${v}`);
  } else if ((m = /^xeon (gold|silver|bronze|platinum) (\d{4}[a-z+]*)$/.exec(lower))) {
    const [, tier = "", n = ""] = m;
    out.add(`${tier} ${n}`);
    out.add(`${ZH_TIER[tier]} ${n}`);
    out.add(`至强${ZH_TIER[tier]}${n}`);
  } else if ((m = /^xeon (w\d)-(\d{4}[a-z]*)$/.exec(lower))) {
    out.add(`${m[1]}-${m[2]}`);
    out.add(`xeon ${m[1]} ${m[2]}`);
  } else if ((m = /^core (i\d)-(\w+)$/.exec(lower))) {
    const [, tier = "", n = ""] = m;
    out.add(`${tier}-${n}`);
    out.add(`${tier} ${n}`);
    out.add(n);
    out.add(`酷睿${tier}-${n}`);
    out.add(`intel core ${tier}-${n.toUpperCase()}`);
    out.add(fullWidth(`${tier}-${n}`));
  } else if ((m = /^core ultra (\d) (\w+)$/.exec(lower))) {
    out.add(`ultra ${m[1]} ${m[2]}`);
    out.add(m[2] ?? "");
    out.add(`酷睿 ultra ${m[1]} ${m[2]}`);
  } else if ((m = /^ryzen (\d) (\w+)$/.exec(lower))) {
    const [, tier = "", n = ""] = m;
    out.add(n);
    out.add(n.toUpperCase());
    out.add(`r${tier} ${n}`);
    out.add(`锐龙${tier} ${n}`);
    out.add(`amd ryzen ${tier} ${n}`);
  } else {
    out.add(lower);
    const last = lower.split(/[\s-]+/).at(-1) ?? "";
    if (/\d{3}/.test(last)) out.add(last);
  }
  return [...out].filter(Boolean);
}

/** The `top` most-run processors, each with its spellings. */
export function searchQuerySet(processors: readonly Named[], top: number): SearchCase[] {
  return [...processors]
    .filter((p) => p.runs > 0)
    .sort((a, b) => b.runs - a.runs)
    .slice(0, top)
    .flatMap((p) => spellingsOf(p.name).map((q) => ({ q, expected: `${p.vendor}/${p.id}` })));
}

export type QuerySetScore = {
  queries: number;
  first: number;
  top3: number;
  misses: Array<SearchCase & { got: string[] }>;
};

/** How many queries put the expected processor first and in the top 3. */
export function scoreQuerySet(cases: readonly SearchCase[], search: (q: string) => string[]): QuerySetScore {
  let first = 0;
  let top3 = 0;
  const misses: QuerySetScore["misses"] = [];
  for (const c of cases) {
    const got = search(c.q).slice(0, 3);
    if (got[0] === c.expected) first++;
    if (got.includes(c.expected)) top3++;
    else misses.push({ ...c, got });
  }
  return { queries: cases.length, first, top3, misses };
}

/** What a processor's brand string is written from. */
export type BrandSource = {
  name: string;
  vendor: string;
  family: string;
  series: string;
  segment: string;
  codename?: string | null;
  cores: number;
  baseClockMhz?: number | null;
  gpuName?: string | null;
  launchDate?: string | null;
};

const COUNT_WORD: Record<number, string> = { 2: "Dual", 4: "Quad", 6: "Six", 8: "Eight", 12: "Twelve", 16: "Sixteen" };
const ghz = (mhz: number | null | undefined) => `${((mhz ?? 2000) / 1000).toFixed(2)}GHz`;
const year = (p: BrandSource) => Number((p.launchDate ?? "2015").slice(0, 4));

/** Intel's CPUID brand string of one processor, by the conventions of its family and era. */
function intelBrandString(p: BrandSource): string {
  const clock = ghz(p.baseClockMhz);
  let m: RegExpExecArray | null;
  if ((m = /^Core (i\d)-(\d{3})([A-Z]*)$/.exec(p.name))) {
    // First generation: "Intel(R) Core(TM) i5 CPU       M 520  @ 2.40GHz".
    const [, tier, n, suffix = ""] = m;
    const letter = suffix === "" ? "" : `${suffix[0]} `;
    return `Intel(R) Core(TM) ${tier} CPU       ${letter}${n}  @ ${clock}`;
  }
  if ((m = /^Core (i\d)-(N?\d+\w*)$/.exec(p.name))) {
    const generation = Number(/(\d+)(?:st|nd|rd|th) Gen/.exec(p.series)?.[1] ?? 0);
    const model = `Intel(R) Core(TM) ${m[1]}-${m[2]}`;
    if (generation === 11) return `11th Gen ${model} @ ${clock}`;
    if (generation === 12 || generation === 13) return `${generation}th Gen ${model}`;
    if (generation >= 14 || m[2]!.startsWith("N")) return model;
    return `${model} CPU @ ${clock}`;
  }
  if ((m = /^Core (Ultra \d|\d) (\w+)$/.exec(p.name))) return `Intel(R) Core(TM) ${m[1]} ${m[2]}`;
  if ((m = /^Core 2 (\w+) (\w+)$/.exec(p.name))) return `Intel(R) Core(TM)2 ${m[1]} CPU     ${m[2]}  @ ${clock}`;
  if ((m = /^Xeon (E[357])-(\d{4}[A-Z]*)(?: (v\d))?$/.exec(p.name))) {
    const [, tier = "", n = "", v] = m;
    if (!v && tier === "E3") return `Intel(R) Xeon(R) CPU ${tier}${n} @ ${clock}`;
    return `Intel(R) Xeon(R) CPU ${tier}-${n} ${v ?? "0"} @ ${clock}`;
  }
  if ((m = /^Xeon (Gold|Silver|Bronze|Platinum|Max) (\S+)$/.exec(p.name)))
    return year(p) >= 2023 ? `Intel(R) Xeon(R) ${m[1]} ${m[2]}` : `Intel(R) Xeon(R) ${m[1]} ${m[2]} CPU @ ${clock}`;
  if ((m = /^Xeon ([EW]-\S+)$/.exec(p.name))) return `Intel(R) Xeon(R) ${m[1]} CPU @ ${clock}`;
  if ((m = /^Xeon (w\d-\S+|\d{4}\w*)$/.exec(p.name))) return `Intel(R) Xeon(R) ${m[1]}`;
  if ((m = /^Xeon (\S+)$/.exec(p.name))) return `Intel(R) Xeon(R) CPU           ${m[1]}  @ ${clock}`;
  if ((m = /^(Pentium|Celeron) (Gold|Silver) (\w+)$/.exec(p.name)))
    return year(p) >= 2020
      ? `Intel(R) ${m[1]}(R) ${m[2]} ${m[3]} @ ${clock}`
      : `Intel(R) ${m[1]}(R) ${m[2]} ${m[3]} CPU @ ${clock}`;
  if ((m = /^(Pentium|Celeron) (\w+)$/.exec(p.name))) {
    if (p.codename === "Gemini Lake" || p.codename === "Gemini Lake Refresh")
      return `Intel(R) ${m[1]}(R) ${m[2]} CPU @ ${clock}`;
    if (year(p) >= 2021) return `Intel(R) ${m[1]}(R) ${m[2]} @ ${clock}`;
    return `Intel(R) ${m[1]}(R) CPU ${m[2]} @ ${clock}`;
  }
  if ((m = /^Atom (x\d-\w+)$/.exec(p.name))) return `Intel(R) Atom(TM) ${m[1]}  CPU @ ${clock}`;
  if ((m = /^Atom (\w+)$/.exec(p.name))) return `Intel(R) Atom(TM) CPU ${m[1]} @ ${clock}`;
  if ((m = /^Processor (\w+)$/.exec(p.name))) return `Intel(R) ${m[1]}`;
  return `Intel(R) ${p.name} CPU @ ${clock}`;
}

/** The graphics part of an AMD APU's brand string, by era. */
function radeonPart(p: BrandSource): string {
  const gpu = p.gpuName ?? "";
  if (/^Ryzen [35] [23]\d{3}[UH]/.test(p.name) || /Ryzen \d PRO [23]\d{3}U/.test(p.name))
    return "with Radeon Vega Mobile Gfx";
  if (/Vega/.test(gpu) || /^(?:Ryzen \d (?:PRO )?[23]\d{3}G|Athlon \d{3,4}GE?$)/.test(p.name))
    return "with Radeon Vega Graphics";
  if (/Radeon \d{3,4}[MS]/.test(gpu))
    return `w/ ${gpu.replace(/^AMD /, "")}${/^Ryzen AI/.test(p.name) ? "" : " Graphics"}`;
  return "with Radeon Graphics";
}

/** AMD's CPUID brand string of one processor, by the conventions of its family and era. */
function amdBrandString(p: BrandSource): string {
  const cores = `${p.cores}-Core Processor`;
  if (p.family === "Ryzen Threadripper")
    return / PRO /.test(p.name) ? `AMD ${p.name} ${p.cores}-Cores` : `AMD ${p.name} ${cores}`;
  if (p.family === "EPYC") return `AMD ${p.name} ${cores}`;
  if (p.family === "FX") {
    if (/P$/.test(p.name)) return `AMD ${p.name} Radeon R7, 12 Compute Cores 4C+8G`;
    return `AMD ${p.name.replace(/^FX-/, "FX(tm)-")} ${COUNT_WORD[p.cores] ?? p.cores}-Core Processor`;
  }
  if (p.family === "A-Series")
    return `AMD ${p.name} APU with ${p.gpuName ? `AMD ${p.gpuName}` : "Radeon(tm) HD"} Graphics`;
  if (/^Ryzen AI Max/.test(p.name)) return `AMD ${p.name.toUpperCase()} ${radeonPart(p)}`;
  if (/^Ryzen Z/.test(p.name)) return `AMD ${p.name}`;
  if (p.family === "Ryzen" || p.family === "Athlon") {
    const apu = p.segment === "laptop" || /\d(?:G|GE)$/.test(p.name) || /^Ryzen AI/.test(p.name);
    if (apu && (p.gpuName || p.family === "Athlon" || /\d(?:G|GE)$/.test(p.name)))
      return `AMD ${p.name} ${radeonPart(p)}`;
    if (p.family === "Athlon") return `AMD ${p.name.replace(/^Athlon/, "Athlon(tm)")} Processor`;
    if (/^Ryzen \d (?:PRO )?[12]\d{3}/.test(p.name))
      return `AMD ${p.name} ${COUNT_WORD[p.cores] ?? p.cores}-Core Processor`;
    return `AMD ${p.name} ${cores}`;
  }
  if (p.family === "Phenom" || p.family === "Athlon II") return `AMD ${p.name.replace(/^(\w+)/, "$1(tm)")} Processor`;
  if (p.family === "Opteron") return `AMD Opteron(tm) Processor ${p.name.replace(/^Opteron /, "")}`;
  return `AMD ${p.name} Processor`;
}

/** A processor's name as its CPUID brand string gives it (what Windows, lscpu and CPU-Z print). */
export function brandStringOf(p: BrandSource): string {
  return p.vendor === "intel" ? intelBrandString(p) : amdBrandString(p);
}

/** The same brand string as people paste it: alone, from Windows' About page, lscpu, CPU-Z, lower case, a page title. */
export function pastedForms(brand: string, i: number): string[] {
  const forms = [brand];
  switch (i % 5) {
    case 0:
      forms.push(`${brand}   ${/@ ([\d.]+)GHz/.exec(brand)?.[1] ?? "3.10"} GHz`);
      break;
    case 1:
      forms.push(
        `Architecture:            x86_64\n  CPU op-mode(s):        32-bit, 64-bit\nVendor ID:               ${brand.startsWith("AMD") ? "AuthenticAMD" : "GenuineIntel"}\n  Model name:            ${brand}\n    CPU family:          6\n    Model:               158\n    Thread(s) per core:  2`,
      );
      break;
    case 2:
      forms.push(`Name\t${brand.replace(/\((?:R|TM|tm)\)/g, "").replace(/ CPU .*$/, "")}\nSpecification\t${brand}`);
      break;
    case 3:
      forms.push(brand.toLowerCase().replace(/\s+/g, " "));
      break;
    case 4:
      forms.push(`model name\t: ${brand}`);
      break;
  }
  return forms;
}

/** The brand strings of the `top` most-run processors, each alone and in one pasted form. */
export function brandStringQuerySet(
  processors: ReadonlyArray<BrandSource & { id: string; runs: number }>,
  top: number,
): SearchCase[] {
  return [...processors]
    .filter((p) => p.runs > 0)
    .sort((a, b) => b.runs - a.runs)
    .slice(0, top)
    .flatMap((p, i) => pastedForms(brandStringOf(p), i).map((q) => ({ q, expected: `${p.vendor}/${p.id}` })));
}
