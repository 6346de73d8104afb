import { describe, expect, it } from "vitest";
import { bench, detail } from "./test-fixtures";
import { buildVerdict, percentAbove } from "./verdict";

// Figures as in the catalogue's seed: 7800X3D (AM5, 120 W TDP, no power under load published, $449) and 14700K (LGA1700, PL2 253 W, $409).
const x3d = detail({
  vendor: "amd",
  id: "ryzen-7-7800x3d",
  name: "Ryzen 7 7800X3D",
  nameZh: "锐龙 7 7800X3D",
  socket: "AM5",
  tdpW: 120,
  launchPriceUsd: 449,
  memoryTypes: ["DDR5"],
  benchmarks: [
    bench("geekbench6-single", 2700),
    bench("geekbench6-multi", 14800),
    bench("cinebench-r23-multi", 18000, "estimated"),
  ],
});
const i7 = detail({
  vendor: "intel",
  id: "core-i7-14700k",
  name: "Core i7-14700K",
  nameZh: "酷睿 i7-14700K",
  socket: "LGA1700",
  tdpW: 125,
  maxTurboPowerW: 253,
  launchPriceUsd: 409,
  memoryTypes: ["DDR4", "DDR5"],
  benchmarks: [bench("geekbench6-single", 2970), bench("geekbench6-multi", 19000), bench("passmark", 53000)],
});

describe("percentAbove", () => {
  it("is the larger over the smaller, in whole percent, either order", () => {
    expect(percentAbove(19000, 14800)).toBe(28);
    expect(percentAbove(14800, 19000)).toBe(28);
    expect(percentAbove(100, 100)).toBe(0);
  });
});

describe("buildVerdict", () => {
  it("says who leads each shared test by how much, then power, price and platform", () => {
    expect(buildVerdict(x3d, i7)).toEqual([
      { kind: "test", test: "geekbench6-multi", winner: 1, percent: 28, threshold: 3, estimated: false, caveats: [] },
      { kind: "test", test: "geekbench6-single", winner: 1, percent: 10, threshold: 3, estimated: false, caveats: [] },
      // One basis for both: only the 14700K publishes a power under load, so the nominal ratings
      // (120 W, 125 W), which are within the threshold: no "lower".
      { kind: "power", on: "nominal", watts: [120, 125], basis: ["tdp", "tdp"], lower: null, percent: 0 },
      { kind: "price", usd: [449, 409], cheaper: 1, percent: 10 },
      { kind: "platform", sockets: ["AM5", "LGA1700"], same: false, memory: [["DDR5"], ["DDR4", "DDR5"]] },
    ]);
  });

  it("is symmetric: swapping the processors swaps the sides", () => {
    const ab = buildVerdict(x3d, i7);
    const ba = buildVerdict(i7, x3d);
    expect(ba.map((p) => p.kind)).toEqual(ab.map((p) => p.kind));
    expect(ba[0]).toMatchObject({ winner: 0, percent: 28 });
    expect(ba[2]).toMatchObject({ watts: [125, 120], lower: null });
    const i5 = detail({ ...i7, id: "core-i5-14600k", tdpW: 125, maxTurboPowerW: 181 });
    const power = (a: typeof i7, b: typeof i7) => buildVerdict(a, b).find((p) => p.kind === "power");
    expect(power(i5, i7)).toMatchObject({ on: "under-load", basis: ["pl2", "pl2"], lower: 0, percent: 40 });
    expect(power(i7, i5)).toMatchObject({ watts: [253, 181], lower: 1 });
  });

  it("calls a difference under the threshold even, flags estimated figures, names a shared socket", () => {
    const a = detail({
      id: "a",
      benchmarks: [bench("passmark", 10000), bench("cinebench-r23-multi", 20000, "estimated")],
      tdpW: 65,
    });
    const b = detail({
      id: "b",
      benchmarks: [bench("passmark", 10240), bench("cinebench-r23-multi", 10000)],
      tdpW: 65,
    });
    expect(buildVerdict(a, b)).toEqual([
      {
        kind: "test",
        test: "cinebench-r23-multi",
        winner: 0,
        percent: 100,
        threshold: 3,
        estimated: true,
        caveats: [],
      },
      { kind: "test", test: "passmark", winner: null, percent: 0, threshold: 3, estimated: false, caveats: [] },
      { kind: "power", on: "nominal", watts: [65, 65], basis: ["tdp", "tdp"], lower: null, percent: 0 },
      { kind: "platform", sockets: ["AM5", "AM5"], same: true, memory: [["DDR5"], ["DDR5"]] },
    ]);
  });

  it("speaks of boards only for two processors that go in a board's socket", () => {
    const laptop = (id: string, socket: string) => detail({ id, segment: "laptop", socket, tdpW: 28 });
    expect(buildVerdict(laptop("a", "FP8"), laptop("b", "BGA2049")).map((p) => p.kind)).toEqual(["power"]);
    expect(buildVerdict(laptop("a", "FP8"), x3d).map((p) => p.kind)).not.toContain("platform");
  });

  it("leaves out what either processor lacks", () => {
    const bare = detail({ id: "bare", socket: null, tdpW: null, launchPriceUsd: null, benchmarks: [] });
    expect(buildVerdict(bare, i7)).toEqual([]);
  });
});
