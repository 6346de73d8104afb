// Search finds a processor by the name its computer reports (#32): the CPUID brand string of
// each processor, written by the conventions of its family and era (search-query-set.ts), alone
// and pasted as Windows, lscpu, /proc/cpuinfo and CPU-Z print it. The 600 most-run processors
// and, so that processors added later are held to it too, every processor of the catalogue.
import { describe, expect, it } from "vitest";

// Thousands of searches each: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
import { onlyExactMatch } from "../../../app/catalog/library/search-spelling";
import { searchLibrary } from "../../../app/catalog/library/search-query";
import { rankedPositions } from "../../../app/catalog/library/search-corpus";
import { slugifyModel } from "#catalogue/slug";
import { brandStringOf, brandStringQuerySet, scoreQuerySet, type SearchCase } from "../../support/search-query-set";
import { seedSearchCorpus } from "../../support/seed-search-corpus";

const { seed, corpus, runs, vocabulary } = seedSearchCorpus();
const refs = seed.map((c) => `${c.vendor}/${slugifyModel(c.name)}`);
const processors = seed.map((c, pos) => ({
  ...c,
  codename: c.codename ?? null,
  id: slugifyModel(c.name),
  runs: runs[pos] ?? 0,
}));

function search(q: string, typing = false): string[] {
  const { ranks } = searchLibrary(corpus, q, vocabulary, { typing });
  return ranks ? rankedPositions(corpus, ranks, 3).map((pos) => refs[pos] ?? "") : [];
}

/** The processor Enter and a no-JS submit open: the one the query names exactly, if only one. */
function opens(q: string): string | null {
  const pos = onlyExactMatch(searchLibrary(corpus, q, vocabulary).ranks);
  return pos === -1 ? null : (refs[pos] ?? null);
}

function report(score: ReturnType<typeof scoreQuerySet>): string {
  const pct = (n: number) => ((100 * n) / score.queries).toFixed(2);
  const misses = score.misses.slice(0, 30).map((m) => `${JSON.stringify(m.q)} -> ${m.expected}: ${m.got.join(", ")}`);
  return `${score.queries} queries: first ${pct(score.first)}%, top 3 ${pct(score.top3)}%\n${misses.join("\n")}`;
}

function holds(cases: SearchCase[]) {
  const score = scoreQuerySet(cases, (q) => search(q));
  expect(score.first / score.queries, report(score)).toBeGreaterThanOrEqual(0.99);
  const opened = cases.filter((c) => opens(c.q) === c.expected).length;
  expect(opened / cases.length, `opened ${opened} of ${cases.length}`).toBeGreaterThanOrEqual(0.99);
}

