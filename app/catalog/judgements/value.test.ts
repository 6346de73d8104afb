import { describe, expect, it } from "vitest";
import { scorePerLaunchDollar, VALUE_MONTHS, valueEligibility } from "./value";

const FIGURES = "2026-04-24";
const cpu = { launchPriceUsd: 200, status: "launched", launchDate: "2024-10" } as const;

describe("the value rule", () => {
  it(`admits a processor not discontinued and launched at most ${VALUE_MONTHS} months before the figure`, () => {
    expect(valueEligibility(cpu, FIGURES)).toBe("eligible");
    expect(scorePerLaunchDollar(14000, cpu, FIGURES)).toBe(70);
    expect(valueEligibility({ ...cpu, launchDate: "2023-04" }, FIGURES)).toBe("eligible");
  });

  it("says why it gives no value figure", () => {
    expect(valueEligibility({ ...cpu, launchDate: "2023-03" }, FIGURES)).toBe("too-old");
    // The 2022 i3-12100F, the 2016 Xeon E5-2680 v4: their launch prices are not what they cost now.
    expect(valueEligibility({ ...cpu, launchDate: "2022-Q1" }, FIGURES)).toBe("too-old");
    expect(valueEligibility({ ...cpu, status: "discontinued" }, FIGURES)).toBe("discontinued");
    expect(valueEligibility({ ...cpu, launchPriceUsd: null }, FIGURES)).toBe("no-price");
    expect(valueEligibility({ ...cpu, launchDate: null }, FIGURES)).toBe("no-launch-date");
    expect(scorePerLaunchDollar(14000, { ...cpu, status: "discontinued" }, FIGURES)).toBeNull();
    expect(scorePerLaunchDollar(null, cpu, FIGURES)).toBeNull();
  });
});
