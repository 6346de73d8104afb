// Issue 30: a BIOS caveat is relative to the processor the board already runs, and Xeon E5 on
// X99 / X79 boards is board-maker support (with its sources), never Intel's chipset spec.
import { describe, expect, it } from "vitest";
import {
  budgetPriceUsd,
  canUpgrade,
  changeSegments,
  platformBySlug,
  platformChangePicks,
  upgradeOptions,
} from "../../../app/catalog/platforms";
import { CATALOGUE, cpu } from "./catalogue";

const biosChipsets = (from: string, to: string, chipset?: string) =>
  canUpgrade(cpu(from), cpu(to), chipset === undefined ? {} : { chipset }).caveats.flatMap((c) =>
    c.kind === "bios-update" ? c.chipsets : [],
  );

describe("the BIOS a target needs, relative to the processor the board runs", () => {
  it.each([
    // A board running a 14700K already has a BIOS for Raptor Lake Refresh, and so for Raptor Lake.
    ["intel/core-i7-14700k", "intel/core-i9-14900k"],
    ["intel/core-i7-14700k", "intel/core-i9-13900k"],
    ["intel/core-i7-14700k", "intel/core-i5-12600k"],
    // Same generation on an updated board; an older generation than the board runs.
    ["intel/core-i9-13900k", "intel/core-i5-13600k"],
    ["amd/ryzen-7-5800x", "amd/ryzen-7-3700x"],
    ["intel/xeon-e5-2680-v4", "intel/xeon-e5-2699-v4"],
  ])("%s -> %s: no BIOS update", (from, to) => {
    const check = canUpgrade(cpu(from), cpu(to));
    expect(check.verdict).toBe("ok");
    expect(check.biosUpdate).toBe(false);
    expect(check.caveats.filter((c) => c.kind === "bios-update")).toEqual([]);
  });

  it.each([
    // A B660 board running a 12600K (Alder Lake, out of the box) needs an update for 14th gen.
    ["intel/core-i5-12600k", "intel/core-i9-14900k", "b660", ["b660"]],
    // One update names Raptor Lake and its refresh, but a BIOS for the 13900K predates the 14900K.
    ["intel/core-i9-13900k", "intel/core-i9-14900k", "z690", ["z690"]],
    ["amd/epyc-7742", "amd/epyc-7763", undefined, ["sp3-soc"]],
    ["amd/ryzen-7-3700x", "amd/ryzen-7-5800x", "b450", ["b450"]],
  ] as const)("%s -> %s on %s: BIOS update on %j", (from, to, chipset, expected) => {
    expect(biosChipsets(from, to, chipset)).toEqual(expected);
    expect(canUpgrade(cpu(from), cpu(to), chipset === undefined ? {} : { chipset }).biosUpdate).toBe(true);
  });

  it("keeps the warning for boards of chipsets that take the board's processor out of the box but the target only after an update", () => {
    // 12600K boards: Z790 takes 14th gen only after an update too, and Z690 after one.
    const chipsets = biosChipsets("intel/core-i5-12600k", "intel/core-i9-14900k");
    expect(chipsets).toEqual(expect.arrayContaining(["z790", "z690", "b660"]));
    // From a 14700K only chipsets that take it are left, and none of them needs an update for the 14900K.
    expect(biosChipsets("intel/core-i7-14700k", "intel/core-i9-14900k")).toEqual([]);
  });
});

describe("Xeon E5 on X99 and X79 boards: board-maker support with sources", () => {
  it("lists X99 for E5-1600/2600 v3 and v4, by board makers, with the sources, and not for E5-4600", () => {
    const x99 = platformBySlug("lga2011-3")?.chipsets.find((c) => c.slug === "x99");
    expect(x99?.boardMakerSupport).toEqual([
      { generations: ["haswell-ep", "broadwell-ep"], sources: [expect.stringMatching(/^https:\/\//)] },
    ]);
    const check = canUpgrade(cpu("intel/xeon-e5-2680-v4"), cpu("intel/xeon-e5-2699-v4"), { chipset: "x99" });
    expect(check.verdict).toBe("ok");
    expect(check.caveats).toContainEqual({
      kind: "board-maker",
      chipsets: ["x99"],
      sources: x99!.boardMakerSupport![0]!.sources,
    });
    expect(canUpgrade(cpu("intel/xeon-e5-1650-v3"), cpu("intel/xeon-e5-2680-v4"), { chipset: "x99" }).verdict).toBe(
      "ok",
    );
    expect(canUpgrade(cpu("intel/xeon-e5-4669-v4"), cpu("intel/xeon-e5-4669-v4"), { chipset: "x99" })).toMatchObject({
      verdict: "no",
      reason: "chipset-does-not-take-from",
    });
  });

  it("offers an X99 board's owner with an E5-2680 v4 the faster E5 v4 parts and the Core i7-6950X", () => {
    const result = upgradeOptions(cpu("intel/xeon-e5-2680-v4"), CATALOGUE, { chipset: "x99" });
    if (result.kind !== "options") throw new Error(result.kind);
    const ids = [...result.ranked, ...result.unranked].map((o) => o.cpu.id);
    expect(ids).toContain("xeon-e5-2699-v4");
    expect(ids).toContain("core-i7-6950x");
    // The 6950X needs a Broadwell-E BIOS: a board-maker BIOS for Xeons is not known to have it.
    const i7 = [...result.ranked, ...result.unranked].find((o) => o.cpu.id === "core-i7-6950x")!;
    expect(i7.caveats.map((c) => c.kind)).toEqual(expect.arrayContaining(["board-maker", "bios-update"]));
  });

  it("lists X79 for E5-1600/2600 v1 and v2 by board makers", () => {
    const x79 = platformBySlug("lga2011")?.chipsets.find((c) => c.slug === "x79");
    expect(x79?.boardMakerSupport?.[0]?.generations).toEqual(["sandy-bridge-ep", "ivy-bridge-ep"]);
    expect(canUpgrade(cpu("intel/xeon-e5-2680"), cpu("intel/xeon-e5-2690-v2"), { chipset: "x79" }).verdict).toBe("ok");
  });
});

describe("if you change platform", () => {
  it("searches desktop too for a workstation or server part, the part's own segment only for desktop", () => {
    expect(changeSegments(cpu("intel/xeon-e5-2680-v4"))).toEqual(["server", "desktop"]);
    expect(changeSegments(cpu("intel/core-i7-14700k"))).toEqual(["desktop"]);
    const picks = platformChangePicks(cpu("intel/xeon-e5-2680-v4"), CATALOGUE, { measuredOn: "2026-04-24" });
    const segments = new Set(picks.flatMap((b) => b.picks.map((p) => p.cpu.segment)));
    expect(segments.has("desktop")).toBe(true);
  });

  it("reads a launch price as a price only where the value rule allows (not discontinued, recent to the figures)", () => {
    const old = cpu("intel/xeon-e5-2680-v4");
    expect(budgetPriceUsd(old, "2026-04-24")).toBeNull();
    const recent = cpu("intel/core-i7-14700k");
    expect(budgetPriceUsd(recent, "2026-04-24")).toBe(recent.launchPriceUsd);
    const picks = platformChangePicks(cpu("intel/core-i7-4790k"), CATALOGUE, { measuredOn: "2026-04-24" });
    for (const { picks: band } of picks)
      for (const p of band) expect(budgetPriceUsd(p.cpu, "2026-04-24"), p.cpu.id).toBe(p.launchPriceUsd);
  });
});
