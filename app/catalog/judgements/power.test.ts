import { describe, expect, it } from "vitest";
import { comparisonPowerKind, nominalPower, packagePower, powerOfKind, underLoadPower } from "./power";

const i5t = { tdpW: 35, maxTurboPowerW: 92 };
const ryzen = { tdpW: 65, maxTurboPowerW: null };
const arrowLake = { tdpW: null, basePowerW: 125, maxTurboPowerW: 250 };

describe("power bases", () => {
  it("under load is Intel's Maximum Turbo Power; nominal is the TDP, else the processor base power", () => {
    expect(underLoadPower(i5t)).toEqual({ watts: 92, basis: "pl2" });
    expect(nominalPower(i5t)).toEqual({ watts: 35, basis: "tdp" });
    expect(nominalPower(arrowLake)).toEqual({ watts: 125, basis: "tdp" });
    expect(powerOfKind(i5t, "nominal")).toEqual({ watts: 35, basis: "tdp" });
  });

  it("AMD's stated socket power for Zen on AM4/AM5 only; no other power under load comes from a TDP", () => {
    const zen = (socket: string, microarchitecture: string, tdpW: number) => ({
      vendor: "amd" as const,
      socket,
      microarchitecture,
      tdpW,
      maxTurboPowerW: null,
    });
    expect(underLoadPower(zen("AM5", "Zen 4", 170))).toEqual({ watts: 230, basis: "ppt" });
    expect(underLoadPower(zen("AM4", "Zen 3", 105))).toEqual({ watts: 142, basis: "ppt" });
    expect(underLoadPower(zen("AM4", "Zen 2", 65))).toEqual({ watts: 88, basis: "ppt" });
    expect(underLoadPower(zen("AM4", "Excavator", 65))).toBeNull();
    expect(underLoadPower(zen("sTRX4", "Zen 2", 280))).toBeNull();
    expect(underLoadPower(zen("FP8", "Zen 5", 28))).toBeNull();
    expect(underLoadPower(ryzen)).toBeNull();
    expect(packagePower(ryzen)).toEqual({ watts: 65, basis: "tdp" });
    expect(packagePower({ tdpW: null, maxTurboPowerW: null })).toBeNull();
  });

  it("a comparison uses power under load only when every processor has it, else the nominal rating", () => {
    expect(comparisonPowerKind([i5t, arrowLake])).toBe("under-load");
    expect(comparisonPowerKind([i5t, ryzen])).toBe("nominal");
    expect(comparisonPowerKind([])).toBe("nominal");
  });
});
