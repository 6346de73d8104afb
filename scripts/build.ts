// npm run build: catalogue -> React Router build with prerender -> build files for the
// version check (_app/builds) -> precompressed static files. One BUILD_ID for all steps.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { writeBuildManifests } from "./build-manifests";
import { writeCspHashes } from "./csp-hashes";
import { precompressDirectory } from "./precompress";

const started = performance.now();
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const env = { ...process.env, BUILD_ID: buildId, NODE_ENV: "production" };
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit", env });

if (process.env.SKIP_DB_BUILD !== "1") run("npx", ["tsx", "scripts/build-db.ts"]);
const rr = performance.now();
run("npx", ["react-router", "build"]);
const rrSeconds = (performance.now() - rr) / 1000;
const manifests = writeBuildManifests("build/client", buildId);
writeCspHashes("build");
const compressed = await precompressDirectory("build/client");
const total = (performance.now() - started) / 1000;
writeFileSync(
  "build/build-timing.json",
  JSON.stringify({ buildId, prerenderedFiles: manifests.prerendered, reactRouterSeconds: +rrSeconds.toFixed(1), totalSeconds: +total.toFixed(1), cpus: availableParallelism() }),
);
console.log(
  `build ${buildId}: ${manifests.prerendered} prerendered files, ${compressed} precompressed; react-router build ${rrSeconds.toFixed(1)} s, total ${total.toFixed(1)} s`,
);
