// The committed Geekbench 6 averages (data/benchmarks/geekbench6.json) are exactly the
// snapshot's figures for the seed's processors, cover every seed processor the snapshot
// lists, and the seed covers the processors people run most (the snapshot ordered by
// results). Without ../shared/datasets only the file's own consistency is checked.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GEEKBENCH6_FILE, readGeekbench6Figures } from "../../db/geekbench6-figures";
import {
  datasetsDir,
  GEEKBENCH6_SNAPSHOT_DATE,
  readGeekbench6Snapshot,
  reportedCountsDisagree,
} from "../../db/geekbench6-snapshot";
import { loadSeedCatalogue } from "../../db/seed";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const committed = readGeekbench6Figures(join(ROOT, GEEKBENCH6_FILE));
const seed = loadSeedCatalogue(join(ROOT, "data/cpus")).cpus;
const seedByKey = new Map(seed.map((c) => [`${c.vendor}/${c.id}`, c]));
const seedKeys = new Set(seedByKey.keys());
const snapshot = readGeekbench6Snapshot(datasetsDir(ROOT));
if (!snapshot)
  console.warn("geekbench6-figures: the snapshot is not beside the repo; only the committed file is checked");

describe("committed Geekbench 6 figures", () => {
  it("name processors of the seed, dated with the snapshot", () => {
    expect(Object.keys(committed.figures).filter((k) => !seedKeys.has(k))).toEqual([]);
    expect(Object.keys(committed.withheld).filter((k) => !seedKeys.has(k) || committed.figures[k])).toEqual([]);
    expect(committed.snapshot).toBe(GEEKBENCH6_SNAPSHOT_DATE);
    expect(committed.compilation).toMatch(/MIT/);
  });

  it("reach the seed processors as their only Geekbench 6 figures", () => {
    for (const cpu of seed) {
      const gb = (cpu.benchmarks ?? []).filter((b) => b.test.startsWith("geekbench6-"));
      const f = committed.figures[`${cpu.vendor}/${cpu.id}`];
      expect(
        gb.map((b) => [b.test, b.score, b.samples, b.date]),
        cpu.id,
      ).toEqual(
        f
          ? [
              ["geekbench6-single", f.single, f.samples, GEEKBENCH6_SNAPSHOT_DATE],
              ["geekbench6-multi", f.multi, f.samples, GEEKBENCH6_SNAPSHOT_DATE],
            ]
          : [],
      );
    }
  });
});

describe("a Geekbench figure of a machine other than the processor", () => {
  const cpu = { cores: 12, threads: 24 };
  it("is one whose thread count differs (a virtual machine, SMT off) or that has more cores (several sockets)", () => {
    expect(reportedCountsDisagree({ cores: 4, threads: 6 }, cpu)).toBe(true);
    expect(reportedCountsDisagree({ cores: 12, threads: 12 }, cpu)).toBe(true);
    expect(reportedCountsDisagree({ cores: 24, threads: 24 }, { cores: 12, threads: 24 })).toBe(true);
  });
  it("is not one with the processor's counts, a Bulldozer module counted as a core, or counts Geekbench does not give", () => {
    expect(reportedCountsDisagree({ cores: 12, threads: 24 }, cpu)).toBe(false);
    expect(reportedCountsDisagree({ cores: 2, threads: 4 }, { cores: 4, threads: 4 })).toBe(false);
    expect(reportedCountsDisagree({ cores: null, threads: null }, cpu)).toBe(false);
  });
});

describe.skipIf(!snapshot)("committed Geekbench 6 figures vs the snapshot", () => {
  const entries = snapshot ?? [];
  const byId = new Map(entries.map((e) => [e.geekbenchId, e]));

  it("equal the snapshot's figures, entry by entry", () => {
    const differing = Object.entries(committed.figures).filter(([key, f]) => {
      const e = byId.get(f.geekbenchId);
      return (
        !e ||
        e.key !== key ||
        e.name !== f.name ||
        e.samples !== f.samples ||
        e.single !== f.single ||
        e.multi !== f.multi
      );
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("leave out every figure whose core or thread count is not the processor's", () => {
    const kept = Object.values(committed.figures).map((f) => byId.get(f.geekbenchId));
    const disagreeing = kept.filter(
      (e) => e && reportedCountsDisagree(e, seedByKey.get(e.key) ?? { cores: 0, threads: 0 }),
    );
    expect(disagreeing.map((e) => e?.key)).toEqual([]);
  });

  it("name every entry the rule leaves out, with the counts Geekbench reports, as withheld", () => {
    const first = new Map<string, (typeof entries)[number]>();
    for (const e of entries) if (seedKeys.has(e.key) && !first.has(e.key)) first.set(e.key, e);
    const leftOut = [...first.values()].filter((e) =>
      reportedCountsDisagree(e, seedByKey.get(e.key) ?? { cores: 0, threads: 0 }),
    );
    expect(Object.keys(committed.withheld).sort()).toEqual(leftOut.map((e) => e.key).sort());
    for (const e of leftOut)
      expect(committed.withheld[e.key], e.key).toEqual({
        geekbenchId: e.geekbenchId,
        name: e.name,
        samples: e.samples,
        cores: e.cores,
        threads: e.threads,
      });
  });

  it("cover every seed processor the snapshot lists with its counts (regenerate with scripts/derive-geekbench6.ts)", () => {
    const first = new Map<string, (typeof entries)[number]>();
    for (const e of entries) if (seedKeys.has(e.key) && !first.has(e.key)) first.set(e.key, e);
    const listed = [...first.values()]
      .filter((e) => !reportedCountsDisagree(e, seedByKey.get(e.key) ?? { cores: 0, threads: 0 }))
      .map((e) => e.key);
    const missing = listed.filter((k) => !committed.figures[k]);
    expect(missing).toEqual([]);
    console.info(
      `Geekbench 6: ${listed.length} of ${seed.length} seed processors are on the list; all carry its figures`,
    );
  });

  it("the seed holds at least 99 % of the 300 and 95 % of the 1,000 most-run processors", () => {
    const share = (n: number) => entries.slice(0, n).filter((e) => seedKeys.has(e.key)).length / n;
    const top300 = share(300);
    const top1000 = share(1000);
    console.info(
      `Geekbench 6 coverage: top 300 ${(100 * top300).toFixed(1)} %, top 1,000 ${(100 * top1000).toFixed(1)} %`,
    );
    expect(top300).toBeGreaterThanOrEqual(0.99);
    expect(top1000).toBeGreaterThanOrEqual(0.95);
  });
});
