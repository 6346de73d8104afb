// The Geekbench 6 processor list (r59q/geekbench-cpu-specs, MIT; scores © Primate Labs),
// read from ../shared/datasets and keyed the way the catalogue keys processors, so that the
// coverage report, the committed derived figures and their test agree on which entry is which.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { slugifyModel } from "../app/catalog/slug";
import type { Vendor } from "../app/catalog/fields/value-lists";
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
};

type RawEntry = { id: number; name: string; samples: number; score: number; multicore_score: number };

export function datasetsDir(root: string): string {
  return resolve(root, process.env.CPU_ATLAS_DATASETS ?? "../shared/datasets");
}

/** Entries of the snapshot, most-run first; null when the snapshot is not beside the repo. */
export function readGeekbench6Snapshot(datasets: string): Geekbench6Entry[] | null {
  const path = resolve(datasets, GEEKBENCH6_SNAPSHOT_FILE);
  if (!existsSync(path)) return null;
  const raw = JSON.parse(readFileSync(path, "utf8")) as Record<string, RawEntry>;
  const entries: Geekbench6Entry[] = [];
  for (const e of Object.values(raw)) {
    const model = splitVendorName(e.name);
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
    });
  }
  return entries.sort((a, b) => b.samples - a.samples || a.geekbenchId - b.geekbenchId);
}
