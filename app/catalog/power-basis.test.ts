import { describe, expect, it } from "vitest";
import { listPowerBasis, packagePower, powerOnBasis } from "./power-basis";

describe("packagePower", () => {
  it("uses Intel's Maximum Turbo Power where published (a 65 W Core i9-14900F draws up to 219 W)", () => {
    expect(packagePower({ vendor: "intel", socket: "LGA1700", tdpW: 65, maxTurboPowerW: 219 })).toEqual({
      watts: 219,
      basis: "pl2",
    });
  });

  it("uses AMD's PPT (1.35 x TDP) on AM4 and AM5", () => {
    expect(packagePower({ vendor: "amd", socket: "AM5", tdpW: 170, maxTurboPowerW: null })).toEqual({
      watts: 230,
      basis: "ppt",
    });
    expect(packagePower({ vendor: "amd", socket: "AM4", tdpW: 105, maxTurboPowerW: null })).toEqual({
      watts: 142,
      basis: "ppt",
    });
    expect(packagePower({ vendor: "amd", socket: "AM5", tdpW: 65, maxTurboPowerW: null })).toEqual({
      watts: 88,
      basis: "ppt",
    });
  });

  it("falls back to TDP, named as such, and to nothing without one", () => {
    expect(packagePower({ vendor: "amd", socket: "SP5", tdpW: 360, maxTurboPowerW: null })).toEqual({
      watts: 360,
      basis: "tdp",
    });
    expect(packagePower({ vendor: "intel", socket: "LGA1151", tdpW: 91, maxTurboPowerW: null })).toEqual({
      watts: 91,
      basis: "tdp",
    });
    expect(packagePower({ vendor: "amd", socket: "FP7", tdpW: null, maxTurboPowerW: null })).toBeNull();
  });
});

describe("listPowerBasis / powerOnBasis", () => {
  const pl2 = { power: { watts: 37, basis: "pl2" as const }, tdpW: 17 };
  const ppt = { power: { watts: 88, basis: "ppt" as const }, tdpW: 65 };
  const tdp = { power: { watts: 28, basis: "tdp" as const }, tdpW: 28 };
  const none = { power: null, tdpW: null };

  it("package power only when every processor has it; else TDP for all; else none", () => {
    expect(listPowerBasis([pl2, ppt])).toBe("package");
    expect(listPowerBasis([pl2, tdp])).toBe("tdp");
    expect(listPowerBasis([pl2, none])).toBe("tdp");
    expect(listPowerBasis([pl2, none, none])).toBeNull();
    expect(listPowerBasis([])).toBeNull();
  });

  it("divides by the list's basis", () => {
    expect(powerOnBasis(pl2, "tdp")).toEqual({ watts: 17, basis: "tdp" });
    expect(powerOnBasis(pl2, "package")).toEqual(pl2.power);
    expect(powerOnBasis(none, "tdp")).toBeNull();
  });
});