describe("brand strings as the computer reports them", () => {
  it("the issue's examples, alone and in any case or spacing, name their processor", SLOW, () => {
    const examples: Array<[string, string]> = [
      ["Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz", "intel/xeon-e5-2680-v4"],
      ["Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz", "intel/core-i7-8700k"],
      ["AMD Ryzen 7 5800X 8-Core Processor", "amd/ryzen-7-5800x"],
      ["AMD Ryzen 9 7945HX with Radeon Graphics", "amd/ryzen-9-7945hx"],
      ["AMD EPYC 7763 64-Core Processor", "amd/epyc-7763"],
      ["Intel(R) Celeron(R) N4020 CPU @ 1.10GHz", "intel/celeron-n4020"],
      ["Intel(R) Xeon(R) Gold 6330 CPU @ 2.00GHz", "intel/xeon-gold-6330"],
      ["12th Gen Intel(R) Core(TM) i5-12400F", "intel/core-i5-12400f"],
      ["Intel(R) Core(TM) Ultra 7 155H", "intel/core-ultra-7-155h"],
      ["Intel® Core™ i7-8700K CPU @ 3.70GHz", "intel/core-i7-8700k"],
      ["intel(r)  core(tm)  i7-8700k  cpu  @  3.70ghz", "intel/core-i7-8700k"],
      ["AMD FX(tm)-8350 Eight-Core Processor", "amd/fx-8350"],
      ["Intel(R) Core(TM)2 Duo CPU     E8400  @ 3.00GHz", "intel/core-2-duo-e8400"],
      ["AMD Ryzen AI 9 HX 370 w/ Radeon 890M", "amd/ryzen-ai-9-hx-370"],
      // A laptop part's string names its base clock; a wrong clock still names the model.
      ["Intel(R) Core(TM) i7-8750H CPU @ 4.10GHz", "intel/core-i7-8750h"],
    ];
    const wrong = examples.filter(([q, ref]) => search(q)[0] !== ref || opens(q) !== ref);
    expect(wrong).toEqual([]);
  });

  it("inside a longer paste: lscpu, CPU-Z, Windows' About page, a result page's title", SLOW, () => {
    const pastes = [
      "Architecture: x86_64\nCPU(s): 12\nVendor ID: GenuineIntel\nModel name: Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz\nCPU family: 6",
      "Architecture: x86_64 CPU(s): 12 Vendor ID: GenuineIntel Model name: Intel(R) Core(TM) i7-8700K CPU @ 3.70GHz CPU family: 6 Model: 158",
      "Name\tIntel Core i7 8700K\nCode Name\tCoffee Lake\nSpecification\tIntel(R) Core(TM) i7-8700K CPU @ 3.70GHz",
      "Processor\tIntel(R) Core(TM) i7-8700K CPU @ 3.70GHz   3.70 GHz\nInstalled RAM\t16.0 GB",
      "Intel Core i7-8700K - Geekbench",
    ];
    expect(pastes.map((q) => opens(q))).toEqual(pastes.map(() => "intel/core-i7-8700k"));
  });

  it("typed searches are not read as brand strings", SLOW, () => {
    expect(search("12th gen intel core i5").every((ref) => /core-i5-12\d{2}/.test(ref))).toBe(true);
  });

  it("the 600 most-run processors: at least 99% first, and opened by Enter", SLOW, () => {
    holds(brandStringQuerySet(processors, 600));
  });

  it("every processor of the catalogue, its brand string alone: at least 99% first", SLOW, () => {
    const cases = processors.map((p) => ({ q: brandStringOf(p), expected: `${p.vendor}/${p.id}` }));
    expect(cases.length).toBe(seed.length);
    holds(cases);
  });

  it("the suggest boxes put the same processor first as the library", SLOW, () => {
    const cases = brandStringQuerySet(processors, 600);
    expect(cases.filter((c) => search(c.q, true)[0] !== search(c.q)[0]).map((c) => c.q)).toEqual([]);
  });
});

describe("Xeon model numbers as people type them, for every Xeon E3/E5/E7 of the catalogue (OEM parts included)", () => {
  const xeons = processors.flatMap((p) => {
    const m = /^Xeon (E[357])-(\d{4}[A-Z]*)(?: (v\d))?$/.exec(p.name);
    return m ? [{ p, tier: m[1]!.toLowerCase(), n: m[2]!.toLowerCase(), v: m[3] ?? "" }] : [];
  });
  it("至强e5-2696v4, 2696v3, e5 2678 v3 and the like bring it first", SLOW, () => {
    expect(xeons.length).toBeGreaterThan(50);
    const cases = xeons.flatMap(({ p, tier, n, v }) =>
      [
        `至强${tier}-${n}${v}`,
        `${tier} ${n} ${v}`,
        `${tier.toUpperCase()}-${n.toUpperCase()} ${v}`,
        ...(v ? [`${n}${v}`] : []),
      ].map((q) => ({ q: q.trim(), expected: `${p.vendor}/${p.id}` })),
    );
    const wrong = cases.filter((c) => search(c.q)[0] !== c.expected).map((c) => `${c.q}: ${search(c.q).join(", ")}`);
    expect(wrong).toEqual([]);
  });
});
