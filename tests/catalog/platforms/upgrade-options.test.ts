import { describe, expect, it } from "vitest";
import { platformChangePicks, upgradeOptions } from "../../../app/catalog/platforms";
import { CATALOGUE, cpu } from "./catalogue";

const ids = (options: { cpu: { id: string } }[]) => options.map((o) => o.cpu.id);

describe("upgradeOptions", () => {
  const from = cpu("intel/core-i3-8100");
  const result = upgradeOptions(from, CATALOGUE);
  if (result.kind !== "options") throw new Error("expected options");

  it("offers the Core i9-9900K to a Core i3-8100 board, with the measured gain, price, power change and caveats", () => {
    const option = result.ranked.find((o) => o.cpu.id === "core-i9-9900k");
    const to = cpu("intel/core-i9-9900k");
    expect(option).toBeDefined();
    expect(option?.gain).toEqual({
      singlePct: Math.round((to.geekbench6!.single / from.geekbench6!.single - 1) * 1000) / 10,
      multiPct: Math.round((to.geekbench6!.multi / from.geekbench6!.multi - 1) * 1000) / 10,
    });
    expect(option?.launchPriceUsd).toBe(to.launchPriceUsd);
    expect(option?.powerDeltaW).toBe(to.tdpW! - from.tdpW!);
    expect(option?.biosUpdate).toBe(true);
    expect(result.platform.slug).toBe("lga1151-v2");
  });

  it("ranks by multi-core gain, best first, and lists only faster processors", () => {
    const gains = result.ranked.map((o) => o.gain!.multiPct);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(gains.every((g) => g > 0)).toBe(true);
    expect(result.ranked[0]?.cpu.id).toMatch(/^core-i9-9900/);
  });

  it("never offers a processor of another platform or the processor itself", () => {
    const all = [...result.ranked, ...result.unranked];
    expect(ids(all)).not.toContain("core-i3-8100");
    expect(ids(all)).not.toContain("core-i7-7700k");
    expect(all.every((o) => o.cpu.socket === "LGA1151")).toBe(true);
  });

  it("applies the budget (launch price)", () => {
    const cheap = upgradeOptions(from, CATALOGUE, { budgetMax: 300 });
    if (cheap.kind !== "options") throw new Error("expected options");
    expect(cheap.ranked.length).toBeGreaterThan(0);
    expect(cheap.ranked.every((o) => o.launchPriceUsd !== null && o.launchPriceUsd <= 300)).toBe(true);
    expect(ids(cheap.ranked)).not.toContain("core-i9-9900k");
  });

  it("ranks by single-core gain when asked", () => {
    const single = upgradeOptions(cpu("amd/ryzen-7-1700"), CATALOGUE, { rankBy: "single" });
    if (single.kind !== "options") throw new Error("expected options");
    const gains = single.ranked.map((o) => o.gain!.singlePct);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(ids(single.ranked)).toContain("ryzen-7-5700x3d");
  });

  it("narrows to the board's chipset: an H410 board gets no Rocket Lake", () => {
    const h410 = upgradeOptions(cpu("intel/core-i5-10400"), CATALOGUE, { chipset: "h410" });
    if (h410.kind !== "options") throw new Error("expected options");
    expect([...h410.ranked, ...h410.unranked].some((o) => o.cpu.codename === "Rocket Lake")).toBe(false);
    expect(ids(h410.ranked)).toContain("core-i9-10900k");
  });

  it("answers not upgradeable for a soldered laptop processor", () => {
    const laptop = upgradeOptions(cpu("intel/core-i7-1165g7"), CATALOGUE);
    expect(laptop).toEqual({ kind: "not-upgradeable", fit: { kind: "soldered", package: "FCBGA1449" } });
  });
});

