import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { bench, detail } from "../catalog/compare/test-fixtures";
import { buildCompareGroups } from "./compare-rows.server";
import { onlyDifferences } from "./compare-table";

describe("buildCompareGroups", () => {
  const amd = detail({
    id: "a",
    name: "Ryzen 7 7700",
    cores: 8,
    threads: 16,
    tdpW: 65,
    launchPriceUsd: 329,
    benchmarks: [bench("passmark", 35000), bench("geekbench6-multi", 14000)],
  });
  const intel = detail({
    vendor: "intel",
    id: "b",
    name: "Core i7-14700K",
    family: "Core",
    series: "Core 14th Gen",
    socket: "LGA1700",
    cores: 20,
    threads: 28,
    pCores: 8,
    eCores: 12,
    tdpW: 125,
    maxTurboPowerW: 253,
    launchPriceUsd: 409,
    benchmarks: [bench("passmark", 53000, "estimated")],
  });

  it("aligns the spec rows (P-core clocks with plain clocks) and marks the better value per row", () => {
    const groups = buildCompareGroups([amd, intel], [], "en", en);
    const rows = new Map(groups.flatMap((g) => g.rows.map((r) => [r.key, r])));
    expect(rows.get("cores")?.cells.map((c) => c.better)).toEqual([false, true]);
    // One power basis for the pair: only the Intel part publishes a power under load (PL2), so
    // both are set against each other on the nominal rating, named in each per-watt cell.
    expect(rows.get("tdp")?.cells.map((c) => c.better)).toEqual([true, false]);
    expect(rows.get("packagePower")?.cells.map((c) => [c.text, c.better])).toEqual([
      ["—", false],
      ["253 W (PL2, max turbo power)", false],
    ]);
    expect(rows.get("passmark-per-watt")?.label).toContain("nominal");
    expect(rows.get("passmark-per-watt")?.cells.map((c) => [c.text, c.better])).toEqual([
      ["538.5 (TDP)", true],
      ["424 (TDP)", false],
    ]);
    expect(rows.get("launchPrice")?.cells.map((c) => c.better)).toEqual([true, false]);
    expect(rows.get("socket")?.cells.map((c) => c.better)).toEqual([false, false]);
    expect(rows.get("boostClock")?.cells.map((c) => c.text)).toEqual(["5.0 GHz", "5.0 GHz"]);
    expect(rows.has("pBoostClock")).toBe(false);
    expect(rows.get("pCores")?.cells.map((c) => c.text)).toEqual(["—", "8"]);
    expect(rows.get("passmark")?.cells.map((c) => [c.text, c.better, c.estimated])).toEqual([
      ["35,000", false, false],
      ["53,000", true, true],
    ]);
    expect(rows.get("geekbench6-multi")?.cells.map((c) => c.text)).toEqual(["14,000", "—"]);
    expect(rows.get("passmark-per-dollar")?.cells.map((c) => c.text)).toEqual(
      ["106.38", "129.58"].map((v) => Number(v).toFixed(1)),
    );
    expect(groups.map((g) => g.id)).toContain("value");
  });

  it("marks power under load when every processor publishes it, and nothing under the threshold", () => {
    const i5 = detail({ ...intel, id: "c", tdpW: 65, maxTurboPowerW: 117 });
    const i5k = detail({ ...intel, id: "d", tdpW: 125, maxTurboPowerW: 120 });
    const rows = (cpus: ReturnType<typeof detail>[]) =>
      new Map(buildCompareGroups(cpus, [], "en", en).flatMap((g) => g.rows.map((r) => [r.key, r])));
    expect(
      rows([i5, intel])
        .get("packagePower")
        ?.cells.map((c) => c.better),
    ).toEqual([true, false]);
    expect(
      rows([i5, intel])
        .get("tdp")
        ?.cells.map((c) => c.better),
    ).toEqual([false, false]);
    // 117 W against 120 W: under the power threshold, no mark.
    expect(
      rows([i5, i5k])
        .get("packagePower")
        ?.cells.map((c) => c.better),
    ).toEqual([false, false]);
  });

  it("marks nothing against a missing value, nor graphics units of different architectures", () => {
    const uhd = detail({ ...intel, id: "e", codename: "Alder Lake", gpuName: "UHD Graphics 730", gpuCores: 24 });
    const xe = detail({ ...intel, id: "f", codename: "Arrow Lake", gpuName: "Intel Graphics", gpuCores: 4 });
    const xe2 = detail({ ...xe, id: "g", gpuCores: 3 });
    const gpu = (cpus: ReturnType<typeof detail>[]) =>
      buildCompareGroups(cpus, [], "en", en)
        .flatMap((g) => g.rows)
        .find((r) => r.key === "gpuCores")
        ?.cells.map((c) => c.better);
    expect(gpu([uhd, xe])).toEqual([false, false]);
    expect(gpu([xe, xe2])).toEqual([true, false]);
    expect(gpu([xe, xe2, detail({ ...xe, id: "h", gpuCores: null })])).toEqual([false, false, false]);
    // The graphics clock likewise: 2.0 GHz of Xe against 1.45 GHz of UHD says nothing.
    const clock = (cpus: ReturnType<typeof detail>[]) =>
      buildCompareGroups(cpus, [], "en", en)
        .flatMap((g) => g.rows)
        .find((r) => r.key === "gpuClock")
        ?.cells.map((c) => c.better);
    const fast = { gpuClockMhz: 2000 };
    expect(clock([detail({ ...uhd, gpuClockMhz: 1450 }), detail({ ...xe, ...fast })])).toEqual([false, false]);
    expect(clock([detail({ ...xe2, gpuClockMhz: 1450 }), detail({ ...xe, ...fast })])).toEqual([false, true]);
  });

  it("differences only keeps the rows that differ and drops emptied groups", () => {
    const groups = onlyDifferences(buildCompareGroups([amd, detail({ ...amd, id: "c" })], [], "zh", zh));
    expect(groups.flatMap((g) => g.rows.map((r) => r.key))).toEqual([]);
    const diff = onlyDifferences(buildCompareGroups([amd, intel], [], "zh", zh)).flatMap((g) =>
      g.rows.map((r) => r.key),
    );
    expect(diff).toContain("cores");
    expect(diff).not.toContain("memoryTypes");
  });
});
