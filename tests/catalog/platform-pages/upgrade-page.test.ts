// The advisor's page data over the real seed catalogue: query parsing, what is listed, and
// the honest answers (soldered, laptop socket, support not known).
import { describe, expect, it } from "vitest";
import {
  buildUpgradePage,
  currentPlatforms,
  detailUpgrade,
  parseUpgradeQuery,
  type BuiltUpgradePage,
} from "../../../app/catalog/platform-pages/upgrade-page";
import type { UpgradeQuery } from "../../../app/catalog/platform-pages/types";
import { platformOf } from "../../../app/catalog/platforms";
import { ATLAS, atlasCpu, onSocket } from "./atlas-catalogue";

const QUERY: UpgradeQuery = { from: null, budget: null, memory: null, chipset: null };

function page(from: string, query: Partial<UpgradeQuery> = {}): BuiltUpgradePage {
  const cpu = atlasCpu(from);
  const byPlatform = new Map<string, (typeof ATLAS)[number][]>();
  for (const c of ATLAS) {
    const fit = platformOf(c);
    if (fit.kind === "socket") byPlatform.set(fit.platform.slug, [...(byPlatform.get(fit.platform.slug) ?? []), c]);
  }
  const current = currentPlatforms(byPlatform);
  const otherPlatforms = ATLAS.filter((c) => {
    const fit = platformOf(c);
    return fit.kind === "socket" && current.has(fit.platform.slug);
  });
  return buildUpgradePage(cpu, { ...QUERY, from, ...query }, { sameSocket: onSocket(cpu.socket), otherPlatforms });
}

const options = (p: BuiltUpgradePage) => {
  if (p.kind !== "options") throw new Error(`expected options, got ${p.kind}`);
  return p;
};
const listed = (p: BuiltUpgradePage) =>
  [...options(p).ranked, ...options(p).unranked].map((r) => `${r.cpu.vendor}/${r.cpu.id}`);

describe("parseUpgradeQuery", () => {
  const parse = (qs: string) => parseUpgradeQuery(new URLSearchParams(qs));
  it("reads from, budget, memory and chipset; empty values are absent", () => {
    expect(parse("from=Intel/Core-i3-8100&budget=500&memory=DDR4&chipset=Z390&v=abc")).toEqual({
      ok: true,
      query: { from: "intel/core-i3-8100", budget: 500, memory: "ddr4", chipset: "z390" },
    });
    expect(parse("from=amd/ryzen-7-1700&budget=&memory=&chipset=")).toEqual({
      ok: true,
      query: { ...QUERY, from: "amd/ryzen-7-1700" },
    });
    expect(parse("")).toEqual({ ok: true, query: QUERY });
  });
  it.each([
    ["from=ryzen-7-1700", "from"],
    ["from=via/nano", "from"],
    ["from=amd/Ryzen 7", "from"],
    ["from=amd/a&from=amd/b", "from"],
    ["from=amd/ryzen-7-1700&budget=cheap", "budget"],
    ["from=amd/ryzen-7-1700&budget=-5", "budget"],
    ["from=amd/ryzen-7-1700&budget=0", "budget"],
    ["from=amd/ryzen-7-1700&budget=9999999", "budget"],
    ["from=amd/ryzen-7-1700&memory=ddr9", "memory"],
    ["from=amd/ryzen-7-1700&chipset=b450!", "chipset"],
  ])("%s -> 400 naming %s", (qs, param) => {
    expect(parse(qs)).toEqual({ ok: false, param });
  });
});

