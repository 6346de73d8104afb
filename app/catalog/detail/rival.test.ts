import { describe, expect, it } from "vitest";
import type { CpuSummary } from "#catalogue/types";
import { pickRival, RIVAL_MONTHS, type RivalInput } from "./rival";

const cpu = (over: Partial<CpuSummary>): CpuSummary => ({
  vendor: "intel",
  id: "x",
  name: "X",
  nameZh: "X",
  family: "Core",
  series: "Core 14th Gen",
  segment: "desktop",
  codename: null,
  codenameZh: null,
  socket: null,
  launchDate: "2024-01",
  cores: 8,
  threads: 16,
  baseClockMhz: 4000,
  boostClockMhz: 5000,
  l3Kib: 32768,
  tdpW: 125,
  ...over,
});
const input = (
  id: string,
  name: string,
  gb6: number | null,
  price: number | null,
  vendor: "amd" | "intel" = "intel",
): RivalInput => ({
  cpu: cpu({ vendor, id, name }),
  price,
  scores: gb6 === null ? {} : { "geekbench6-multi": gb6 },
});

// A Ryzen 7 9800X3D ($479, 18,335 points) and Intel parts around it (catalogue figures).
const subject = input("ryzen-7-9800x3d", "Ryzen 7 9800X3D", 18335, 479, "amd");
const pool = [
  input("core-i9-14900f", "Core i9-14900F", 17976, 524),
  input("core-i7-14700k", "Core i7-14700K", 18784, 409),
  input("core-i7-14700kf", "Core i7-14700KF", 19129, 384),
  input("core-ultra-7-265k", "Core Ultra 7 265K", 20515, 394),
];

describe("pickRival", () => {
  it("takes the nearest measured Geekbench 6 multi-core of the same class (Ryzen 7 against Core i7 / Ultra 7), and states the rule's window", () => {
    const rival = pickRival(subject, pool);
    expect(rival).toMatchObject({
      basis: "score",
      test: "geekbench6-multi",
      score: 18784,
      subjectScore: 18335,
      tier: 7,
      withinMonths: RIVAL_MONTHS,
    });
    expect(rival?.cpu.id).toBe("core-i7-14700k");
    expect(RIVAL_MONTHS).toBe(24);
  });

  it("without a processor of the same class, the nearest of any class", () => {
    const rival = pickRival(
      subject,
      pool.filter((c) => c.cpu.name.startsWith("Core i9")),
    );
    expect(rival).toMatchObject({ basis: "score", tier: null });
    expect(rival?.cpu.id).toBe("core-i9-14900f");
  });

  it("among scores within about 3% of the nearest, the nearer launch price wins", () => {
    const near = [input("dear", "Core i5-1", 1000, 400), input("cheap", "Core i5-2", 1020, 210)];
    expect(pickRival(input("s", "Ryzen 5 X", 1000, 200, "amd"), near)?.cpu.id).toBe("cheap");
    const apart = [input("dear", "Core i5-1", 1000, 400), input("cheap", "Core i5-2", 1100, 210)];
    expect(pickRival(input("s", "Ryzen 5 X", 1000, 200, "amd"), apart)?.cpu.id).toBe("dear");
  });

  it("a figure left out as untrusted (absent from scores) never decides; too far a measured match falls back to launch price", () => {
    const far = [input("small", "Xeon Gold 6334", 9703, 2200), input("big", "Xeon Platinum 8592+", null, 11600)];
    const rival = pickRival(input("epyc-9654", "EPYC 9654", 19181, 11805, "amd"), far);
    expect(rival).toMatchObject({ basis: "price", price: 11600, subjectPrice: 11805 });
    expect(rival?.cpu.id).toBe("big");
  });

  it("without a figure or a price, nearest on paper; nothing in the pool, none", () => {
    const rival = pickRival(input("s", "Ryzen 7 X", null, null, "amd"), [input("a", "Core i7-1", null, null)]);
    expect(rival?.basis).toBe("specs");
    expect(pickRival(subject, [])).toBeNull();
  });
});
