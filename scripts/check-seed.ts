// Validates the seed catalogue and prints a per-vendor, per-segment count.
import { loadSeedCatalogue } from "../db/seed";

const { cpus, problems } = loadSeedCatalogue(process.argv[2] ?? "data/cpus");
for (const p of problems) console.error(`${p.file} · ${p.entry} · ${p.problem}`);
const counts = new Map<string, number>();
for (const c of cpus) counts.set(`${c.vendor} ${c.segment}`, (counts.get(`${c.vendor} ${c.segment}`) ?? 0) + 1);
console.log([...counts].map(([k, n]) => `${k}: ${n}`).join("\n"));
const withBench = cpus.filter((c) => (c.benchmarks?.length ?? 0) > 0).length;
console.log(`total: ${cpus.length}, with benchmarks: ${withBench}, problems: ${problems.length}`);
process.exit(problems.length > 0 ? 1 : 0);
