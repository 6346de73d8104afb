import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LADDER, LADDER_MAX, ladderSearch, parseLadderParams } from "./ladder-state";
import { rankLadder } from "./rank-ladder";
import { ladderEntry } from "./test-fixtures";
import { scorePerWatt, viewValue } from "./value-metrics";

const entry = ladderEntry;

describe("parseLadderParams / ladderSearch", () => {
  it("the default view has no query", () => {
    expect(parseLadderParams(new URLSearchParams())).toEqual({ state: DEFAULT_LADDER, ignored: [] });
    expect(ladderSearch(DEFAULT_LADDER)).toBe("");
  });

  it("reads every parameter and writes it back", () => {
    const query =
      "?test=passmark&segment=laptop&vendor=intel&view=price&basis=nominal&ref=intel/core-i7-14700k&n=60&from=301&at=amd/ryzen-5-7600&estimates=1&lowConfidence=1";
    const { state, ignored } = parseLadderParams(new URLSearchParams(query));
    expect(ignored).toEqual([]);
    expect(state).toEqual({
      test: "passmark",
      segment: "laptop",
      vendor: "intel",
      view: "price",
      basis: "nominal",
      ref: { vendor: "intel", id: "core-i7-14700k" },
      n: 60,
      from: 301,
      at: { vendor: "amd", id: "ryzen-5-7600" },
      estimates: true,
      lowConfidence: true,
    });
    expect(ladderSearch(state)).toBe(query);
  });

  it("drops and names bad values, keeps the good ones", () => {
    const { state, ignored } = parseLadderParams(
      new URLSearchParams(
        "test=bogus&segment=all&vendor=arm&ref=x&n=0&view=power&n=5&from=0&at=nope&lowConfidence=yes",
      ),
    );
    expect(state).toEqual({ ...DEFAULT_LADDER, segment: "all", view: "power" });
    expect(ignored.map((i) => i.param)).toEqual(["test", "vendor", "ref", "n", "from", "at", "lowConfidence"]);
    expect(parseLadderParams(new URLSearchParams(`n=${LADDER_MAX + 1}`)).ignored).toHaveLength(1);
  });

  it("never throws and always round-trips", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("test", "segment", "vendor", "view", "basis", "ref", "n", "from", "at", "lowConfidence", "x"),
          fc.string(),
        ),
        (dict) => {
          const { state } = parseLadderParams(new URLSearchParams(dict));
          expect(parseLadderParams(new URLSearchParams(ladderSearch(state))).state).toEqual(state);
        },
      ),
    );
  });
});

describe("value metrics", () => {
  it("per dollar by the value rule and per watt, null without the figure", () => {
    const inputs = {
      score: 1000,
      date: "2026-04-24",
      launchPriceUsd: 250,
      status: "launched",
      launchDate: "2024-10",
    } as const;
    expect(viewValue("price", { ...inputs, power: null })).toBe(4);
    expect(viewValue("price", { ...inputs, launchPriceUsd: null, power: null })).toBeNull();
    // Launched more than three years before the figure, or discontinued: no value figure.
    expect(viewValue("price", { ...inputs, launchDate: "2022-01", power: null })).toBeNull();
    expect(viewValue("price", { ...inputs, status: "discontinued", power: null })).toBeNull();
    expect(scorePerWatt(1000, { watts: 125, basis: "pl2" })).toBe(8);
    expect(scorePerWatt(1000, { watts: 0, basis: "tdp" })).toBeNull();
    expect(scorePerWatt(1000, null)).toBeNull();
    expect(viewValue("score", { ...inputs, power: null })).toBe(1000);
  });
});

