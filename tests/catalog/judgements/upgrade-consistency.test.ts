// Issue 30's consistency check of the upgrade advisor over the 300 most-run processors of the
// Geekbench 6 list that the seed holds: no BIOS warning for a target of the generation the board
// already runs, nor for one launched in an earlier month than the processor on the board (its
// BIOS is at least that recent). It reads only what the advisor returns, so it measures the code
// before and after a change alike (on main before issue 30: see the closing note).
import { describe, expect, it } from "vitest";
import { GEEKBENCH6_FILE, readGeekbench6Figures } from "../../../db/geekbench6-figures";
import { platformOf, upgradeOptions, type PlatformCpu } from "../../../app/catalog/platforms";
import { CATALOGUE } from "../platforms/catalogue";
import { launchMonthIndex } from "#catalogue/launch-date-order";

const MOST_RUN = 300;

/** The seed's processors of the Geekbench 6 list, most results first. */
function mostRun(): PlatformCpu[] {
  const { figures } = readGeekbench6Figures(GEEKBENCH6_FILE);
  const byKey = new Map(CATALOGUE.map((c) => [`${c.vendor}/${c.id}`, c]));
  return Object.entries(figures)
    .sort(([, a], [, b]) => b.samples - a.samples)
    .flatMap(([key]) => byKey.get(key) ?? [])
    .slice(0, MOST_RUN);
}

const generationOf = (c: PlatformCpu): string | null => {
  const fit = platformOf(c);
  return fit.kind === "socket" ? fit.generation.id : null;
};

describe("the upgrade advisor keeps its own rules for the most-run processors", () => {
  const froms = mostRun();

  it(`covers the ${MOST_RUN} most-run processors, most of them on a socket`, () => {
    expect(froms).toHaveLength(MOST_RUN);
    expect(froms.filter((c) => generationOf(c) !== null).length).toBeGreaterThan(100);
  });

  it("names no BIOS update for a processor of the board's generation or launched before its processor", () => {
    const broken: string[] = [];
    for (const from of froms) {
      const result = upgradeOptions(from, CATALOGUE);
      if (result.kind !== "options") continue;
      const own = generationOf(from);
      for (const option of [...result.ranked, ...result.unranked]) {
        if (!option.biosUpdate) continue;
        const to = launchMonthIndex(option.cpu.launchDate);
        const on = launchMonthIndex(from.launchDate);
        const older = to !== null && on !== null && to < on;
        if (generationOf(option.cpu) === own || older) broken.push(`${from.id} -> ${option.cpu.id}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("warns of a BIOS update for a newer generation the chipsets take only after one", () => {
    const from = CATALOGUE.find((c) => c.id === "core-i5-12600k")!;
    const result = upgradeOptions(from, CATALOGUE);
    if (result.kind !== "options") throw new Error("the 12600K sits on LGA1700");
    const i9 = [...result.ranked, ...result.unranked].find((o) => o.cpu.id === "core-i9-14900k");
    expect(i9?.biosUpdate).toBe(true);
  });
});
