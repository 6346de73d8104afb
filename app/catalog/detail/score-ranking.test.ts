import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nearestScores } from "./score-ranking";
import type { ChartPeer } from "./types";

const peer = (id: string, value: number): ChartPeer => ({
  vendor: "amd",
  id,
  name: id,
  nameZh: id,
  segment: "desktop",
  value,
});

describe("nearestScores", () => {
  it("takes perSide at or above the score going up, then perSide below going down", () => {
    const ranked = [1, 2, 3, 4, 5, 6].map((v) => peer(`p${v}`, v));
    expect(nearestScores(ranked, 4, 2).map((p) => p.value)).toEqual([4, 5, 3, 2]);
    expect(nearestScores(ranked, 0.5, 2).map((p) => p.value)).toEqual([1, 2]);
    expect(nearestScores(ranked, 9, 2).map((p) => p.value)).toEqual([6, 5]);
    expect(nearestScores([], 1, 3)).toEqual([]);
  });

  it("answers as the two ordered, limited queries did (property)", () => {
    const arb = fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 8 }), (values, score, perSide) => {
        // Ascending by value, equal values in insertion order (the index's rowid order).
        const ranked = values
          .map((v, i) => peer(`p${i}`, v))
          .sort((a, b) => a.value - b.value || Number(a.id.slice(1)) - Number(b.id.slice(1)));
        const above = ranked.filter((p) => p.value >= score).slice(0, perSide);
        const below = ranked
          .filter((p) => p.value < score)
          .reverse()
          .slice(0, perSide);
        expect(nearestScores(ranked, score, perSide)).toEqual([...above, ...below]);
      }),
    );
  });
});
