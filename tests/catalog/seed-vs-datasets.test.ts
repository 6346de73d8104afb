// Cross-checks the authored seed catalogue (data/cpus/**.json) against the public spec
// exports in ../shared/datasets, read by the importer's own code (readInput + collectRows),
// so a seed processor is found under the same id an import would give it.
//
// - Each seed processor is compared with its vendor's export (Intel ARK for Intel, AMD's
//   export for AMD). TechPowerUp is a secondary source, used only for processors the vendor
//   export lacks (EPYC, a few OEM-only parts).
// - Compared: cores, threads, base and boost clock, L3 and TDP. A value absent on either
//   side is not compared.
// - Every mismatch must be listed, with its reason, in seed-dataset-exceptions.ts, or the
//   test fails with a table. An exception that no longer matches a mismatch also fails.
// - The datasets are not part of the repo: without ../shared/datasets (or the directory
//   CPU_ATLAS_DATASETS names) the suite is skipped.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { collectRows } from "../../db/import/collect";
import type { FormatId } from "../../db/import/formats/format";
import { readInput } from "../../db/import/read-input";
import type { ImportRecord } from "../../db/import/records";
import { loadSeedCatalogue, type SeedEntry } from "../../db/seed";
import { SEED_DATASET_EXCEPTIONS, type ComparedField } from "./seed-dataset-exceptions";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The exports' directory; CPU_ATLAS_DATASETS points elsewhere (or at nothing, to check the skip). */
const DATASETS = resolve(ROOT, process.env.CPU_ATLAS_DATASETS ?? "../shared/datasets");

type SourceId = Extract<FormatId, "intel-ark" | "amd-specs" | "techpowerup">;
const SOURCE_FILES: Record<SourceId, string> = {
  "intel-ark": "JosuaCarl__cpu-spec-dataset/intel-cpus.csv",
  "amd-specs": "JosuaCarl__cpu-spec-dataset/amd-cpus.csv",
  techpowerup: "Boavizta__boaviztapi/cpu_specs_raw_techpowerup.csv",
};
const VENDOR_SOURCE = { intel: "intel-ark", amd: "amd-specs" } as const satisfies Record<SeedEntry["vendor"], SourceId>;
const SECONDARY_SOURCE: SourceId = "techpowerup";

const missingFiles = Object.values(SOURCE_FILES).filter((file) => !existsSync(join(DATASETS, file)));
const skipReason = !existsSync(DATASETS)
  ? `skipped: ${DATASETS} is absent; the public dataset exports are not part of the repo`
  : missingFiles.length > 0
    ? `skipped: ${missingFiles.join(", ")} missing under ${DATASETS}`
    : null;
if (skipReason) console.warn(`seed-vs-datasets: ${skipReason}`);

const FIELDS: readonly ComparedField[] = ["cores", "threads", "baseClockMhz", "boostClockMhz", "l3Kib", "tdpW"];

/**
 * Exports round clocks ("3.7 GHz" for 3.70 GHz; TechPowerUp to 100 MHz, which is within 50 MHz
 * of the exact figure); L3 is exact in KiB, but a figure an export writes in MB with one
 * decimal ("1.5 MB") is accepted at that precision; counts and TDP are exact.
 */
function agrees(field: ComparedField, seed: number, exported: number): boolean {
  if (field === "baseClockMhz" || field === "boostClockMhz") return Math.abs(seed - exported) <= 50;
  if (field === "l3Kib") return seed === exported || Math.round(seed / 102.4) === Math.round(exported / 102.4);
  return seed === exported;
}

type SpecRecord = Extract<ImportRecord, { kind: "spec" }>;
type Mismatch = {
  key: string;
  field: ComparedField;
  seed: number;
  exported: number;
  source: SourceId;
  row: number;
  file: string;
};

