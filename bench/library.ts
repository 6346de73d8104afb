// npm run bench:library — in-process timings of the library query (parse + search +
// filter + facet counts + sort + one page), on the live catalogue and on a synthetic
// 50,000-processor catalogue written by the real writer. Every kind of query the page can
// issue is timed: searches of one, two and more characters in both languages, with and
// without filters, sorted by every column both ways, first and deep pages. Prints each p50,
// the worst p50 over all of them and the process RSS; not a test.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listLibrary, parseLibraryParams } from "../app/catalog/library/list.server";
import { SORT_KEYS } from "../app/catalog/library/library-fields";
import { catalogueDbPath } from "#catalogue/paths";
import { writeCatalogue } from "../db/write-catalogue";
import { syntheticRecords } from "./library-synthetic";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** The sweep of every sort column both ways has many queries; fewer runs each. */
const SWEEP_RUNS = Number(process.env.BENCH_SWEEP_RUNS ?? Math.max(5, Math.round(RUNS / 4)));
const SYNTHETIC_SIZE = Number(process.env.BENCH_SYNTHETIC ?? 50_000);

const FILTER_QUERIES = [
  "",
  "vendor=amd&segment=desktop&sort=cores",
  "socket=AM5&coresMin=8&sort=score&dir=desc",
  "yearMin=2022&tdpMax=65&sort=boost&page=3&pageSize=50",
  "segment=laptop&igpu=yes&memory=LPDDR5x&sort=tdp&dir=asc",
  "vendor=intel&unlocked=yes&pcie=5.0&sort=name&pageSize=100",
  "family=EPYC&threadsMin=64&sort=l3",
  "page=100000&pageSize=25",
];
const SEARCHES = [
  // one and two characters, both languages
  "r",
  "a",
  "7",
  "锐",
  "酷",
  "i7",
  "r7",
  "锐龙",
  "酷睿",
  // three and more
  "core",
  "7800x3d",
  "r7 7800x3d",
  "i7 14700k",
  "14700",
  "锐龙7",
  "酷睿 Ultra 9",
  "raptor lake",
  "猛禽湖",
  "epyc 9654",
  "zzzz",
  // typos, corrected (search-spelling.ts), and a model number offered as "did you mean"
  "ryzn 5 7600",
  "inetl core i5",
  "thredripper",
  "ryzen 5 7650x",
  // model numbers as people type them: brand and tier words filter (query-filters.ts); a model we do not list
  "e5-2680 v4",
  "至强e5-2680v4",
  "2680v4",
  "ryzen 7",
  "ryzen 7 7",
  "金牌 6430",
  "双路 e5",
  "9899x3d",
  // as the computer names it (brand strings), platform and specification words, an unlisted code name (#32)
  "Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz",
  "AMD Ryzen 7 5800X 8-Core Processor",
  "AMD Ryzen 9 7945HX with Radeon Graphics",
  "x99",
  "am5 8核",
  "16c32t",
  "6核12线程",
  "65w ddr4 核显",
  "nova lake",
];
const SEARCH_QUERIES = [
  ...SEARCHES.map((s) => `q=${encodeURIComponent(s)}`),
  "q=r&vendor=amd&segment=desktop",
  "q=r&coresMin=8&sort=cores&page=20",
  "q=core&segment=laptop&igpu=yes&sort=tdp&dir=asc",
  `q=${encodeURIComponent("锐龙")}&yearMin=2020&pageSize=100&page=3`,
  "q=i7&unlocked=yes&sort=score&dir=desc",
  "q=r&dir=desc&page=50",
];
/** Every sort column both ways: the whole catalogue at a deep page, and the heaviest search. */
const SORT_QUERIES = SORT_KEYS.filter((k) => k !== "relevance").flatMap((key) =>
  (["asc", "desc"] as const).flatMap((dir) => [`sort=${key}&dir=${dir}&page=40`, `q=r&sort=${key}&dir=${dir}`]),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function timeQuery(search: string, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { query } = parseLibraryParams(new URLSearchParams(search));
    listLibrary(query, { clampPage: true });
    samples.push(performance.now() - started);
  }
  return median(samples);
}

type Timed = readonly [query: string, p50: number];
type Summary = { filter: number; search: number; worst: number; worstQuery: string; rssMb: number };

function worstOf(timed: readonly Timed[]): Timed {
  return timed.reduce((a, b) => (b[1] > a[1] ? b : a));
}

