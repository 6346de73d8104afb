// The importer end to end on our own fixture files (tests/fixtures/import): valid files
// enrich the catalogue with provenance, a rerun changes nothing, and every broken file
// (missing columns, bad units, duplicates, empty, binary, ragged rows) fails with a
// row-level report while the live file stays byte-for-byte the same.
import Database from "better-sqlite3";
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../seed";
import { writeCatalogue } from "../write-catalogue";
import { runImport } from "./run-import";

const FIXTURES = "tests/fixtures/import";
const fixture = (name: string) => join(FIXTURES, name);
const VALID = [
  "intel-ark.csv",
  "amd-specs.csv",
  "techpowerup.csv",
  "geekbench6.json",
  "cinebench-r23.csv",
  "passmark.csv",
].map(fixture);
const BROKEN: ReadonlyArray<readonly [string, RegExp]> = [
  ["broken-missing-columns.csv", /file: missing column\(s\) "Total Cores", "Vertical Segment", "Launch Date"/],
  [
    "broken-bad-units.csv",
    /:3 baseClockMhz: cannot read a clock from "fast"[\s\S]*:3 tdpW: cannot read a power from "91 parsecs"[\s\S]*:4 memoryMaxGb/,
  ],
  ["broken-duplicates.csv", /:3 name: duplicate of row 2 \(amd\/ryzen-7-7800x3d\) with different cores, threads/],
  ["broken-empty.csv", /file: empty file/],
  ["broken-garbage.csv", /file: not a UTF-8 text file/],
  ["broken-ragged.csv", /:3 row: expected 12 columns, found 14/],
];

