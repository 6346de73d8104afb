// Writes data/benchmarks/geekbench6.json: the Geekbench 6 averages of the snapshot in
// ../shared/datasets for the processors the seed catalogue holds. The only file derived from
// a dataset that may be committed (an MIT-licensed compilation; scores © Primate Labs);
// tests/catalog/geekbench6-figures.test.ts checks it against the snapshot.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GEEKBENCH6_FILE, type Geekbench6Figures } from "../db/geekbench6-figures";
import {
  datasetsDir,
  GEEKBENCH6_SNAPSHOT_DATE,
  readGeekbench6Snapshot,
  reportedCountsDisagree,
} from "../db/geekbench6-snapshot";
import { loadSeedCatalogue } from "../db/seed";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const snapshot = readGeekbench6Snapshot(datasetsDir(ROOT));
if (!snapshot) {
  console.error("The Geekbench 6 snapshot is not beside the repo (../shared/datasets): nothing to derive.");
  process.exit(2);
}
const seed = new Map(loadSeedCatalogue(`${ROOT}/data/cpus`).cpus.map((c) => [`${c.vendor}/${c.id}`, c]));
const figures: Geekbench6Figures["figures"] = {};
const withheld: Geekbench6Figures["withheld"] = {};
const taken = new Map<string, string>();
for (const e of snapshot) {
  const cpu = seed.get(e.key);
  if (!cpu) continue;
  // Geekbench sometimes lists one model twice (a renamed string); the most-run entry wins.
  if (taken.has(e.key)) {
    console.warn(`${e.key}: "${e.name}" (${e.samples}) left out; "${taken.get(e.key)}" has more results`);
    continue;
  }
  taken.set(e.key, e.name);
  if (reportedCountsDisagree(e, cpu)) {
    console.warn(
      `${e.key}: "${e.name}" left out; Geekbench reports ${e.cores} cores, ${e.threads} threads (the processor has ${cpu.cores}, ${cpu.threads})`,
    );
    withheld[e.key] = {
      geekbenchId: e.geekbenchId,
      name: e.name,
      samples: e.samples,
      cores: e.cores,
      threads: e.threads,
    };
    continue;
  }
  figures[e.key] = {
    geekbenchId: e.geekbenchId,
    name: e.name,
    samples: e.samples,
    single: e.single,
    multi: e.multi,
    ...(e.includes ? { includes: e.includes } : {}),
  };
}
const file: Geekbench6Figures = {
  source: "Geekbench Browser (Primate Labs)",
  sourceUrl: "https://browser.geekbench.com/processor-benchmarks",
  compilation: "r59q/geekbench-cpu-specs, cpu-list.v1.json (MIT licence); scores © Primate Labs",
  snapshot: GEEKBENCH6_SNAPSHOT_DATE,
  figures: sortedByKey(figures),
  withheld: sortedByKey(withheld),
};
function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
// One processor a line, so a review reads the change per processor.
const linesOf = (record: Record<string, unknown>) =>
  Object.entries(record).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
const lines = linesOf(file.figures);
const headText = JSON.stringify({ ...file, figures: undefined, withheld: undefined }, null, 2).replace(/\n}$/, "");
writeFileSync(
  `${ROOT}/${GEEKBENCH6_FILE}`,
  `${headText},\n  "figures": {\n${lines.join(",\n")}\n  },\n  "withheld": {\n${linesOf(file.withheld).join(",\n")}\n  }\n}\n`,
);
console.log(`${GEEKBENCH6_FILE}: ${lines.length} processors of ${seed.size} in the seed catalogue`);