describe("rankLadder", () => {
  const entries = [
    entry("b", 500),
    entry("a", 1000, { launchPriceUsd: 500, nominal: { watts: 100, basis: "tdp" } }),
    entry("c", 250, { launchPriceUsd: 100, kind: "estimated" }),
  ];

  const withEstimates = { ...DEFAULT_LADDER, estimates: true };

  it("leaves estimates out unless asked, and says how many figures, of which dates, it ranks", () => {
    const r = rankLadder([...entries, entry("d", 400, { date: "2022-06" })], DEFAULT_LADDER);
    expect(r.shown.map((e) => e.id)).toEqual(["a", "b", "d"]);
    expect([r.figures, r.dates]).toEqual([3, { from: "2022-06", to: "2026-04-24" }]);
    expect(rankLadder([], DEFAULT_LADDER).dates).toBeNull();
  });

  it("ranks highest first, the first place is 100 % without a reference", () => {
    const r = rankLadder(entries, withEstimates);
    expect(r.shown.map((e) => [e.id, e.rank, e.percent, e.isReference])).toEqual([
      ["a", 1, 100, true],
      ["b", 2, 50, false],
      ["c", 3, 25, false],
    ]);
    expect(r.total).toBe(3);
  });

  it("a chosen reference is 100 %; an unknown one falls back to the first place", () => {
    const r = rankLadder(entries, { ...withEstimates, ref: { vendor: "amd", id: "b" } });
    expect(r.shown.map((e) => e.percent)).toEqual([200, 100, 50]);
    expect(r.reference?.id).toBe("b");
    // Shown, the reference is that very row (the page's data carries it once).
    expect(r.shown).toContain(r.reference);
    const missing = rankLadder(entries, { ...DEFAULT_LADDER, ref: { vendor: "intel", id: "b" } });
    expect(missing.referenceMissing).toBe(true);
    expect(missing.reference?.id).toBe("a");
  });

  it("value views rank by points per dollar and leave out processors without a price", () => {
    const r = rankLadder(entries, { ...withEstimates, view: "price" });
    expect(r.shown.map((e) => [e.id, e.value])).toEqual([
      ["c", 2.5],
      ["a", 2],
    ]);
    expect(r.withoutFigure).toBe(1);
  });

  it("shows the first n places when asked from 1, the reference outside them stays known", () => {
    const many = Array.from({ length: 50 }, (_, i) => entry(`m${i}`, 1000 - i));
    const r = rankLadder(many, { ...DEFAULT_LADDER, n: 10, from: 1, ref: { vendor: "amd", id: "m40" } });
    expect(r.shown).toHaveLength(10);
    expect(r.reference?.rank).toBe(41);
    expect(r.shown[0]?.percent).toBeCloseTo((1000 / 960) * 100);
  });
});

describe("the ladder's lists", () => {
  it("accept every test, segment and vendor of the registry", async () => {
    const schema = {
      ...(await import("#catalogue/fields/value-lists")),
      ...(await import("#catalogue/fields/benchmark-tests")),
    };
    for (const test of schema.BENCHMARK_TESTS)
      expect(parseLadderParams(new URLSearchParams({ test })).ignored).toEqual([]);
    for (const segment of schema.SEGMENTS)
      expect(parseLadderParams(new URLSearchParams({ segment })).ignored).toEqual([]);
    for (const vendor of schema.VENDORS) expect(parseLadderParams(new URLSearchParams({ vendor })).ignored).toEqual([]);
  });
});

describe("rankLadder: low-confidence figures", () => {
  const few = entry("ryzen-few", 11000, { samples: 6, lowConfidence: "few-results" });
  const many = entry("ryzen-many", 10000, { samples: 500 });

  it("leaves them out unless asked, and counts what it left out", () => {
    const strict = rankLadder([few, many], DEFAULT_LADDER);
    expect(strict.shown.map((e) => [e.id, e.rank])).toEqual([["ryzen-many", 1]]);
    expect(strict.lowConfidenceLeftOut).toBe(1);
    const loose = rankLadder([few, many], { ...DEFAULT_LADDER, lowConfidence: true });
    expect(loose.shown.map((e) => [e.id, e.lowConfidence])).toEqual([
      ["ryzen-few", "few-results"],
      ["ryzen-many", null],
    ]);
    expect(loose.lowConfidenceLeftOut).toBe(0);
  });

  it("offers the estimates switch only when the data holds estimates", () => {
    expect(rankLadder([few, many], DEFAULT_LADDER).hasEstimates).toBe(false);
    expect(rankLadder([many, entry("e", 1, { kind: "estimated" })], DEFAULT_LADDER).hasEstimates).toBe(true);
  });
});