describe("platformChangePicks", () => {
  it("picks faster desktop processors on other platforms per price band, naming the board and memory changes", () => {
    const bands = platformChangePicks(cpu("intel/core-i7-6700k"), CATALOGUE);
    expect(bands.map((b) => b.band.minUsd)).toEqual([0, 150, 300, 500, 800]);
    const picks = bands.flatMap((b) => b.picks);
    expect(picks.length).toBeGreaterThan(5);
    for (const { band, picks: inBand } of bands) {
      expect(inBand.length).toBeLessThanOrEqual(3);
      for (const p of inBand) {
        expect(p.launchPriceUsd).toBeGreaterThanOrEqual(band.minUsd);
        if (band.maxUsd !== null) expect(p.launchPriceUsd).toBeLessThan(band.maxUsd);
        expect(p.cpu.segment).toBe("desktop");
        expect(p.cpu.socket).not.toBe("LGA1151");
        expect(p.gain.multiPct).toBeGreaterThan(0);
        expect(p.changes[0]).toMatchObject({ kind: "board" });
      }
    }
    const am5 = picks.find((p) => p.cpu.socket === "AM5");
    expect(am5?.changes).toContainEqual({ kind: "memory", from: ["DDR4", "DDR3L"], to: ["DDR5"] });
  });

  it("keeps DDR4 when asked: no pick needs new memory", () => {
    const picks = platformChangePicks(cpu("intel/core-i7-6700k"), CATALOGUE, { keepMemory: "DDR4" }).flatMap(
      (b) => b.picks,
    );
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.changes.every((c) => c.kind === "board"))).toBe(true);
    expect(picks.some((p) => p.cpu.socket === "AM5")).toBe(false);
  });
});

// Issue #23: the advisor used to answer "unknown" for the boards most in need of advice.
describe("upgradeOptions on older platforms", () => {
  it.each([
    ["intel/xeon-e5-2680-v2", "lga2011"],
    ["amd/fx-8350", "am3-plus"],
    ["intel/core-i7-920", "lga1366"],
    ["intel/core-2-quad-q9550", "lga775"],
  ])("%s gets real options on %s", (key, slug) => {
    const result = upgradeOptions(cpu(key), CATALOGUE);
    if (result.kind !== "options") throw new Error(`expected options for ${key}, got ${result.kind}`);
    expect(result.platform.slug).toBe(slug);
    const all = [...result.ranked, ...result.unranked];
    expect(all.length).toBeGreaterThan(0);
    for (const o of all) {
      expect(o.chipsets.length).toBeGreaterThan(0);
      expect(o.cpu.socket).toBe(cpu(key).socket);
    }
  });

  it("offers the i7-920 a six-core Gulftown on X58 after a BIOS update", () => {
    const result = upgradeOptions(cpu("intel/core-i7-920"), CATALOGUE);
    if (result.kind !== "options") throw new Error("expected options");
    const gulftown = [...result.ranked, ...result.unranked].find((o) => o.cpu.id === "core-i7-990x");
    expect(gulftown?.chipsets).toEqual(["x58"]);
    expect(gulftown?.caveats).toContainEqual({ kind: "bios-update", chipsets: ["x58"] });
  });

  it("says the FX-8350 on a 900-series board depends on the board maker's BIOS", () => {
    const result = upgradeOptions(cpu("amd/fx-8150"), CATALOGUE);
    if (result.kind !== "options") throw new Error("expected options");
    const vishera = [...result.ranked, ...result.unranked].find((o) => o.cpu.id === "fx-8350");
    expect(vishera?.caveats).toContainEqual({
      kind: "bios-update",
      chipsets: ["990fx", "990x", "970"],
      boardVendorDiscretion: true,
    });
  });
});

describe("a gain from a low-confidence figure says whose", () => {
  it("names the side whose Geekbench 6 figure is low-confidence, the current processor's first", () => {
    const from = cpu("intel/core-i3-8100");
    const to = cpu("intel/core-i9-9900k");
    const low = (c: typeof from) => ({ ...c, geekbench6: { ...c.geekbench6!, lowConfidence: "few-results" as const } });
    const gainOf = (a: typeof from, b: typeof from) => {
      const result = upgradeOptions(
        a,
        CATALOGUE.map((c) => (c.id === b.id ? b : c)),
      );
      if (result.kind !== "options") throw new Error("expected options");
      return result.ranked.find((o) => o.cpu.id === b.id)?.gain;
    };
    expect(gainOf(from, to)?.lowConfidence).toBeUndefined();
    expect(gainOf(from, low(to))?.lowConfidence).toBe("to");
    expect(gainOf(low(from), low(to))?.lowConfidence).toBe("from");
  });
});
