// Platform and specification words (#32): a chipset or socket alone lists the processors its
// boards take (through the chipset's generations) and opens its socket page; specification
// words filter, in both languages, with each other and with a model search.
import { describe, expect, it } from "vitest";

// Thousands of searches each: seconds on a busy machine.
const SLOW = { timeout: 60_000 };
import { searchLibrary, withWordFilters } from "../../../app/catalog/library/search-query";
import { rankedPositions } from "../../../app/catalog/library/search-corpus";
import { emptyLibraryQuery } from "../../../app/catalog/library/library-fields";
import { seedSearchCorpus } from "../../support/seed-search-corpus";

const { seed, corpus, vocabulary } = seedSearchCorpus();
const search = (q: string) => searchLibrary(corpus, q, vocabulary);
const found = (q: string) => {
  const { ranks } = search(q);
  return ranks ? rankedPositions(corpus, ranks).map((pos) => seed[pos]!) : seed;
};

describe("platform words", () => {
  it.each(["x99", "b450", "z790", "c612", "am4", "lga1700", "2011-3", "sp5"])(
    "%s alone lists exactly the processors on the generations it selects",
    (q) => {
      const { words } = search(q);
      expect(words).toHaveLength(1);
      const selected = new Set(
        words[0]!.filter.kind === "chipset" || words[0]!.filter.kind === "socket" ? words[0]!.filter.generations : [],
      );
      const expected = seed.filter((_, pos) => selected.has(corpus.generationKeys[corpus.generations[pos]!] ?? ""));
      expect(expected.length).toBeGreaterThan(0);
      expect(
        found(q)
          .map((c) => c.name)
          .sort(),
      ).toEqual(expected.map((c) => c.name).sort());
    },
  );

  it("x99 lists what X99 boards take: Haswell-E and Broadwell-E Core i7", SLOW, () => {
    const names = found("x99").map((c) => c.name);
    expect(names).toContain("Core i7-5820K");
    expect(names).toContain("Core i7-6950X");
  });

  it("with other words it filters: am5 ryzen 7", SLOW, () => {
    const list = found("am5 ryzen 7");
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.socket === "AM5" && c.name.startsWith("Ryzen 7"))).toBe(true);
  });
});

describe("specification words become the library's filters", () => {
  it.each([
    ["am5 8核", { cores: { min: 8, max: 8 } }],
    ["16 cores", { cores: { min: 16, max: 16 } }],
    ["6核12线程", { cores: { min: 6, max: 6 }, threads: { min: 12, max: 12 } }],
    ["16c32t", { cores: { min: 16, max: 16 }, threads: { min: 32, max: 32 } }],
    ["65w", { tdp: { min: 65, max: 65 } }],
    ["ddr5", { memory: ["DDR5"] }],
    ["无核显 i5", { igpu: "no" }],
    ["不锁频", { unlocked: "yes" }],
  ])("%s", (q, filters) => {
    const query = withWordFilters({ ...emptyLibraryQuery(), q }, search(q).words);
    expect(query).toMatchObject(filters);
  });
});

describe("code names", () => {
  it("a listed one finds its processors", SLOW, () => {
    expect(found("raptor lake").length).toBeGreaterThan(10);
  });
  it("an unlisted one is named, with the nearest listed generation, and finds nothing", SLOW, () => {
    expect(search("nova lake").unlisted).toEqual({
      name: "Nova Lake",
      nearest: expect.objectContaining({ param: "codename" }),
    });
    expect(search("zen 6").unlisted).toEqual({ name: "Zen 6", nearest: { name: "Zen 5", param: "uarch" } });
    expect(found("zen 6")).toEqual([]);
  });
});
