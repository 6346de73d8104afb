// npm run build:full: the catalogue `npm run bench` measures. The seed (data/) plus every
// vendor export and benchmark table under ../shared/datasets (CPU_ATLAS_DATASETS), when
// present, imported into the live catalogue, then the normal build (npm run build) from it.
// The React Router build does not read the catalogue, so it runs while the catalogue is
// imported (each is about one core's work), and the normal build then skips it. The last
// build's directory is moved aside first and deleted after the normal build (build-stale-output.ts).
// Writes build/full-build.json: import and build times and the catalogue's size.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { envOrExit } from "#common/env";
import { getCatalogue } from "#catalogue/connection.server";
import { moveAside, stopEarlierRemoval } from "./build-stale-output";

const settings = envOrExit();
const DATASETS = resolve(settings.CPU_ATLAS_DATASETS);
const AS_OF = settings.CPU_ATLAS_AS_OF ?? new Date().toISOString().slice(0, 10);

function datasetFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(csv|json)$/i.test(f))
    .map((f) => join(dir, f))
    .sort();
}

const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
const buildId = settings.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const childEnv = { ...process.env, BUILD_ID: buildId };
const running = new Set<ChildProcess>();
/** A local binary (npx costs about a second of CPU per call), its output passed through. */
function run(bin: string, args: string[], extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: "inherit", env: { ...childEnv, ...extraEnv } });
    running.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`build:full: ${bin} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}
async function timed(step: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await step();
  return seconds(started);
}

const files = datasetFiles(DATASETS);
const started = performance.now();
stopEarlierRemoval("build", "node_modules/.cache");
moveAside("build", "node_modules/.cache");
const [importSeconds, viteSeconds] = await Promise.all([
  timed(async () => {
    await run("tsx", ["scripts/build-db.ts"]);
    if (files.length > 0) await run("tsx", ["scripts/import.ts", `--as-of=${AS_OF}`, ...files]);
    else console.warn(`build:full: no datasets under ${DATASETS}; building the seed catalogue alone`);
  }),
  timed(() => run("react-router", ["build"], { NODE_ENV: "production" })),
]).catch((error: unknown) => {
  for (const child of running) child.kill();
  throw error;
});
const parallelSeconds = seconds(started);

const { n: cpus } = await getCatalogue()
  .db.selectFrom("cpus")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();

const buildSeconds = await timed(() => run("tsx", ["scripts/build.ts"], { SKIP_DB_BUILD: "1", SKIP_VITE_BUILD: "1" }));
const totalSeconds = seconds(started);

const summary = {
  at: new Date().toISOString(),
  datasets: files.map((f) => f.slice(DATASETS.length + 1)),
  cpus,
  buildId,
  // Import and the React Router build side by side (wall seconds of each, and of both).
  importSeconds,
  viteSeconds,
  importAndViteSeconds: parallelSeconds,
  // scripts/build.ts without its catalogue and Vite steps: prerender, manifests, precompression.
  buildSeconds,
  totalSeconds,
};
writeFileSync("build/full-build.json", `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `build:full: ${cpus} processors; seed + import ${importSeconds} s alongside vite ${viteSeconds} s (${parallelSeconds} s), ` +
    `prerender and the rest ${buildSeconds} s, total ${totalSeconds} s`,
);
