// npm run build:full: the catalogue `npm run bench` measures. The seed (data/) plus every
// vendor export and benchmark table under ../shared/datasets (CPU_ATLAS_DATASETS), when
// present, imported into the live catalogue, then the normal build (npm run build) from it.
// Writes build/full-build.json: import and build times and the catalogue's size.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { catalogueDbPath } from "../db/paths";

const DATASETS = resolve(process.env.CPU_ATLAS_DATASETS ?? "../shared/datasets");
const AS_OF = process.env.CPU_ATLAS_AS_OF ?? new Date().toISOString().slice(0, 10);

function datasetFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(csv|json)$/i.test(f))
    .map((f) => join(dir, f))
    .sort();
}

const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
const run = (args: string[], env: Record<string, string> = {}) =>
  execFileSync("npx", ["tsx", ...args], { stdio: "inherit", env: { ...process.env, ...env } });

const files = datasetFiles(DATASETS);
const importStarted = performance.now();
run(["scripts/build-db.ts"]);
if (files.length > 0) run(["scripts/import.ts", `--as-of=${AS_OF}`, ...files]);
else console.warn(`build:full: no datasets under ${DATASETS}; building the seed catalogue alone`);
const importSeconds = seconds(importStarted);

const db = new Database(catalogueDbPath(), { readonly: true, fileMustExist: true });
const cpus = (db.prepare("SELECT count(*) AS n FROM cpus").get() as { n: number }).n;
db.close();

const buildStarted = performance.now();
run(["scripts/build.ts"], { SKIP_DB_BUILD: "1" });
const buildSeconds = seconds(buildStarted);

const summary = { at: new Date().toISOString(), datasets: files.map((f) => f.slice(DATASETS.length + 1)), cpus, importSeconds, buildSeconds };
writeFileSync("build/full-build.json", `${JSON.stringify(summary, null, 2)}\n`);
console.log(`build:full: ${cpus} processors; seed + import ${importSeconds} s, build + prerender ${buildSeconds} s`);
