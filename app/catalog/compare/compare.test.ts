import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCpuRef } from "../cpu-ref";
import { COMPARE_MAX, compareHref, parseCompareIds } from "./compare-ids";
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
