import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CPU_ID_PATTERN } from "#catalogue/slug";
import { compareHref } from "./compare-ids";
import { tierOf } from "../tiers";
import { selectPairs, type PairSource } from "./pair-selection";
import { pairSlug, parsePairSlug } from "./pairs";

describe("pairSlug and parsePairSlug", () => {
  it("one canonical slug per pair: the ids in alphabetical order", () => {
    expect(pairSlug("ryzen-7-7800x3d", "core-i7-14700k")).toBe("core-i7-14700k-vs-ryzen-7-7800x3d");
    expect(pairSlug("core-i7-14700k", "ryzen-7-7800x3d")).toBe("core-i7-14700k-vs-ryzen-7-7800x3d");
  });

  it("reads ids with hyphens on both sides of the separator, forgiving upper case", () => {
    expect(parsePairSlug("core-ultra-9-285k-vs-ryzen-9-9950x3d")).toEqual({
      ok: true,
      candidates: [["core-ultra-9-285k", "ryzen-9-9950x3d"]],
    });
    expect(parsePairSlug("Ryzen-7-7800X3D-VS-Core-i7-14700K")).toEqual({
      ok: true,
      candidates: [["ryzen-7-7800x3d", "core-i7-14700k"]],
    });
    expect(parsePairSlug("Ryzen-7-7800X3D-vs-Core-i7-14700K")).toEqual({
      ok: true,
      candidates: [["ryzen-7-7800x3d", "core-i7-14700k"]],
    });
  });

  it("an id holding '-vs-' gives every reading, the loader takes the first that exists", () => {
    expect(parsePairSlug("a-vs-b-vs-c")).toEqual({
      ok: true,
      candidates: [
        ["a", "b-vs-c"],
        ["a-vs-b", "c"],
      ],
    });
    // "vs" and "vs" is the same id twice; "vs-vs-vs-x" reads two ways.
    expect(parsePairSlug("vs-vs-vs")).toMatchObject({ ok: false });
    expect(parsePairSlug("vs-vs-vs-x")).toEqual({
      ok: true,
      candidates: [
        ["vs", "vs-x"],
        ["vs-vs", "x"],
      ],
    });
  });

  it.each([
    "",
    "ryzen-7-7800x3d",
    "-vs-ryzen-7",
    "ryzen-7-vs-",
    "a_b-vs-c",
    "a--b-vs-c",
    "a-vs-b/c",
    "amd/x-vs-intel/y",
    `${"a".repeat(65)}-vs-b`,
    "x".repeat(500),
  ])("%s is malformed", (slug) => {
    expect(parsePairSlug(slug)).toMatchObject({ ok: false, message: expect.stringContaining("Bad Request") });
  });

  it("the same processor twice is not a pair", () => {
    expect(parsePairSlug("epyc-9654-vs-epyc-9654")).toMatchObject({
      ok: false,
      message: expect.stringContaining("two different processors"),
    });
  });

  it("never throws; any two different ids round-trip through compareHref", () => {
    const id = fc.stringMatching(CPU_ID_PATTERN).filter((s) => s.length <= 64);
    fc.assert(fc.property(fc.string(), (s) => void parsePairSlug(s)));
    fc.assert(
      fc.property(id, id, (a, b) => {
        fc.pre(a !== b);
        const href = compareHref("/en/compare", [
          { vendor: "amd", id: a },
          { vendor: "intel", id: b },
        ]);
        expect(href).toBe(`/en/compare/${pairSlug(a, b)}`);
        const parsed = parsePairSlug(href.slice("/en/compare/".length));
        expect(parsed.ok && parsed.candidates.some(([x, y]) => [x, y].sort().join() === [a, b].sort().join())).toBe(
          true,
        );
      }),
    );
  });

  it("compareHref keeps the query form for one, three and four processors, and extra parameters on a pair", () => {
    const refs = [
      { vendor: "amd", id: "ryzen-7-7800x3d" },
      { vendor: "intel", id: "core-i7-14700k" },
      { vendor: "amd", id: "ryzen-9-9950x" },
    ] as const;
    expect(compareHref("/compare", refs.slice(0, 1))).toBe("/compare?ids=amd/ryzen-7-7800x3d");
    expect(compareHref("/compare", refs)).toBe(
      "/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x",
    );
    expect(compareHref("/compare", refs.slice(0, 2), { diff: "1" })).toBe(
      "/compare/core-i7-14700k-vs-ryzen-7-7800x3d?diff=1",
    );
  });
});

