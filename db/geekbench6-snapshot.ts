// The Geekbench 6 processor list (r59q/geekbench-cpu-specs, MIT; scores © Primate Labs),
// read from ../shared/datasets and keyed the way the catalogue keys processors, so that the
// coverage report, the committed derived figures and their test agree on which entry is which.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { env } from "#common/env";
import { slugifyModel } from "#catalogue/slug";
import type { Vendor } from "#catalogue/fields/value-lists";
import { splitVendorName } from "./import/model-names";

const GEEKBENCH6_SNAPSHOT_FILE = "r59q__geekbench-cpu-specs/cpu-list.v1.json";
/** The day the upstream file last changed: Geekbench blocked its scraper then, so it is final. */
export const GEEKBENCH6_SNAPSHOT_DATE = "2026-04-24";

export type Geekbench6Entry = {
  /** "vendor/id" as in the catalogue. */
  key: string;
  vendor: Vendor;
  id: string;
  /** Geekbench's own processor name and id. */
  name: string;
  geekbenchId: number;
  samples: number;
  single: number;
  multi: number;
  /** The core and thread counts Geekbench reports for the entry (null where it gives none). */
  cores: number | null;
  threads: number | null;
  /** Another model whose results Geekbench files under this entry's name, or null. */
  includes: string | null;
};

type RawEntry = {
  id: number;
  name: string;
  samples: number;
  score: number;
  multicore_score: number;
  cores: number | null;
  threads: number | null;
};

/**
 * Geekbench names that do not read as the processor they are, mapped to its catalogue name.
 * "Core 2 Extreme Q9300" is the mobile QX9300: Penryn, Socket P, 45 W, 2.53 GHz (the desktop
 * Core 2 Quad Q9300 is its own entry, Yorkfield, LGA775, 95 W). Penryn and Kentsfield parts
 * report a brand string without their model's prefix letter: the desktop Core 2 Extreme QX
 * parts say "Extreme CPU X9650/X9770/Q6850" (the entries' 3.0/3.2 GHz, 130/136 W, four cores
 * are the QX9650's, QX9770's and QX6850's), the small-form-factor SL/SP parts "Duo CPU
 * L9400/L9600/P9300" (no Core 2 Duo L9400, L9600 or P9300 exists; 1.86/2.13 GHz 17 W and
 * 2.26 GHz 25 W are the SL9400's, SL9600's and SP9300's). "U300E" is Intel's Processor U300E.
 */
const GEEKBENCH_NAME_FIXES: Readonly<Record<string, string>> = {
  "Intel Pentium G5600": "Intel Pentium Gold G5600",
  "Intel Core 2 Extreme Q9300": "Intel Core 2 Extreme QX9300",
  "Intel Core 2 Extreme X9650": "Intel Core 2 Extreme QX9650",
  "Intel Core 2 Extreme X9770": "Intel Core 2 Extreme QX9770",
  "Intel Core 2 Extreme Q6850": "Intel Core 2 Extreme QX6850",
  "Intel Core 2 Duo L9400": "Intel Core 2 Duo SL9400",
  "Intel Core 2 Duo L9600": "Intel Core 2 Duo SL9600",
  "Intel Core 2 Duo P9300": "Intel Core 2 Duo SP9300",
  // Likewise the Core 2 Solo SU3500 says "Solo CPU U3500" (no Core 2 Solo U3500 exists; the entry's
  // 1.4 GHz, one core, 5 W are the ULV SU3500's).
  "Intel Core 2 Solo U3500": "Intel Core 2 Solo SU3500",
  "Intel U300E": "Intel Processor U300E",
  "AMD Ryzen 5 1600 PRO": "AMD Ryzen 5 PRO 1600",
  // The A8-3870K names itself "AMD A8-3870 APU"; no A8-3870 without the K was sold (the entry's
  // Llano, 3.0 GHz, 100 W, FM1 are the 3870K's).
  "AMD A8-3870": "AMD A8-3870K",
  // Likewise the A6-3670K names itself "AMD A6-3670 APU"; the entry's Llano, 2.7 GHz, 100 W, FM1 and
  // Radeon HD 6530D are the 3670K's (TechPowerUp lists no A6-3670 without the K).
  "AMD A6-3670": "AMD A6-3670K",
  // The Phenom II X4 980 was sold only as a Black Edition (AMD's export lists its "Phenom II 980" under
  // "Phenom II X4 Black"; TechPowerUp has only the 980 BE); the chip names itself without the suffix.
  "AMD Phenom II X4 980": "AMD Phenom II X4 980 Black Edition",
};

/** Entries that also hold another model's results: the 1600 AF (Zen+, 12 nm) reports itself as a Ryzen 5 1600. */
const GEEKBENCH_SHARED_NAMES: Readonly<Record<string, string>> = {
  "AMD Ryzen 5 1600": "Ryzen 5 1600 AF",
};

/**
 * Whether a figure is of a machine other than one processor as the vendor sells it: Geekbench
 * reports a thread count other than the processor's (a virtual machine, Hyper-Threading or
 * cores turned off), or more cores than it has (a multi-socket machine). Fewer cores with the
 * same threads is kept: Geekbench counts an AMD Bulldozer module as one core.
 */
export function reportedCountsDisagree(
  reported: { cores: number | null; threads: number | null },
  cpu: { cores: number; threads: number },
): boolean {
  if (reported.threads !== null && reported.threads !== cpu.threads) return true;
  return reported.cores !== null && reported.cores > cpu.cores;
}

export function datasetsDir(root: string): string {
  return resolve(root, env().CPU_ATLAS_DATASETS);
}

/** Entries of the snapshot, most-run first; null when the snapshot is not beside the repo. */
export function readGeekbench6Snapshot(datasets: string): Geekbench6Entry[] | null {
  const path = resolve(datasets, GEEKBENCH6_SNAPSHOT_FILE);
  if (!existsSync(path)) return null;
  const raw = JSON.parse(readFileSync(path, "utf8")) as Record<string, RawEntry>;
  const entries: Geekbench6Entry[] = [];
  for (const e of Object.values(raw)) {
    const model = splitVendorName(GEEKBENCH_NAME_FIXES[e.name] ?? e.name);
    if (!model) continue;
    const id = slugifyModel(model.name);
    entries.push({
      key: `${model.vendor}/${id}`,
      vendor: model.vendor,
      id,
      name: e.name,
      geekbenchId: e.id,
      samples: e.samples,
      single: e.score,
      multi: e.multicore_score,
      cores: e.cores ?? null,
      threads: e.threads ?? null,
      includes: GEEKBENCH_SHARED_NAMES[e.name] ?? null,
    });
  }
  return entries.sort((a, b) => b.samples - a.samples || a.geekbenchId - b.geekbenchId);
}