describe("buildUpgradePage", () => {
  it("offers the Core i9-9900K to a Core i3-8100 (300-series boards), with the BIOS caveat where one is needed", () => {
    const p = options(page("intel/core-i3-8100"));
    const row = p.ranked.find((r) => r.cpu.id === "core-i9-9900k");
    expect(row?.gain?.multiPct).toBeGreaterThan(100);
    expect(row?.biosUpdate).toBe(true);
    expect(row?.caveats.map((c) => c.kind)).toContain("bios-update");
    // Intel publishes no PL2 for these two: the change is between TDPs, and says so.
    expect(row?.power).toEqual({ deltaW: 30, from: { watts: 65, basis: "tdp" }, to: { watts: 95, basis: "tdp" } });
    expect(p.platform.slug).toBe("lga1151-v2");
    // The gains are sorted, best multi-core first.
    const gains = p.ranked.map((r) => r.gain!.multiPct);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it("never offers a Core i7-8700K to a Core i7-6700K (100/200-series boards)", () => {
    const ids = listed(page("intel/core-i7-6700k"));
    expect(ids).not.toContain("intel/core-i7-8700k");
    expect(ids).toContain("intel/core-i7-7700k");
  });

  it("offers the Ryzen 7 5700X3D to a Ryzen 7 1700 after a BIOS update, and Ryzen 9 9950X but not 5950X to a 7700X", () => {
    expect(options(page("amd/ryzen-7-1700")).ranked.find((r) => r.cpu.id === "ryzen-7-5700x3d")?.biosUpdate).toBe(true);
    const ids = listed(page("amd/ryzen-7-7700x"));
    expect(ids).toContain("amd/ryzen-9-9950x");
    expect(ids).not.toContain("amd/ryzen-9-5950x");
  });

  it("offers the Core i9-14900K but not the Core Ultra 9 285K to a Core i5-12600K; the Core Ultra is a platform-change pick", () => {
    const p = options(page("intel/core-i5-12600k"));
    expect(listed(p)).toContain("intel/core-i9-14900k");
    expect(listed(p)).not.toContain("intel/core-ultra-9-285k");
    const picks = p.bands.flatMap((b) => b.picks);
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) {
      expect(pick.platform.slug).not.toBe("lga1700");
      expect(pick.changes[0]).toMatchObject({ kind: "board", platform: pick.platform.slug });
    }
  });

  it("filters by budget (launch price) and by the memory kept", () => {
    const cheap = options(page("intel/core-i5-12600k", { budget: 300 }));
    for (const r of [...cheap.ranked, ...cheap.unranked]) expect(r.launchPriceUsd).toBeLessThanOrEqual(300);
    for (const b of cheap.bands) for (const pick of b.picks) expect(pick.launchPriceUsd).toBeLessThanOrEqual(300);
    const ddr4 = options(page("intel/core-i5-12600k", { memory: "ddr4" }));
    for (const b of ddr4.bands)
      for (const pick of b.picks) expect(pick.changes.some((c) => c.kind === "memory")).toBe(false);
  });

  it("narrows to one board's chipset, and rejects a chipset that does not take the processor", () => {
    const z390 = options(page("intel/core-i3-8100", { chipset: "z390" }));
    expect(z390.ranked.find((r) => r.cpu.id === "core-i9-9900k")?.biosUpdate).toBe(false);
    expect(page("intel/core-i3-8100", { chipset: "b650" })).toEqual({ kind: "bad-chipset" });
  });

  it("keeps X299 and other platforms that are no longer current out of the platform-change picks", () => {
    const picks = options(page("intel/core-i7-6700k")).bands.flatMap((b) => b.picks.map((p) => p.platform.slug));
    expect(picks.length).toBeGreaterThan(0);
    for (const slug of ["lga2066", "lga2011-3", "tr4", "lga1151", "lga1151-v2"]) expect(picks).not.toContain(slug);
  });

  it("answers 'cannot be upgraded' for soldered and laptop-socket processors", () => {
    expect(page("intel/core-i7-1165g7")).toMatchObject({ kind: "not-upgradeable", reason: "soldered" });
    expect(page("intel/core-i7-4810mq")).toMatchObject({
      kind: "not-upgradeable",
      reason: "mobile-socket",
      package: "FCPGA946",
    });
  });

  it("says 'not known' (no boards, no options) on a socket whose chipsets are not authored", () => {
    const p = options(page("intel/core-2-extreme-qx9775"));
    expect(p.boards).toEqual([]);
    expect(p.ranked).toEqual([]);
  });
});

describe("detailUpgrade", () => {
  it("gives desktop processors their top three same-board gains, laptop ones nothing", () => {
    const cpu = atlasCpu("intel/core-i3-8100");
    const d = detailUpgrade(cpu, onSocket(cpu.socket));
    expect(d?.kind).toBe("options");
    if (d?.kind === "options") expect(d.top).toHaveLength(3);
    const laptop = atlasCpu("intel/core-i7-1165g7");
    expect(detailUpgrade(laptop, onSocket(laptop.socket))).toBeNull();
    const old = atlasCpu("intel/core-2-extreme-qx9775");
    expect(detailUpgrade(old, onSocket(old.socket))).toMatchObject({ kind: "not-known" });
  });
});
