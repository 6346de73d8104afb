import { describe, expect, it } from "vitest";
import { graphicsComparable } from "./graphics";

describe("graphics architectures", () => {
  it("UHD execution units and Xe-cores are not comparable; units of one architecture are", () => {
    const i5 = { vendor: "intel", codename: "Alder Lake", gpuCores: 24 } as const;
    const ultra = { vendor: "intel", codename: "Arrow Lake", gpuCores: 4 } as const;
    expect(graphicsComparable([i5, ultra])).toBe(false);
    expect(graphicsComparable([ultra, { ...ultra, gpuCores: 3 }])).toBe(true);
    expect(graphicsComparable([{ vendor: "amd", codename: "Raphael", gpuCores: 2 }, { ...i5 }])).toBe(false);
    expect(
      graphicsComparable([
        { vendor: "amd", codename: "Unknown", gpuCores: 2 },
        { vendor: "amd", codename: "Unknown", gpuCores: 4 },
      ]),
    ).toBe(false);
  });
});