describe("rankLadder: pages and the processor shown", () => {
  const many = Array.from({ length: 700 }, (_, i) => entry(`m${i}`, 10000 - i));

  it("shows any rank: from a place, clamped to the last", () => {
    const r = rankLadder(many, { ...DEFAULT_LADDER, from: 601 });
    expect([r.from, r.shown[0]?.rank, r.shown.length]).toEqual([601, 601, 30]);
    expect(rankLadder(many, { ...DEFAULT_LADDER, from: 9999 }).shown.map((e) => e.rank)).toEqual([700]);
  });

  it("`at` shows the places around a processor and marks it; one on the first page keeps the top", () => {
    const r = rankLadder(many, { ...DEFAULT_LADDER, at: { vendor: "amd", id: "m247" } });
    expect(r.shown.map((e) => e.rank)).toEqual(Array.from({ length: 30 }, (_, i) => 233 + i));
    expect(r.shown.filter((e) => e.isFocus).map((e) => e.rank)).toEqual([248]);
    expect(rankLadder(many, { ...DEFAULT_LADDER, at: { vendor: "amd", id: "m5" } }).from).toBe(1);
    expect(rankLadder(many, { ...DEFAULT_LADDER, at: { vendor: "intel", id: "m5" } }).atMissing).toBe(true);
  });

  it("a reference below the first page shows the places around it too", () => {
    const r = rankLadder(many, { ...DEFAULT_LADDER, ref: { vendor: "amd", id: "m399" } });
    expect(r.shown.some((e) => e.isReference && e.rank === 400)).toBe(true);
    expect(r.from).toBe(385);
  });
});

describe("rankLadder: one power basis per list", () => {
  const i9 = entry("core-i9-14900f", 19000, {
    vendor: "intel",
    underLoad: { watts: 219, basis: "pl2" },
    nominal: { watts: 65, basis: "tdp" },
  });
  const i5t = entry("core-i5-14600t", 12000, {
    vendor: "intel",
    underLoad: { watts: 92, basis: "pl2" },
    nominal: { watts: 35, basis: "tdp" },
  });
  const r7 = entry("ryzen-7-7700", 14000, { nominal: { watts: 65, basis: "tdp" } });
  const none = entry("no-power", 9000);
  const perWatt = { ...DEFAULT_LADDER, view: "power" } as const;

  it("ranks on power under load, leaving out and counting those with only a nominal rating", () => {
    const r = rankLadder([i9, i5t, r7, none], perWatt);
    expect(r.powerBasis).toBe("under-load");
    expect(r.shown.map((e) => [e.id, Math.round(e.value), e.power?.basis])).toEqual([
      ["core-i5-14600t", 130, "pl2"],
      ["core-i9-14900f", 87, "pl2"],
    ]);
    expect([r.nominalOnly, r.withoutFigure]).toEqual([1, 1]);
  });

  it("on the nominal rating for all when asked, never a rating against a power under load", () => {
    const r = rankLadder([i9, i5t, r7, none], { ...perWatt, basis: "nominal" });
    expect(r.powerBasis).toBe("nominal");
    expect(r.shown.map((e) => [e.id, e.power])).toEqual([
      ["core-i5-14600t", { watts: 35, basis: "tdp" }],
      ["core-i9-14900f", { watts: 65, basis: "tdp" }],
      ["ryzen-7-7700", { watts: 65, basis: "tdp" }],
    ]);
    expect([r.nominalOnly, r.withoutFigure]).toEqual([0, 1]);
  });

  it("other views have no power basis and divide by nothing", () => {
    const r = rankLadder([i9, r7], DEFAULT_LADDER);
    expect([r.powerBasis, r.nominalOnly, r.shown.map((e) => e.power)]).toEqual([null, 0, [null, null]]);
  });
});
