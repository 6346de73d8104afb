import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contest, markBetter, MARK_THRESHOLD_PERCENT, percentAbove } from "./better";

describe("markBetter", () => {
  it("marks the highest or the lowest, values within the threshold of it included", () => {
    expect(markBetter([8, 16, 16], "higher", "spec")).toEqual([false, true, true]);
    expect(markBetter([5000, 4900, 4000], "higher", "spec")).toEqual([true, true, false]);
    expect(markBetter([125, 65], "lower", "power")).toEqual([false, true]);
  });

  it("marks nothing when values are even, missing, not comparable, or the row has no direction", () => {
    expect(markBetter([8, 8], "higher", "spec")).toEqual([false, false]);
    // A power limit 3 W apart is under the threshold.
    expect(markBetter([65, 68], "lower", "power")).toEqual([false, false]);
    expect(markBetter([125, 65, null], "lower", "power")).toEqual([false, false, false]);
    expect(markBetter([24, 4], "higher", "spec", false)).toEqual([false, false]);
    expect(markBetter([1, 2], null, "spec")).toEqual([false, false]);
  });

  it("never marks two values closer than the threshold apart as one better than the other", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        (a, b) => {
          const marks = markBetter([a, b], "higher", "score");
          if (marks[0] !== marks[1]) expect(percentAbove(a, b)).toBeGreaterThanOrEqual(MARK_THRESHOLD_PERCENT.score);
        },
      ),
    );
  });
});

describe("contest", () => {
  it("names the better side and the gap, even under the quantity's threshold", () => {
    expect(contest(19000, 14800, "higher", "score")).toEqual({ side: 0, percent: 28 });
    expect(contest(409, 449, "lower", "price")).toEqual({ side: 0, percent: 10 });
    expect(contest(10000, 10240, "higher", "score")).toEqual({ side: null, percent: 0 });
    expect(contest(117, 121, "lower", "power")).toEqual({ side: null, percent: 0 });
  });
});
