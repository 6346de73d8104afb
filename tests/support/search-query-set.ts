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
