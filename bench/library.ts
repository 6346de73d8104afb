// npm run bench:library — in-process timings of the library query (parse + search +
// filter + facet counts + sort + one page), on the live catalogue and on a synthetic
// 50,000-processor catalogue written by the real writer. Prints medians; not a test.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listLibrary, parseLibraryParams } from "../app/catalog/library/list.server";
import { catalogueDbPath } from "../db/paths";
import { loadSeedCatalogue } from "../db/seed";
import { writeCatalogue, type CatalogueRecord } from "../db/write-catalogue";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SYNTHETIC_SIZE = Number(process.env.BENCH_SYNTHETIC ?? 50_000);

const FILTER_QUERIES = [
  "",
  "vendor=amd&segment=desktop&sort=cores",
  "socket=AM5&coresMin=8&sort=score&dir=desc",
  "yearMin=2022&tdpMax=65&sort=boost&page=3&pageSize=50",
  "segment=laptop&igpu=yes&memory=LPDDR5x&sort=tdp&dir=asc",
  "vendor=intel&unlocked=yes&pcie=5.0&sort=name&pageSize=100",
  "family=EPYC&threadsMin=64&sort=l3",
];
const SEARCH_QUERIES = ["7800x3d", "r7 7800x3d", "i7 14700k", "14700", "锐龙7", "酷睿 Ultra 9", "raptor lake", "猛禽湖", "epyc 9654", "core", "i7", "r"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function timeQuery(search: string): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { query } = parseLibraryParams(new URLSearchParams(search));
    listLibrary(query, { clampPage: true });
    samples.push(performance.now() - started);
  }
  return median(samples);
}

function report(label: string): { filter: number; search: number } {
  const cold = performance.now();
  listLibrary(parseLibraryParams(new URLSearchParams()).query, { clampPage: true });
  const coldMs = performance.now() - cold;
  const total = listLibrary(parseLibraryParams(new URLSearchParams()).query, { clampPage: true }).total;
  console.log(`\n${label}: ${total} processors (${catalogueDbPath()}), index built in ${coldMs.toFixed(1)} ms`);
  // Sort orders are built on first use; warm them like a running server would be.
  for (const q of [...FILTER_QUERIES, ...SEARCH_QUERIES.map((s) => `q=${encodeURIComponent(s)}`)]) timeQuery(q);
  const filters = FILTER_QUERIES.map((q) => [q || "(no filter)", timeQuery(q)] as const);
  const searches = SEARCH_QUERIES.map((s) => [s, timeQuery(`q=${encodeURIComponent(s)}`)] as const);
  for (const [q, ms] of filters) console.log(`  filter+sort+page p50 ${ms.toFixed(3)} ms  ${q}`);
  for (const [q, ms] of searches) console.log(`  search p50 ${ms.toFixed(3)} ms  ${q}`);
  const filter = median(filters.map(([, ms]) => ms));
  const heaviest = searches.reduce((a, b) => (b[1] > a[1] ? b : a));
  console.log(`  => filter+sort+page: median of p50s ${filter.toFixed(3)} ms, worst p50 ${Math.max(...filters.map(([, ms]) => ms)).toFixed(3)} ms`);
  console.log(`  => heaviest search: "${heaviest[0]}" p50 ${heaviest[1].toFixed(3)} ms`);
  return { filter, search: heaviest[1] };
}

/** Seed processors repeated with varied specs and unique names, up to `size`. */
function syntheticRecords(size: number): CatalogueRecord[] {
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
    const year = 2010 + ((Number(seed.launchDate.slice(0, 4)) + round) % 16);
    records.push({
      ...(rest as Omit<typeof seed, "file">),
      id: round === 0 ? seed.id : `${seed.id}-s${round}`,
      name: round === 0 ? seed.name : `${seed.name} S${round}`,
      cores,
      threads: Math.max(cores, seed.threads),
      pCores: undefined,
      eCores: undefined,
      lpeCores: undefined,
      tdpW: seed.tdpW + (round % 5) * 5,
      launchDate: `${year}${seed.launchDate.slice(4)}`,
      benchmarks: seed.benchmarks?.map((b) => ({ ...b, score: b.score * (1 + (round % 10) / 100) })),
    });
  }
  return records;
}

// The synthetic catalogue is measured in a child process that only reads it, as a server
// would, so its RSS is not inflated by writing 50,000 records.
const syntheticPath = process.env.BENCH_SYNTHETIC_DB;
if (syntheticPath) {
  const result = report(`synthetic ${SYNTHETIC_SIZE}`);
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  console.log(`  => process RSS after the synthetic runs: ${rssMb.toFixed(0)} MB`);
  console.log(`SYNTHETIC ${JSON.stringify({ ...result, rssMb })}`);
} else {
  console.log(`library benchmark: ${RUNS} runs per query, medians`);
  const live = report("live catalogue");
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-bench-"));
  try {
    const path = join(dir, "synthetic.sqlite");
    const writing = performance.now();
    writeCatalogue(path, syntheticRecords(SYNTHETIC_SIZE));
    console.log(`\nwrote a synthetic catalogue of ${SYNTHETIC_SIZE} processors in ${((performance.now() - writing) / 1000).toFixed(1)} s`);
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? "bench/library.ts"], {
      env: { ...process.env, CATALOGUE_DB: path, BENCH_SYNTHETIC_DB: path },
      encoding: "utf8",
    });
    process.stdout.write(child.stdout.replace(/^SYNTHETIC .*\n/m, ""));
    process.stderr.write(child.stderr);
    const line = /^SYNTHETIC (.*)$/m.exec(child.stdout)?.[1];
    if (!line) throw new Error("the synthetic run failed");
    const synthetic = JSON.parse(line) as { filter: number; search: number; rssMb: number };
    console.log(
      `\nsummary: live filter+sort+page p50 ${live.filter.toFixed(3)} ms (budget 2), live heaviest search p50 ${live.search.toFixed(3)} ms (budget 5), ` +
        `synthetic filter+sort+page p50 ${synthetic.filter.toFixed(3)} ms (budget 20), synthetic heaviest search p50 ${synthetic.search.toFixed(3)} ms, ` +
        `synthetic RSS ${synthetic.rssMb.toFixed(0)} MB (budget 300)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
