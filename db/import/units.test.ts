import { describe, expect, it } from "vitest";
import { arkModelName, amdModelName, familyOf, splitVendorName } from "./model-names";
import { memorySpeedIn, memoryTypesIn, pcieVersionIn } from "./row-reader";
import {
  FieldError,
  parseClockMhz,
  parseVendorLaunchDate,
  parsePowerW,
  parseSizeKib,
  parseTemperatureC,
  parseUsd,
} from "./units";

describe("unit parsers", () => {
  it.each([
    ["3.70 GHz", 3700],
    ["Up to 5.1 GHz", 5100],
    ["up to 3.9 GHz", 3900],
    ["2000 MHz", 2000],
    ["5 GHz", 5000],
    ["N/A", undefined],
    ["", undefined],
  ])("clock %j -> %j MHz", (raw, mhz) => expect(parseClockMhz(raw)).toBe(mhz));

  it.each([
    ["125 W", 125],
    ["55W", 55],
    ["15-28W", 15],
    ["10-25/25W", 10],
    ["65+W", 65],
    ["52.8 W", 52.8],
  ])("power %j -> %j W", (raw, w) => expect(parsePowerW(raw)).toBe(w));

  it.each([
    ["36 MB Intel® Smart Cache", 36 * 1024],
    ["256MB (shared)", 256 * 1024],
    ["128 KB L2 Cache", 128],
    ["1.5 MB", 1536],
  ])("size %j -> %j KiB", (raw, kib) => expect(parseSizeKib(raw)).toBe(kib));

  it.each([
    ["Q1'25", "2025-Q1"],
    ["Q4 2022", "2022-Q4"],
    ["Q12021", "2021-Q1"],
    ["2Q18", "2018-Q2"],
    ["1/12/2021", "2021-01-12"],
    ["04/19/2022", "2022-04-19"],
    ["Jan 4th, 2023", "2023-01-04"],
    ["Sep 21st, 2004", "2004-09-21"],
    ["04'16", "2016-04"],
    ["Q'00", undefined],
    ["Never Released", undefined],
  ])("launch date %j -> %j", (raw, date) => expect(parseVendorLaunchDate(raw)).toBe(date));

  it("prices take the low end of a range; temperatures the first figure", () => {
    expect(parseUsd("$236.00-$246.00")).toBe(236);
    expect(parseUsd("$7890")).toBe(7890);
    expect(parseTemperatureC("100C (PGA); 105C (BGA)")).toBe(100);
    expect(parseTemperatureC("-40°C to 85°C")).toBeUndefined();
  });

  it.each([["fast"], ["12 parsecs"], ["GHz"]])("garbage %j is a FieldError, not a guess", (raw) => {
    expect(() => parseClockMhz(raw)).toThrow(FieldError);
    expect(() => parsePowerW(raw)).toThrow(FieldError);
  });

  it("reads memory types, speeds and PCIe versions out of free text", () => {
    expect(memoryTypesIn("Up to DDR5 5600 MT/s Up to LPDDR5/x 7467 MT/s")).toEqual(["DDR5", "LPDDR5", "LPDDR5x"]);
    expect(memoryTypesIn("DDR4, DDR54800 MHz Single-channel")).toEqual(["DDR4", "DDR5"]);
    expect(memorySpeedIn("DDR4, DDR54800 MHz Single-channel")).toBe(4800);
    expect(memorySpeedIn("256-bit LPDDR5x")).toBeUndefined();
    expect(memorySpeedIn("DDR3 1066/1333")).toBe(1333);
    expect(pcieVersionIn("5.0 and 4.0")).toBe("5.0");
    expect(pcieVersionIn("PCIe® 4.0 x16")).toBe("4.0");
  });
});

describe("model names", () => {
  it.each([
    ["Intel® Core™ i7 processor 14701E", "i7-14701E", "Core i7-14701E"],
    ["Intel® Core™ Ultra 5 Processor 225", "225", "Core Ultra 5 225"],
    ["Intel® Core™ i9-14900K Processor", "i9-14900K", "Core i9-14900K"],
    ["Intel® Xeon® Platinum 8480+ Processor", "8480+", "Xeon Platinum 8480+"],
    ["Intel® Processor N100", "N100", "Processor N100"],
    ["Intel® Xeon® Processor E3-1240 v3", "E3-1240 v3", "Xeon E3-1240 v3"],
    ["Intel® Xeon® Processor E7-4809 v3", "E7-4809V3", "Xeon E7-4809 v3"],
    ["Intel® Core™2 Duo Processor E8400", "E8400", "Core 2 Duo E8400"],
    ["Intel® Core™ i9-7900X X-series Processor", "i9-7900X", "Core i9-7900X"],
    ["Intel® Core™ i9-10980XE Extreme Edition Processor", "i9-10980XE", "Core i9-10980XE"],
    ["Intel® Core™ i7-6950X Processor Extreme Edition", "i7-6950X", "Core i7-6950X"],
    [
      "Intel® Core™ i7+8700 Processor (12M Cache, up to 4.60 GHz) includes Intel® Optane™ Memory",
      "i7-8700",
      "Core i7+8700",
    ],
  ])("ARK %j + %j -> %j", (title, number, name) => expect(arkModelName(title, number)).toBe(name));

  it.each([
    ["AMD Ryzen™ 9 7950X3D", "Ryzen 9 7950X3D"],
    ["A8-7410 with Radeon™ R5 Graphics", "A8-7410"],
    ["AMD Ryzen™ 5 3400G\u200b with Radeon™ RX Vega 11 Graphics", "Ryzen 5 3400G"],
    ["AMD Ryzen™ AI Max+ PRO 395", "Ryzen AI Max+ PRO 395"],
    ["7th Gen AMD Athlon X4 940", "Athlon X4 940"],
    ["AMD Ryzen™ 5 3500 Processor (OEM Only)", "Ryzen 5 3500"],
  ])("AMD %j -> %j", (raw, name) => expect(amdModelName(raw)).toBe(name));

  it.each([
    ["Intel Core i9-12900K @ 3.20GHz", undefined, { vendor: "intel", name: "Core i9-12900K" }],
    ["AMD FX-9370 Eight-Core", undefined, { vendor: "amd", name: "FX-9370" }],
    ["Core i7 1185G7", "Intel", { vendor: "intel", name: "Core i7-1185G7" }],
    ["Threadripper 3990X", "AMD", { vendor: "amd", name: "Ryzen Threadripper 3990X" }],
    ["Ryzen 5 Pro 5650U", "AMD", { vendor: "amd", name: "Ryzen 5 PRO 5650U" }],
    ["Intel Xeon E3-1230V2", undefined, { vendor: "intel", name: "Xeon E3-1230 v2" }],
    ["Intel Xeon E5-2680 v4", undefined, { vendor: "intel", name: "Xeon E5-2680 v4" }],
    ["AMD Ryzen AI 5 340 w/ Radeon 840M", undefined, { vendor: "amd", name: "Ryzen AI 5 340" }],
    ["Qualcomm Snapdragon 8cx", undefined, null],
    ["M1", "Apple", null],
  ])("benchmark name %j (%j) -> %j", (raw, hint, model) => expect(splitVendorName(raw, hint)).toEqual(model));

  it("families by explicit rules", () => {
    expect(familyOf("amd", "Ryzen Threadripper PRO 7995WX")).toBe("Ryzen Threadripper");
    expect(familyOf("amd", "A10-7850K")).toBe("A-Series");
    expect(familyOf("intel", "Core 2 Duo E8400")).toBe("Core 2");
    expect(familyOf("intel", "Processor N100")).toBe("Intel Processor");
  });
});
