// The synthetic catalogue of bench/library.ts: seed processors repeated with varied specs
// and unique names, so the library can be measured at 50,000 processors.
import { loadSeedCatalogue } from "../db/seed";
import type { CatalogueRecord } from "../db/write-catalogue";

/** Seed processors repeated with varied specs and unique names, up to `size`. */
export function syntheticRecords(size: number): CatalogueRecord[] {
  const { cpus } = loadSeedCatalogue("data/cpus");
  const records: CatalogueRecord[] = [];
  for (let i = 0; i < size; i++) {
    const seed = cpus[i % cpus.length]!;
    const round = Math.floor(i / cpus.length);
    const rest: Partial<typeof seed> = { ...seed };
    // Links and extra aliases name seed ids; the copies get neither.
    delete rest.file;
    delete rest.predecessor;
    delete rest.successor;
    delete rest.aliases;
    const cores = Math.max(1, seed.cores + (round % 7) - 3);
    const launch = seed.launchDate ?? "2015-Q1";
    const year = 2010 + ((Number(launch.slice(0, 4)) + round) % 16);
    records.push({
      ...(rest as Omit<typeof seed, "file">),
      id: round === 0 ? seed.id : `${seed.id}-s${round}`,
      name: round === 0 ? seed.name : `${seed.name} S${round}`,
      cores,
      threads: Math.max(cores, seed.threads),
      pCores: undefined,
      eCores: undefined,
      lpeCores: undefined,
      tdpW: seed.tdpW === undefined ? undefined : seed.tdpW + (round % 5) * 5,
      launchDate: `${year}${launch.slice(4)}`,
      benchmarks: seed.benchmarks?.map((b) => ({ ...b, score: b.score * (1 + (round % 10) / 100) })),
    });
  }
  return records;
}