let dir: string;
let seedDb: string;
let live: string;
const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const query = <T>(sql: string, ...args: unknown[]): T => {
  const db = new Database(live, { readonly: true });
  try {
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cpu-atlas-import-"));
  seedDb = join(dir, "seed.sqlite");
  // The fixtures bring the Core i7-6700K and the Atom x6425E in as new processors: they stand
  // for models the seed lacks, so the seed they start from leaves them out.
  writeCatalogue(
    seedDb,
    loadSeedCatalogue("data/cpus").cpus.filter((c) => c.id !== "core-i7-6700k" && c.id !== "atom-x6425e"),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  live = join(dir, `live-${Math.random().toString(36).slice(2)}.sqlite`);
  copyFileSync(seedDb, live);
});

describe("a valid import", () => {
  it("adds new processors, fills gaps of existing ones and attaches benchmarks, with provenance", () => {
    const report = runImport({ files: VALID, target: live, asOf: "2026-11-22" });
    expect(report.problems).toEqual([]);
    expect(report.changed).toBe(true);
    expect(report.dataVersion).not.toBe(report.previousVersion);

    // New from ARK: an embedded Atom, with its Chinese name and searchable.
    const atom = query<Record<string, unknown>>("SELECT * FROM cpus WHERE vendor = 'intel' AND id = 'atom-x6425e'");
    expect(atom).toMatchObject({
      name: "Atom x6425E",
      name_zh: "凌动 x6425E",
      segment: "embedded",
      cores: 4,
      threads: 4,
      base_clock_mhz: 2000,
      boost_clock_mhz: 3000,
      l2_kib: 1536,
      tdp_w: 12,
    });
    expect(JSON.parse(String(atom.memory_types))).toEqual(["DDR4", "LPDDR4", "LPDDR4x"]);
    // Two TechPowerUp steppings sold under one name become one model per code name.
    expect(query<{ n: number }>("SELECT count(*) AS n FROM cpus WHERE id LIKE 'athlon-64-3000-plus-%'").n).toBe(2);
    expect(query<{ name: string }>("SELECT name FROM cpus WHERE id = 'athlon-64-3000-plus-venice'").name).toBe(
      "Athlon 64 3000+ (Venice)",
    );

    // The seed wins over every import: the authored 14900K keeps its values; ARK only fills gaps.
    const seeded = loadSeedCatalogue("data/cpus").cpus.find((c) => c.id === "core-i9-14900k");
    const k14900 = query<Record<string, unknown>>(
      "SELECT * FROM cpus WHERE vendor = 'intel' AND id = 'core-i9-14900k'",
    );
    expect(k14900.boost_clock_mhz).toBe(seeded?.boostClockMhz);
    expect(k14900.tdp_w).toBe(seeded?.tdpW);

    // ARK outranks TechPowerUp: the 6700K's TDP is ARK's 91 W, not TechPowerUp's 95 W.
    expect(query<{ tdp_w: number }>("SELECT tdp_w FROM cpus WHERE id = 'core-i7-6700k'").tdp_w).toBe(91);
    const provenance = query<{ format: string }>(
      "SELECT i.format FROM field_sources f JOIN imports i USING (import_id) JOIN cpus c USING (cpu_key) WHERE c.id = 'core-i7-6700k' AND f.field = 'tdpW'",
    );
    expect(provenance.format).toBe("intel-ark");
    expect(
      query<{ format: string }>(
        "SELECT i.format FROM field_sources f JOIN imports i USING (import_id) JOIN cpus c USING (cpu_key) WHERE c.id = 'core-i7-6700k' AND f.field = 'transistorsMillions'",
      ).format,
    ).toBe("techpowerup");

    // Benchmarks attach by normalised name ("Core i7 6700K", "Intel Core i7-6700K @ 4.00GHz").
    const scores = new Database(live, { readonly: true })
      .prepare(
        "SELECT b.test, b.score, b.samples, b.date FROM benchmarks b JOIN cpus c USING (cpu_key) WHERE c.id = 'core-i7-6700k' ORDER BY b.test",
      )
      .all();
    expect(scores).toEqual([
      { test: "cinebench-r23-multi", score: 5120, samples: null, date: "2026-11-22" },
      { test: "cinebench-r23-single", score: 1091, samples: null, date: "2026-11-22" },
      { test: "geekbench6-multi", score: 5120, samples: 412, date: "2026-11-22" },
      { test: "geekbench6-single", score: 1450, samples: 412, date: "2026-11-22" },
      { test: "passmark", score: 8978, samples: null, date: "2026-11-22" },
      { test: "passmark-single", score: 2541, samples: null, date: "2026-11-22" },
    ]);
    const passmark = report.files.find((f) => f.format === "passmark");
    expect(Object.fromEntries(passmark?.skipped ?? [])).toEqual({
      "vendor other than AMD or Intel": 1,
      "no such processor in the catalogue": 1,
    });
  });

  it("changes nothing when run again, not even the file", () => {
    runImport({ files: VALID, target: live, asOf: "2026-11-22" });
    const before = sha(live);
    const again = runImport({ files: VALID, target: live, asOf: "2026-12-01" });
    expect(again.changed).toBe(false);
    expect(again.files.every((f) => f.inserted === 0 && f.updated === 0)).toBe(true);
    expect(sha(live)).toBe(before);
  });
});

describe("a broken input", () => {
  it.each(BROKEN)("%s fails with a row-level report and leaves the catalogue untouched", (name, reportPattern) => {
    const before = sha(live);
    // With valid files in the same run: still nothing is imported.
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/import.ts", fixture("intel-ark.csv"), fixture(name)],
      {
        env: { ...process.env, CATALOGUE_DB: live },
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/nothing was imported and the catalogue is unchanged/);
    expect(result.stderr).toMatch(reportPattern);
    expect(sha(live)).toBe(before);
  });

  it("refuses to run without a catalogue rather than creating one", () => {
    const missing = join(dir, "none.sqlite");
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/import.ts", fixture("intel-ark.csv")], {
      env: { ...process.env, CATALOGUE_DB: missing },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/no catalogue at .*none\.sqlite; build it first/);
  });

  it("prints the summary and exits 0 from the command line", () => {
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/import.ts", "--as-of=2026-11-22", fixture("amd-specs.csv")],
      { env: { ...process.env, CATALOGUE_DB: live }, encoding: "utf8" },
    );
    expect(out).toMatch(/amd-specs\.csv\s+amd-specs\s+2\s+0\s+\d+\s+\d+\s+0/);
  });
});
