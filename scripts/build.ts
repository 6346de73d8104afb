// npm run build: catalogue and React Router build (client + server, which does not read the
// catalogue) side by side -> prerendered pages
// (in parallel worker processes, compressed and CSP-hashed as they are written), while
// Vite's files are precompressed -> build files for the version check (_app/builds), precompressed.
// One BUILD_ID for all steps; build/build-timing.json says where the time went.
// SKIP_DB_BUILD=1 / SKIP_VITE_BUILD=1 reuse the catalogue / the React Router build (which
// must then have been built with the same BUILD_ID). Otherwise the last build's directory is
// deleted beside the first two steps (build-stale-output.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { envOrExit } from "#common/env";
import { pagePaths } from "./prerender-paths";
import { removeInBackground } from "./build-stale-output";
import { writeBuildManifests } from "./build-manifests";
import { writeCspHashes } from "./csp-hashes";
import { precompressDirectory } from "./precompress";
import { isPageFile } from "./prerender/page-files";
import { startPrerenderWorkers } from "./prerender/prerender";

const started = performance.now();
const settings = envOrExit();
const buildId = settings.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const childEnv = { ...process.env, BUILD_ID: buildId, NODE_ENV: "production" };
const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
const workers = settings.PRERENDER_WORKERS ?? availableParallelism();

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

// The catalogue (one core, ~3 s) and the React Router build (mostly one core) side by side;
// build:full runs the React Router build itself, alongside the catalogue import.
const staleRemoved = settings.SKIP_VITE_BUILD
  ? Promise.resolve(0)
  : removeInBackground("build", "node_modules/.cache").then(() => seconds(started));
// The prerender's workers start meanwhile and wait for the server build.
const prerenderWorkers = startPrerenderWorkers({ buildDir: "build", workers, env: childEnv });
const [dbSeconds, viteSeconds] = await Promise.all([
  settings.SKIP_DB_BUILD ? 0 : run("tsx", ["scripts/build-db.ts"]),
  settings.SKIP_VITE_BUILD ? 0 : run("react-router", ["build"]),
]).catch((error: unknown) => {
  for (const child of running) child.kill();
  prerenderWorkers.kill();
  throw error;
});

let at = performance.now();
const pages = pagePaths();
// Vite's files are compressed beside the prerender (which compresses its pages itself), not after it.
const assetsCompressed = precompressDirectory("build/client", isPageFile);
const prerendered = await prerenderWorkers.prerender(pages);
writeCspHashes("build", prerendered.hashes);
const prerenderSeconds = seconds(at);

at = performance.now();
const assetCount = await assetsCompressed;
const manifests = writeBuildManifests("build/client", buildId);
const compressed = assetCount + (await precompressDirectory(manifests.dir));
const restSeconds = seconds(at);
const staleRemovedAt = await staleRemoved;

const total = seconds(started);
const phaseSeconds = Object.fromEntries(
  Object.entries(prerendered.phases).map(([k, ms]) => [k, +(ms / 1000).toFixed(1)]),
);
writeFileSync(
  "build/build-timing.json",
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
      // when the last build's directory was gone (from the start; beside the steps above)
      staleOutputRemovedAt: staleRemovedAt,
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
