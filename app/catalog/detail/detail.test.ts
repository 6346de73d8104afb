import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgesOf } from "./badges";
import { COMPARABLE_COUNT, MIN_OTHER_VENDOR, pickComparables } from "./comparables";
import { nearestBySpecs, nearestByValue } from "./rival";
import type { ChartPeer } from "./types";
import { detail, summary } from "./test-fixtures";

const peer = (
  vendor: "amd" | "intel",
  id: string,
  value: number,
  segment: ChartPeer["segment"] = "desktop",
): ChartPeer => ({
  vendor,
  id,
  name: id,
  nameZh: id,
  segment,
  value,
});

describe("pickComparables", () => {
  it("keeps the subject, takes the nearest scores and sorts highest first", () => {
    const subject = peer("amd", "s", 1000);
    const candidates = [
      peer("amd", "far", 5000),
      peer("amd", "a", 1100),
      peer("intel", "b", 950),
      peer("intel", "c", 400),
    ];
    const picked = pickComparables(subject, candidates, 2);
    expect(picked.map((p) => p.id)).toEqual(["a", "s", "b"]);
  });

  it("counts a candidate found by two queries once", () => {
    const subject = peer("amd", "s", 1000);
    const twice = [peer("intel", "b", 990), peer("intel", "b", 990), peer("amd", "a", 1010)];
    expect(pickComparables(subject, twice).map((p) => p.id)).toEqual(["a", "s", "b"]);
  });

  it("includes the other vendor even when one vendor is nearer", () => {
    const subject = peer("amd", "s", 1000);
    const amd = Array.from({ length: 20 }, (_, i) => peer("amd", `a${i}`, 1000 + i));
    const intel = [
      peer("intel", "i1", 3000),
      peer("intel", "i2", 300),
      peer("intel", "i3", 4000),
      peer("intel", "i4", 9000),
    ];
    const picked = pickComparables(subject, [...amd, ...intel]);
    expect(picked).toHaveLength(COMPARABLE_COUNT + 1);
    expect(
      picked
        .filter((p) => p.vendor === "intel")
        .map((p) => p.id)
        .sort(),
    ).toEqual(["i1", "i2", "i3"]);
  });

  it("never repeats the subject and never exceeds the count (property)", () => {
    const arb = fc.array(
      fc.record({
        vendor: fc.constantFrom("amd" as const, "intel" as const),
        id: fc.string({ minLength: 1, maxLength: 4 }),
        value: fc.integer({ min: 1, max: 100000 }),
      }),
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 100000 }), (rows, value) => {
        const subject = peer("amd", "subject", value);
        const unique = [...new Map(rows.map((r) => [`${r.vendor}/${r.id}`, peer(r.vendor, r.id, r.value)])).values()];
        const picked = pickComparables(subject, unique);
        expect(picked.filter((p) => p.id === "subject" && p.vendor === "amd")).toHaveLength(1);
        expect(picked.length).toBeLessThanOrEqual(COMPARABLE_COUNT + 1);
        const intel = unique.filter((p) => p.vendor === "intel").length;
        expect(picked.filter((p) => p.vendor === "intel").length).toBeGreaterThanOrEqual(
          Math.min(intel, MIN_OTHER_VENDOR, Math.floor(COMPARABLE_COUNT / 3)),
        );
        for (let i = 1; i < picked.length; i++) expect(picked[i - 1]!.value).toBeGreaterThanOrEqual(picked[i]!.value);
      }),
    );
  });
});

describe("rival", () => {
  it("nearest in ratio (launch price or score), ties by the tie-break, then by name", () => {
    const c = (id: string, value: number) => ({ cpu: summary({ vendor: "intel", id, name: id }), value });
    // An EPYC 9654 at $11,805: the $10,710 part, not the $17,000 one nor a cheap one.
    expect(
      nearestByValue(11805, [c("platinum-8490h", 17000), c("platinum-8480-plus", 10710), c("gold-6430", 2128)])?.cpu.id,
    ).toBe("platinum-8480-plus");
    expect(nearestByValue(449, [c("b", 409), c("a", 409)])?.cpu.id).toBe("a");
    expect(nearestByValue(449, [c("b", 409), c("a", 409)], (x) => (x.cpu.id === "b" ? 0 : 1))?.cpu.id).toBe("b");
    expect(nearestByValue(449, [c("zero", 0)])).toBeNull();
  });

  it("by specs when there is no score", () => {
    const subject = summary({ vendor: "amd", cores: 8, threads: 16, boostClockMhz: 5000, tdpW: 105 });
    const rival = nearestBySpecs(subject, [
      summary({ vendor: "intel", id: "big", cores: 24, threads: 32, boostClockMhz: 6000, tdpW: 125 }),
      summary({ vendor: "intel", id: "close", cores: 8, threads: 16, boostClockMhz: 4900, tdpW: 125 }),
      summary({
        vendor: "intel",
        id: "server",
        segment: "server",
        cores: 8,
        threads: 16,
        boostClockMhz: 5000,
        tdpW: 105,
      }),
    ]);
    expect(rival?.id).toBe("close");
  });

  it("none when the other vendor has nothing in the segment", () => {
    expect(nearestBySpecs(summary({}), [summary({ id: "y" })])).toBeNull();
    expect(nearestByValue(1, [])).toBeNull();
  });
});

describe("badges", () => {
  it("derives the header badges", () => {
    expect(badgesOf(detail({ name: "Ryzen 7 7800X3D", unlocked: true, gpuName: "Radeon" }))).toEqual([
      "unlocked",
      "vcache",
      "igpu",
    ]);
    expect(badgesOf(detail({ eCores: 16, npuTops: 13 }))).toEqual(["hybrid", "npu"]);
  });
});
