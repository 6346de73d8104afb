import { describe, expect, it } from "vitest";
import { FEW_RESULTS, lowConfidenceOf, notScalingServerFigures, type ScalingFigure } from "./benchmark-confidence";

const epyc = (
  id: string,
  cores: number,
  score: number,
  segment: ScalingFigure["segment"] = "server",
): ScalingFigure => ({
  vendor: "amd",
  id,
  series: "EPYC 9004",
  segment,
  cores,
  score,
});

describe("low-confidence benchmark figures", () => {
  it("marks Geekbench averages of fewer than 20 results, and only Geekbench's", () => {
    expect(lowConfidenceOf("geekbench6-multi", FEW_RESULTS - 1, false)).toBe("few-results");
    expect(lowConfidenceOf("geekbench6-single", 5, false)).toBe("few-results");
    expect(lowConfidenceOf("geekbench6-multi", FEW_RESULTS, false)).toBeNull();
    expect(lowConfidenceOf("geekbench6-multi", null, false)).toBeNull();
    expect(lowConfidenceOf("passmark", 3, false)).toBeNull();
  });

  it("marks a server multi-core average no higher than a smaller part's of the same series", () => {
    const flagged = notScalingServerFigures([
      epyc("epyc-9124", 16, 12000),
      epyc("epyc-9654", 96, 11000),
      epyc("epyc-9354", 32, 14000),
      epyc("epyc-9554", 64, 14000),
    ]);
    expect([...flagged].sort()).toEqual(["amd/epyc-9554", "amd/epyc-9654"]);
  });

  it("leaves desktops, other series and growing figures alone, and marks only the multi-core test", () => {
    const other: ScalingFigure = { ...epyc("epyc-7763", 64, 9000), series: "EPYC 7003" };
    const flagged = notScalingServerFigures([
      epyc("epyc-9124", 16, 12000),
      other,
      epyc("x-16", 16, 30000, "desktop"),
      epyc("x-32", 32, 20000, "desktop"),
    ]);
    expect([...flagged]).toEqual([]);
    expect(lowConfidenceOf("geekbench6-single", 500, true)).toBeNull();
    expect(lowConfidenceOf("geekbench6-multi", 500, true)).toBe("not-scaling");
  });
});
