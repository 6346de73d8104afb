import { describe, expect, it } from "vitest";
import { VALUE_MONTHS, valueAtLaunchPrice, type ValueInputs } from "./value";

const MEASURED_ON = "2026-04-24";
const cpu = (over: Partial<ValueInputs>): ValueInputs => ({
  geekbench6Multi: 12535,
  launchPriceUsd: 179,
  status: "launched",
  launchDate: "2023-07-25",
  ...over,
});

describe("valueAtLaunchPrice", () => {
  it("is Geekbench 6 multi-core points per launch dollar for a recent processor not discontinued", () => {
    expect(valueAtLaunchPrice(cpu({}), MEASURED_ON)).toBeCloseTo(70.03, 2);
    expect(
      valueAtLaunchPrice(
        cpu({ geekbench6Multi: 1000, launchPriceUsd: 250, status: "announced", launchDate: "2025-Q4" }),
        MEASURED_ON,
      ),
    ).toBe(4);
  });

  it(`is not given for a discontinued processor, nor one launched more than ${VALUE_MONTHS} months before the figures were measured`, () => {
    expect(valueAtLaunchPrice(cpu({ status: "discontinued" }), MEASURED_ON)).toBeNull();
    // A Xeon E5-2680 v4: still "launched" to Intel, but its 2016 list price is not what it costs now.
    expect(
      valueAtLaunchPrice(cpu({ geekbench6Multi: 9000, launchPriceUsd: 1745, launchDate: "2016-Q1" }), MEASURED_ON),
    ).toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchDate: "2023-04" }), MEASURED_ON)).not.toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchDate: "2023-03" }), MEASURED_ON)).toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchDate: null }), MEASURED_ON)).toBeNull();
  });

  it("needs both a figure and a positive price; without a measurement date, no age limit", () => {
    expect(valueAtLaunchPrice(cpu({ geekbench6Multi: null }), MEASURED_ON)).toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchPriceUsd: null }), MEASURED_ON)).toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchPriceUsd: 0 }), MEASURED_ON)).toBeNull();
    expect(valueAtLaunchPrice(cpu({ launchDate: "2016-Q1" }), null)).toBeCloseTo(70.03, 2);
  });
});
