import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { zh } from "../../i18n/zh";
import { bench, detail } from "./test-fixtures";
import { markBetter } from "./better";
import { COMPARE_MAX, compareHref, parseCompareIds, parseCpuRef } from "./compare-ids";
import { buildCompareGroups, onlyDifferences } from "./compare-rows";
import { parsePairSlug } from "./pairs";

describe("parseCompareIds", () => {
  it("reads a comma list and the repeated form alike", () => {
    const a = parseCompareIds(["amd/ryzen-7-7800x3d,intel/core-i7-14700k"]);
    const b = parseCompareIds(["amd/ryzen-7-7800x3d", "intel/core-i7-14700k"]);
    expect(a).toEqual(b);
    expect(a).toEqual({
      ok: true,
      duplicates: 0,
      refs: [
        { vendor: "amd", id: "ryzen-7-7800x3d" },
        { vendor: "intel", id: "core-i7-14700k" },
      ],
    });
  });

  it("drops duplicates (counting them) and forgives upper case and spaces", () => {
    expect(parseCompareIds(["AMD/Ryzen-7-7800X3D, amd/ryzen-7-7800x3d", "amd/ryzen-7-7800x3d"])).toEqual({
      ok: true,
      duplicates: 2,
      refs: [{ vendor: "amd", id: "ryzen-7-7800x3d" }],
    });
  });

  it("refuses malformed tokens and more than four processors", () => {
    for (const bad of ["ryzen-7-7800x3d", "arm/x", "amd/", "amd/a/b", "amd/-x", "amd/x_y", "amd/" + "a".repeat(65)]) {
      const result = parseCompareIds([bad]);
      expect(result.ok, bad).toBe(false);
    }
    const five = ["amd/a", "amd/b", "amd/c", "amd/d", "amd/e"];
    expect(parseCompareIds(five)).toMatchObject({ ok: false, message: expect.stringContaining("at most 4") });
    expect(parseCompareIds([...five.slice(0, 4), "amd/a"]).ok).toBe(true);
    expect(parseCompareIds([Array.from({ length: 500 }, (_, i) => `amd/a${i}`).join(",")]).ok).toBe(false);
  });

  it("an empty list is a comparison still to be filled", () => {
    expect(parseCompareIds([])).toEqual({ ok: true, refs: [], duplicates: 0 });
    expect(parseCompareIds([",", " "])).toEqual({ ok: true, refs: [], duplicates: 0 });
  });

  it("never throws, and what it accepts round-trips through compareHref", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (values) => {
        const result = parseCompareIds(values);
        if (!result.ok) return;
        expect(result.refs.length).toBeLessThanOrEqual(COMPARE_MAX);
        const href = compareHref("/compare", result.refs);
        if (result.refs.length === 2) {
          // Two processors: their head-to-head page, the ids in alphabetical order.
          const parsed = parsePairSlug(href.slice("/compare/".length));
          expect(parsed).toEqual({ ok: true, candidates: [result.refs.map((r) => r.id).sort()] });
          return;
        }
        const again = parseCompareIds(new URL(href, "http://x").searchParams.getAll("ids"));
        expect(again).toEqual({ ok: true, refs: result.refs, duplicates: 0 });
      }),
    );
  });

  it("parseCpuRef", () => {
    expect(parseCpuRef("intel/core-ultra-9-285k")).toEqual({ vendor: "intel", id: "core-ultra-9-285k" });
    expect(parseCpuRef("intel")).toBeNull();
  });
});

describe("markBetter", () => {
  it("marks the highest or the lowest, ties included, nothing when all equal or neutral", () => {
    expect(markBetter([8, 16, 16], "higher")).toEqual([false, true, true]);
    expect(markBetter([125, 65, null], "lower")).toEqual([false, true, false]);
    expect(markBetter([8, 8], "higher")).toEqual([false, false]);
    expect(markBetter([8, null], "higher")).toEqual([false, false]);
    expect(markBetter([1, 2], null)).toEqual([false, false]);
  });
});

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
    // TDP is a rating; the package power under load (AMD's PPT, Intel's PL2) decides.
    expect(rows.get("tdp")?.cells.map((c) => c.better)).toEqual([false, false]);
    expect(rows.get("packagePower")?.cells.map((c) => [c.text, c.better])).toEqual([
      ["88 W (PPT, 1.35 × TDP)", true],
      ["253 W (PL2, max turbo power)", false],
    ]);
    expect(rows.get("passmark-per-watt")?.cells.map((c) => c.text)).toEqual(["397.7 (PPT)", "209.5 (PL2)"]);
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