describe("tierOf", () => {
  it.each([
    ["Ryzen 7 7800X3D", 7],
    ["Ryzen 5 5600", 5],
    ["Ryzen Threadripper 7980X", null],
    ["Core i7-14700K", 7],
    ["Core i9-13900K", 9],
    ["Core Ultra 7 265K", 7],
    ["Core 5 120U", null],
    ["EPYC 9654", null],
    ["Xeon w9-3495X", null],
  ])("%s -> %s", (name, tier) => {
    expect(tierOf(name)).toBe(tier);
  });
});

const src = (over: Partial<PairSource> & Pick<PairSource, "id">): PairSource => ({
  vendor: "amd",
  name: over.id,
  segment: "desktop",
  launchDate: "2023-01-01",
  popularity: 0,
  rival: null,
  predecessor: null,
  successor: null,
  ...over,
});

describe("selectPairs", () => {
  const cpus: PairSource[] = [
    src({
      id: "ryzen-7-7800x3d",
      name: "Ryzen 7 7800X3D",
      popularity: 1000,
      launchDate: "2023-04-06",
      rival: { vendor: "intel", id: "core-i7-14700k" },
      predecessor: "ryzen-7-5800x3d",
    }),
    src({
      id: "ryzen-7-5800x3d",
      name: "Ryzen 7 5800X3D",
      popularity: 400,
      launchDate: "2022-04-20",
      successor: "ryzen-7-7800x3d",
    }),
    src({
      vendor: "intel",
      id: "core-i7-14700k",
      name: "Core i7-14700K",
      popularity: 800,
      launchDate: "2023-10-17",
      predecessor: "core-i7-13700k",
    }),
    src({ vendor: "intel", id: "core-i7-13700k", name: "Core i7-13700K", popularity: 600, launchDate: "2022-10-20" }),
    src({ vendor: "intel", id: "core-i5-13400", name: "Core i5-13400", popularity: 900, launchDate: "2023-01-03" }),
    src({ id: "ryzen-5-7600", name: "Ryzen 5 7600", popularity: 50, launchDate: "2023-01-10" }),
    src({
      id: "ryzen-5-1600",
      name: "Ryzen 5 1600",
      popularity: 0,
      launchDate: "2017-04-11",
      successor: "ryzen-5-2600",
    }),
    src({ id: "ryzen-5-2600", name: "Ryzen 5 2600", popularity: 0, launchDate: "2018-04-19" }),
    src({
      vendor: "intel",
      id: "core-i7-1165g7",
      name: "Core i7-1165G7",
      segment: "laptop",
      popularity: 700,
      launchDate: "2020-09-02",
    }),
  ];

  it("takes rivals, predecessors and successors and same-tier matchups, the most run first, each pair once", () => {
    expect(selectPairs(cpus, 100)).toEqual([
      // rival (and same tier): min(1000, 800)
      "core-i7-14700k-vs-ryzen-7-7800x3d",
      // the 13700K's same-tier match is the 7800X3D (within a year, most run): min(600, 1000)
      "core-i7-13700k-vs-core-i7-14700k",
      "core-i7-13700k-vs-ryzen-7-7800x3d",
      // the 5800X3D's same-tier match launched within a year is the 13700K: min(400, 600)
      "core-i7-13700k-vs-ryzen-7-5800x3d",
      "ryzen-7-5800x3d-vs-ryzen-7-7800x3d",
      // the 13400's same-tier match is the Ryzen 5 7600, the less run sets the weight
      "core-i5-13400-vs-ryzen-5-7600",
    ]);
  });

  it("a laptop is matched within its segment, never run processors only as someone's neighbour", () => {
    const pairs = selectPairs(cpus, 100);
    expect(pairs.some((p) => p.includes("1165g7"))).toBe(false);
    expect(pairs.some((p) => p.includes("ryzen-5-1600"))).toBe(false);
  });

  it("stops at the limit, deterministic", () => {
    expect(selectPairs(cpus, 2)).toEqual(["core-i7-14700k-vs-ryzen-7-7800x3d", "core-i7-13700k-vs-core-i7-14700k"]);
    expect(selectPairs([...cpus].reverse(), 100)).toEqual(selectPairs(cpus, 100));
  });
});
