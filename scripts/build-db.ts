// npm run db:build: the seed catalogue (data/) -> a new SQLite file, swapped in atomically.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { envOrExit } from "#common/env";
import { catalogueDbPath } from "#catalogue/paths";
import { loadSeedCatalogue } from "../db/seed";
import { writeCatalogue } from "../db/write-catalogue";

envOrExit();
const started = performance.now();
const { cpus, problems } = loadSeedCatalogue("data/cpus");
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file} · ${p.entry} · ${p.problem}`);
  console.error(`db:build: ${problems.length} problem(s) in the seed catalogue; nothing was written.`);
  process.exit(1);
}
const target = catalogueDbPath();
mkdirSync(dirname(target), { recursive: true });
const temp = `${target}.building-${process.pid}`;
try {
  const version = writeCatalogue(temp, cpus);
  renameSync(temp, target);
  const ms = Math.round(performance.now() - started);
  console.log(`db:build: ${cpus.length} processors -> ${target} (data version ${version}, ${ms} ms)`);
} catch (error) {
  rmSync(temp, { force: true });
  throw error;
}