function report(label: string): Summary {
  const cold = performance.now();
  const total = listLibrary(parseLibraryParams(new URLSearchParams()).query, { clampPage: true }).total;
  const coldMs = performance.now() - cold;
  console.log(
    `\n${label}: ${total} processors (${catalogueDbPath()}), index built and first page in ${coldMs.toFixed(1)} ms`,
  );
  // Sort orders are built on first use, once per data version; warm them like a running server.
  const ordering = performance.now();
  for (const q of SORT_QUERIES) timeQuery(q, 1);
  console.log(`  every sort order built on first use in ${(performance.now() - ordering).toFixed(0)} ms`);
  for (const q of [...FILTER_QUERIES, ...SEARCH_QUERIES]) timeQuery(q, 3);
  const filters = FILTER_QUERIES.map((q) => [q || "(no filter)", timeQuery(q, RUNS)] as const);
  const searches = SEARCH_QUERIES.map((q) => [decodeURIComponent(q), timeQuery(q, RUNS)] as const);
  const sorts = SORT_QUERIES.map((q) => [q, timeQuery(q, SWEEP_RUNS)] as const);
  for (const [q, ms] of filters) console.log(`  filter+sort+page p50 ${ms.toFixed(3)} ms  ${q}`);
  for (const [q, ms] of searches) console.log(`  search p50 ${ms.toFixed(3)} ms  ${q}`);
  const slowSorts = [...sorts].sort((a, b) => b[1] - a[1]);
  console.log(
    `  sort by every column both ways (${sorts.length} queries, ${SWEEP_RUNS} runs each): median p50 ${median(sorts.map(([, ms]) => ms)).toFixed(3)} ms, slowest:`,
  );
  for (const [q, ms] of slowSorts.slice(0, 3)) console.log(`    p50 ${ms.toFixed(3)} ms  ${q}`);
  const filter = median(filters.map(([, ms]) => ms));
  const heaviest = worstOf(searches);
  const [worstQuery, worst] = worstOf([...filters, ...searches, ...sorts]);
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  console.log(`  => filter+sort+page: median of p50s ${filter.toFixed(3)} ms`);
  console.log(`  => heaviest search: "${heaviest[0]}" p50 ${heaviest[1].toFixed(3)} ms`);
  console.log(
    `  => WORST p50 over all ${filters.length + searches.length + sorts.length} queries: ${worst.toFixed(3)} ms  (${worstQuery})`,
  );
  console.log(`  => process RSS: ${rssMb.toFixed(0)} MB`);
  return { filter, search: heaviest[1], worst, worstQuery, rssMb };
}

// The synthetic catalogue is measured in a child process that only reads it, as a server
// would, so its RSS is not inflated by writing 50,000 records.
const syntheticPath = process.env.BENCH_SYNTHETIC_DB;
if (syntheticPath) {
  console.log(`SYNTHETIC ${JSON.stringify(report(`synthetic ${SYNTHETIC_SIZE}`))}`);
} else {
  console.log(`library benchmark: ${RUNS} runs per query (${SWEEP_RUNS} in the sort sweep), medians`);
  const live = report("live catalogue");
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-bench-"));
  try {
    const path = join(dir, "synthetic.sqlite");
    const writing = performance.now();
    writeCatalogue(path, syntheticRecords(SYNTHETIC_SIZE));
    console.log(
      `\nwrote a synthetic catalogue of ${SYNTHETIC_SIZE} processors in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
    );
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? "bench/library.ts"], {
      env: { ...process.env, CATALOGUE_DB: path, BENCH_SYNTHETIC_DB: path },
      encoding: "utf8",
    });
    process.stdout.write(child.stdout.replace(/^SYNTHETIC .*\n/m, ""));
    process.stderr.write(child.stderr);
    const line = /^SYNTHETIC (.*)$/m.exec(child.stdout)?.[1];
    if (!line) throw new Error("the synthetic run failed");
    const synthetic = JSON.parse(line) as Summary;
    console.log(
      `\nsummary: live worst p50 ${live.worst.toFixed(3)} ms (budget 2; ${live.worstQuery}), live RSS ${live.rssMb.toFixed(0)} MB; ` +
        `synthetic worst p50 ${synthetic.worst.toFixed(3)} ms (budget 20; ${synthetic.worstQuery}), ` +
        `synthetic RSS ${synthetic.rssMb.toFixed(0)} MB (budget 300)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
