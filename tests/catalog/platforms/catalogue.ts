// The real seed catalogue as PlatformCpu objects, with the committed Geekbench 6 figures.
import { GEEKBENCH6_FILE, readGeekbench6Figures } from "../../../db/geekbench6-figures";
import { loadSeedCatalogue } from "../../../db/seed";
import type { PlatformCpu } from "../../../app/catalog/platforms";

function load(): PlatformCpu[] {
  const { cpus, problems } = loadSeedCatalogue("data/cpus");
  if (problems.length > 0) throw new Error(`seed problems: ${problems.length}`);
  const gb6 = readGeekbench6Figures(GEEKBENCH6_FILE);
  return cpus.map((c) => {
    const f = gb6.figures[`${c.vendor}/${c.id}`];
    return {
      vendor: c.vendor,
      id: c.id,
      name: c.name,
      series: c.series,
      segment: c.segment,
      codename: c.codename,
      socket: c.socket,
      launchDate: c.launchDate ?? null,
      launchPriceUsd: c.launchPriceUsd ?? null,
      status: c.status,
      microarchitecture: c.microarchitecture ?? null,
      tdpW: c.tdpW ?? null,
      basePowerW: c.basePowerW ?? null,
      maxTurboPowerW: c.maxTurboPowerW ?? null,
      unlocked: c.unlocked,
      pcieVersion: c.pcieVersion ?? null,
      memoryTypes: c.memoryTypes,
      geekbench6: f ? { single: f.single, multi: f.multi } : null,
    };
  });
}

export const CATALOGUE: readonly PlatformCpu[] = load();

export function cpu(key: string): PlatformCpu {
  const found = CATALOGUE.find((c) => `${c.vendor}/${c.id}` === key);
  if (!found) throw new Error(`no processor ${key} in the catalogue`);
  return found;
}
