import { describe, expect, it } from "vitest";
import type { LadderEntry } from "../ladder/rank-ladder";
import { ladderEntry } from "../ladder/test-fixtures";
import { segmentStandings } from "./standing";

const entry = (id: string, score: number, over: Partial<LadderEntry> = {}) =>
  ladderEntry(id, score, { vendor: "intel", samples: 100, series: "Core i5", cores: 6, ...over });

describe("segmentStandings", () => {
  const entries = Array.from({ length: 678 }, (_, i) => entry(`cpu-${i}`, 100000 - i));

  it("states the rank, the count and the share below, and opens the ladder on it", () => {
    const s = segmentStandings(entries, "geekbench6-multi", "desktop").standing({ vendor: "intel", id: "cpu-247" });
    expect(s).toEqual({
      test: "geekbench6-multi",
      segment: "desktop",
      rank: 248,
      total: 678,
      fasterThan: 63,
      lowConfidence: null,
      samples: 100,
      ladderSearch: "?at=intel/cpu-247",
    });
  });

  it("a low-confidence figure is ranked only among the figures with it included, and says so", () => {
    const few = entry("few", 99999.5, { samples: 6, lowConfidence: "few-results" });
    const s = segmentStandings([...entries, few], "geekbench6-multi", "desktop").standing({
      vendor: "intel",
      id: "few",
    });
    expect([s?.rank, s?.total, s?.lowConfidence, s?.samples, s?.ladderSearch]).toEqual([
      2,
      679,
      "few-results",
      6,
      "?at=intel/few&lowConfidence=1",
    ]);
    const other = segmentStandings([...entries, few], "geekbench6-multi", "desktop").standing({
      vendor: "intel",
      id: "cpu-1",
    });
    expect([other?.rank, other?.total]).toEqual([2, 678]);
  });

  it("none without a figure, or where the ladder does not offer the test", () => {
    expect(
      segmentStandings(entries, "geekbench6-multi", "desktop").standing({ vendor: "amd", id: "cpu-1" }),
    ).toBeNull();
    expect(
      segmentStandings(entries.slice(0, 10), "geekbench6-multi", "desktop").standing({ vendor: "intel", id: "cpu-1" }),
    ).toBeNull();
  });
});
