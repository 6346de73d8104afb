// How much of what people run is in the seed catalogue: the share of the Geekbench 6 list's
// most-run AMD/Intel processors (top 300 and top 1,000 by results) that data/cpus holds,
// by count and weighted by results. `--missing [N]` lists the absent ones of the top N.
import { fileURLToPath } from "node:url";
import { loadSeedCatalogue } from "../db/seed";
import { datasetsDir, readGeekbench6Snapshot, type Geekbench6Entry } from "../db/geekbench6-snapshot";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const snapshot = readGeekbench6Snapshot(datasetsDir(ROOT));
if (!snapshot) {
  console.error("The Geekbench 6 snapshot is not beside the repo (../shared/datasets): nothing to measure.");
  process.exit(2);
}
const { cpus } = loadSeedCatalogue(`${ROOT}/data/cpus`);
const keys = new Set(cpus.map((c) => `${c.vendor}/${c.id}`));

export function coverage(top: readonly Geekbench6Entry[], has: (key: string) => boolean) {
  const found = top.filter((e) => has(e.key));
  const weight = (list: readonly Geekbench6Entry[]) => list.reduce((sum, e) => sum + e.samples, 0);
  return { count: found.length, of: top.length, weighted: weight(found) / weight(top) };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
console.log(`seed catalogue: ${cpus.length} processors`);
for (const n of [300, 1000]) {
  const c = coverage(snapshot.slice(0, n), (k) => keys.has(k));
  console.log(
    `Geekbench 6 top ${n}: ${c.count}/${c.of} (${pct(c.count / c.of)}), weighted by results ${pct(c.weighted)}`,
  );
}
const all = coverage(snapshot, (k) => keys.has(k));
console.log(`whole list (${snapshot.length}): ${all.count} (${pct(all.count / all.of)})`);

const flag = process.argv.indexOf("--missing");
if (flag >= 0) {
  const n = Number(process.argv[flag + 1] ?? 1000) || 1000;
  snapshot.slice(0, n).forEach((e, rank) => {
    if (!keys.has(e.key)) console.log(`${String(rank + 1).padStart(4)}  ${e.key.padEnd(40)} ${e.name} (${e.samples})`);
  });
}