function formatTable(mismatches: readonly Mismatch[]): string {
  const header = ["vendor/id", "field", "seed", "export", "source (row)", "seed file"];
  const rows = mismatches.map((m) => [
    m.key,
    m.field,
    String(m.seed),
    String(m.exported),
    `${m.source} (${m.row})`,
    m.file,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

describe.skipIf(skipReason !== null)(
  `seed catalogue vs public spec exports${skipReason ? ` (${skipReason})` : ""}`,
  () => {
    let seed: SeedEntry[] = [];
    const exports = new Map<SourceId, Map<string, SpecRecord>>();
    /** The source each seed processor was compared with (absent: found in none). */
    const matchedIn = new Map<string, SourceId>();
    const mismatches: Mismatch[] = [];
    let compared = 0;

    beforeAll(() => {
      seed = loadSeedCatalogue(join(ROOT, "data/cpus")).cpus;
      for (const [source, file] of Object.entries(SOURCE_FILES) as Array<[SourceId, string]>) {
        const path = join(DATASETS, file);
        const input = readInput(readFileSync(path));
        if (!input.ok) throw new Error(`${file}: ${input.reason}`);
        if (input.format.id !== source) throw new Error(`${file} was read as ${input.format.id}, expected ${source}`);
        const byKey = new Map<string, SpecRecord>();
        for (const record of collectRows(file, input.format, input.rows, "2025-01-01").records) {
          if (record.kind === "spec") byKey.set(`${record.vendor}/${record.id}`, record);
        }
        exports.set(source, byKey);
      }

      for (const cpu of seed) {
        const key = `${cpu.vendor}/${cpu.id}`;
        const source = [VENDOR_SOURCE[cpu.vendor], SECONDARY_SOURCE].find((s) => exports.get(s)?.has(key));
        const record = source && exports.get(source)?.get(key);
        if (!source || !record) continue;
        matchedIn.set(key, source);
        for (const field of FIELDS) {
          const seedValue = cpu[field];
          const exported = record.fields[field];
          if (seedValue === undefined || exported === undefined) continue;
          compared++;
          if (!agrees(field, seedValue, exported)) {
            mismatches.push({
              key,
              field,
              seed: seedValue,
              exported,
              source,
              row: record.row,
              file: `data/cpus/${cpu.file}`,
            });
          }
        }
      }
    }, 60_000); // three exports of thousands of rows: seconds on an idle machine, more under load

    const explained = (m: Mismatch) => SEED_DATASET_EXCEPTIONS.some((e) => e.key === m.key && e.field === m.field);

    it("finds most seed processors in the vendor exports", () => {
      const count = (cpus: SeedEntry[], source: SourceId) =>
        cpus.filter((c) => matchedIn.get(`${c.vendor}/${c.id}`) === source).length;
      // ARK's export is of 2025-02-18: a processor launched later (or in a quarter that ends later) cannot be in it.
      const intel = seed.filter((c) => c.vendor === "intel" && (c.launchDate ?? "") < "2025-02-18");
      // AMD's export is of 2025-02-17: a later launch cannot be in it. Only AMD's own data counts:
      // a processor sourced from outlets and TechPowerUp (an old part AMD no longer lists) is by
      // definition one the export lacks.
      const amdClient = seed.filter(
        (c) =>
          c.vendor === "amd" &&
          c.family !== "EPYC" &&
          (c.launchDate ?? "") < "2025-02-17" &&
          URL.parse(c.sourceUrl)?.hostname.endsWith("amd.com"),
      );
      const epyc = seed.filter((c) => c.family === "EPYC");
      const inArk = count(intel, "intel-ark");
      const inAmd = count(amdClient, "amd-specs");
      const inTpu = count(seed, "techpowerup");
      const epycInTpu = count(epyc, "techpowerup");
      const unmatched = seed.filter((c) => !matchedIn.has(`${c.vendor}/${c.id}`)).map((c) => `${c.vendor}/${c.id}`);
      console.info(
        [
          `seed vs datasets: ${seed.length} seed processors, ${compared} values compared, ${mismatches.length} mismatches (${SEED_DATASET_EXCEPTIONS.length} exceptions)`,
          `  intel-ark:   ${inArk}/${intel.length} Intel`,
          `  amd-specs:   ${inAmd}/${amdClient.length} AMD client (non-EPYC, sourced from amd.com)`,
          `  techpowerup: ${inTpu} not in their vendor export (${epycInTpu}/${epyc.length} EPYC)`,
          `  in none (${unmatched.length}): ${unmatched.join(" ")}`,
        ].join("\n"),
      );
      // Measured 2026-11 on the Feb 2025 vendor exports and the Apr 2023 TechPowerUp scrape:
      // ARK 362/364 Intel (99.5%; absent: Xeon 6787P, 6767P); AMD 199/210 client (94.8%; absent:
      // the nine Threadripper 9000 parts, Ryzen AI 5 330, and Ryzen 5 4600HS, which TechPowerUp
      // has); TechPowerUp 40/68 EPYC (none of 8004/4004 or 9005, nor 9684X/9184X/9754/9734).
      // The floors leave room for the seed to add processors newer than the exports; a drop
      // below them means the importer's model names and the seed's no longer meet.
      expect(inArk / intel.length, `Intel processors found in ARK: ${inArk}/${intel.length}`).toBeGreaterThanOrEqual(
        0.95,
      );
      expect(
        inAmd / amdClient.length,
        `AMD client processors found in AMD's export: ${inAmd}/${amdClient.length}`,
      ).toBeGreaterThanOrEqual(0.9);
      expect(epycInTpu, `EPYC processors found in TechPowerUp: ${epycInTpu}/${epyc.length}`).toBeGreaterThanOrEqual(35);
    });

    it("explains every difference from the exports in seed-dataset-exceptions.ts", () => {
      const unexplained = mismatches.filter((m) => !explained(m));
      expect(
        unexplained.length,
        `${unexplained.length} unexplained mismatch(es) between data/cpus and ${DATASETS}. Fix the seed when it is wrong; ` +
          `list a genuine, explained difference in tests/catalog/seed-dataset-exceptions.ts.\n\n${formatTable(unexplained)}\n`,
      ).toBe(0);
    });

    it("has no stale or repeated exceptions", () => {
      const stale = SEED_DATASET_EXCEPTIONS.filter(
        (e) => !mismatches.some((m) => m.key === e.key && m.field === e.field),
      );
      expect
        .soft(
          stale.map((e) => `${e.key} ${e.field}`),
          "exceptions that no longer match a mismatch (remove them)",
        )
        .toEqual([]);
      const seen = new Set<string>();
      const repeated = SEED_DATASET_EXCEPTIONS.map((e) => `${e.key} ${e.field}`).filter(
        (k) => seen.size === seen.add(k).size,
      );
      expect(repeated, "exceptions listed twice").toEqual([]);
    });
  },
);
