// npm run build: catalogue and React Router build (client + server, which does not read the
// catalogue) side by side -> prerendered pages
// (in parallel worker processes, compressed and CSP-hashed as they are written), while
// Vite's files are precompressed -> build files for the version check (_app/builds), precompressed.
// One BUILD_ID for all steps; build/build-timing.json says where the time went.
// SKIP_DB_BUILD=1 / SKIP_VITE_BUILD=1 reuse the catalogue / the React Router build (which
// must then have been built with the same BUILD_ID). Otherwise the last build's directory is
// moved aside at the start and deleted after the build, by a process nothing waits for
// (build-stale-output.ts): the command exits (0) as soon as build/ is complete. A build that
// fails or is interrupted stops its processes and moves its partial build/ aside too, exit 1.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { envOrExit } from "#common/env";
import { pagePaths } from "./prerender-paths";
import { moveAside, removeAsideLater, stopEarlierRemoval } from "./build-stale-output";
import { writeBuildManifests } from "./build-manifests";
import { writeCspHashes } from "./csp-hashes";
import { precompressDirectory } from "./precompress";
import { isPageFile } from "./prerender/page-files";
import { startPrerenderWorkers, stopProcess, type PrerenderWorkers } from "./prerender/prerender";

const started = performance.now();
const settings = envOrExit();
const buildId = settings.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const childEnv = { ...process.env, BUILD_ID: buildId, NODE_ENV: "production" };
const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
const workers = settings.PRERENDER_WORKERS ?? availableParallelism();
const OUTPUT = "build";
const ASIDE = "node_modules/.cache";

stopEarlierRemoval(OUTPUT, ASIDE);
// build:full's React Router build is already in build/.
if (!settings.SKIP_VITE_BUILD) moveAside(OUTPUT, ASIDE);

const running = new Set<ChildProcess>();
/** A local binary (npx costs about a second of CPU per call), its output passed through; resolves to its wall seconds. */
function run(bin: string, args: string[]): Promise<number> {
  const at = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: "inherit", env: childEnv });
    running.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(seconds(at));
      else reject(new Error(`build: ${bin} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

let prerenderWorkers: PrerenderWorkers | undefined;
let abandoned: Promise<void> | undefined;
/**
 * A failed or interrupted build (once, however many signals come: npm and tsx pass Ctrl-C on as
 * well): its processes stopped first (they write into build/), then build/ moved aside.
 */
const abandon = () =>
  (abandoned ??= (async () => {
    await Promise.all([...[...running].map(stopProcess), prerenderWorkers?.kill()]);
    if (!moveAside(OUTPUT, ASIDE)) rmSync(OUTPUT, { recursive: true, force: true });
    removeAsideLater(OUTPUT, ASIDE);
  })());
for (const [signal, exitCode] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.on(signal, () => void abandon().finally(() => process.exit(exitCode)));
}

try {
  await buildAll();
} catch (error) {
  await abandon();
  throw error;
}
// After the build, not beside it: the last build's files are deleted while nothing else runs.
removeAsideLater(OUTPUT, ASIDE);

async function buildAll(): Promise<void> {
  // The catalogue (one core, ~3 s) and the React Router build (mostly one core) side by side;
  // build:full runs the React Router build itself, alongside the catalogue import.
  // The prerender's workers start meanwhile and wait for the server build.
  const workerPool = (prerenderWorkers = startPrerenderWorkers({ buildDir: OUTPUT, workers, env: childEnv }));
  const [dbSeconds, viteSeconds] = await Promise.all([
    settings.SKIP_DB_BUILD ? 0 : run("tsx", ["scripts/build-db.ts"]),
    settings.SKIP_VITE_BUILD ? 0 : run("react-router", ["build"]),
  ]);

  let at = performance.now();
  const pages = pagePaths();
  // Vite's files are compressed beside the prerender (which compresses its pages itself), not after it.
  const assetsCompressed = precompressDirectory(`${OUTPUT}/client`, isPageFile);
  const prerendered = await workerPool.prerender(pages);
  writeCspHashes(OUTPUT, prerendered.hashes);
  const prerenderSeconds = seconds(at);

  at = performance.now();
  const assetCount = await assetsCompressed;
  const manifests = writeBuildManifests(`${OUTPUT}/client`, buildId);
  const compressed = assetCount + (await precompressDirectory(manifests.dir));
  const restSeconds = seconds(at);

  const total = seconds(started);
  const phaseSeconds = Object.fromEntries(
    Object.entries(prerendered.phases).map(([k, ms]) => [k, +(ms / 1000).toFixed(1)]),
  );
  writeFileSync(
    `${OUTPUT}/build-timing.json`,
    JSON.stringify({
      buildId,
      pages: pages.length,
      prerenderedFiles: prerendered.files,
      prerenderWorkers: workers,
      seconds: {
        db: dbSeconds,
        vite: viteSeconds,
        prerender: prerenderSeconds,
        manifestsAndPrecompress: restSeconds,
        total,
      },
      prerenderCpuSeconds: phaseSeconds,
      totalSeconds: total,
      cpus: availableParallelism(),
    }),
  );
  console.log(
    `build ${buildId}: ${pages.length} pages (${manifests.prerendered} prerendered paths, ${prerendered.files} files) in ${workers} workers, ` +
      `${compressed} other files precompressed; vite ${viteSeconds} s, prerender ${prerenderSeconds} s, total ${total} s`,
  );
  console.log(`prerender CPU seconds by step: ${JSON.stringify(phaseSeconds)}`);
}
