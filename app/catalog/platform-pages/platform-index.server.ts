// The catalogue as the platform functions read it (PlatformCpu plus the Chinese name and the
// memory/PCIe figures the socket page shows), built once per data version like the detail
// index (#catalogue/per-data-version).
import { perDataVersion } from "#catalogue/per-data-version";
import { allSync } from "#catalogue/sync-query";
import { lowConfidenceOf } from "#catalogue/benchmark-confidence";
import { notScalingKeys } from "#catalogue/confidence.server";
import type { Catalogue } from "#catalogue/connection.server";
import { countIndexBuild } from "../index-builds.server";
import { PLATFORMS, platformOf } from "../platforms";
import { PLATFORM_CPU_FIELDS } from "../platforms/cpu";
import type { Vendor } from "#catalogue/fields/value-lists";
import { columnsOf, fieldsOf } from "#catalogue/rows";
import { ATLAS_EXTRA_FIELDS, type AtlasPlatformCpu } from "./types";
import { currentPlatforms } from "./upgrade-page";

export type PlatformIndex = {
  cpu(vendor: Vendor, id: string): AtlasPlatformCpu | null;
  all: readonly AtlasPlatformCpu[];
  /** Same `socket` value: the cheap cut before any chipset check. */
  onSocket(socket: string): readonly AtlasPlatformCpu[];
  /** The processors of a platform (by slug), as platformOf places them. */
  onPlatform(slug: string): readonly AtlasPlatformCpu[];
  /** Processors on platforms still current (upgrade-page.ts, CURRENT_PLATFORM_MONTHS): "if you change platform" candidates. */
  onCurrentPlatforms: readonly AtlasPlatformCpu[];
};

/** The registry's fields a platform page reads; their columns and row mapping come from the registry (rows.ts). */
const PLATFORM_FIELDS = [...PLATFORM_CPU_FIELDS, ...ATLAS_EXTRA_FIELDS] as const;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function buildPlatformIndex(catalogue: Catalogue): PlatformIndex {
  const gb6 = new Map<number, { single?: number; multi?: number; samples?: number | null }>();
  const { db, sqlite } = catalogue;
  const notScaling = notScalingKeys(catalogue);
  const gb6Scores = db
    .selectFrom("benchmarks")
    .select(["cpu_key", "test", "score", "samples"])
    .where("kind", "=", "measured")
    .where("test", "in", ["geekbench6-single", "geekbench6-multi"]);
  for (const r of allSync(sqlite, gb6Scores)) {
    const figures = gb6.get(r.cpu_key) ?? {};
    if (r.test === "geekbench6-single") figures.single = r.score;
    else {
      figures.multi = r.score;
      figures.samples = r.samples;
    }
    gb6.set(r.cpu_key, figures);
  }
  const cpus = db
    .selectFrom("cpus")
    .select(["cpu_key", ...columnsOf(PLATFORM_FIELDS)])
    .orderBy("launch_sort")
    .orderBy("name")
    .orderBy("cpu_key");
  const all = allSync(sqlite, cpus).map((r): AtlasPlatformCpu => {
    const f = gb6.get(r.cpu_key);
    return Object.freeze({
      ...fieldsOf(r, PLATFORM_FIELDS),
      geekbench6:
        f?.single !== undefined && f.multi !== undefined
          ? {
              single: f.single,
              multi: f.multi,
              lowConfidence: lowConfidenceOf(
                "geekbench6-multi",
                f.samples ?? null,
                notScaling.has(`${r.vendor}/${r.id}`),
              ),
            }
          : null,
    });
  });
  const byKey = new Map<string, AtlasPlatformCpu>();
  const bySocket = new Map<string, AtlasPlatformCpu[]>();
  const byPlatform = new Map<string, AtlasPlatformCpu[]>();
  const platformOfCpu = new Map<AtlasPlatformCpu, string>();
  for (const cpu of all) {
    const key = `${cpu.vendor}/${cpu.id}`;
    byKey.set(key, cpu);
    if (cpu.socket !== null) push(bySocket, cpu.socket, cpu);
    const fit = platformOf(cpu, PLATFORMS);
    if (fit.kind === "socket") {
      push(byPlatform, fit.platform.slug, cpu);
      platformOfCpu.set(cpu, fit.platform.slug);
    }
  }
  const current = currentPlatforms(byPlatform);
  return {
    all,
    cpu: (vendor, id) => byKey.get(`${vendor}/${id}`) ?? null,
    onSocket: (socket) => bySocket.get(socket) ?? [],
    onPlatform: (slug) => byPlatform.get(slug) ?? [],
    onCurrentPlatforms: all.filter((cpu) => current.has(platformOfCpu.get(cpu) ?? "")),
  };
}

export const platformIndex = perDataVersion((catalogue: Catalogue): PlatformIndex => {
  countIndexBuild("platform");
  return buildPlatformIndex(catalogue);
});
