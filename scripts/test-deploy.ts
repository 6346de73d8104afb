// npm run test:deploy: the nginx front of deploy/ in front of two app instances, on loopback.
// Needs a build (npm run build), /usr/sbin/nginx and wrk. It
//  1. installs the build's assets beside a fake previous build's and publishes the build,
//  2. runs the HTTP suite's routing, locale, static, error and header tests through nginx,
//  3. compares nginx's answers with the app's alone (status, headers, body) and checks what
//     nginx serves itself, the kept assets, unpublishing and the /api and picture rate limits,
//  4. kills one instance (SIGKILL) under load: no request may fail,
//  5. prints nginx-front vs app-alone throughput for a prerendered page (wrk, medians).
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { standaloneNginxConfig } from "../deploy/nginx-config";
import { installAssets, publish, readBuildInfo, unpublish } from "../deploy/release";
import { RETRY_AFTER_SECONDS } from "#common/http";
import { loadPrerenderHashes } from "../server/csp";
import { freePort, startServer, TEST_SITE_ORIGIN, type RunningServer } from "../tests/support/start-server";
import { compareWithApp, failoverUnderLoad, throughput } from "./test-deploy-checks";

const NGINX = "/usr/sbin/nginx";
const HTTP_SUITE = ["locale", "server", "bad-input", "pages", "csp", "prerender"].map(
  (name) => `tests/http/${name}.test.ts`,
);
const PREVIOUS_ASSET = "previous-build-Abc123xy.js";

async function startNginx(dir: string, conf: string, url: string): Promise<ChildProcess> {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub), { recursive: true });
  const file = join(dir, "nginx.conf");
  writeFileSync(file, conf);
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", file], { stdio: "inherit" });
  const child = spawn(NGINX, ["-p", dir, "-c", file], { stdio: "inherit" });
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nginx did not start");
}

function fakePreviousBuild(dir: string): string {
  const client = join(dir, "previous-client");
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "assets", PREVIOUS_ASSET), `console.log("a chunk of the previous build");\n`);
  return client;
}

async function main(): Promise<void> {
  const buildDir = resolve("build");
  const info = readBuildInfo(buildDir);
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-deploy-"));
  const root = join(dir, "front");
  const instances: RunningServer[] = [];
  let nginx: ChildProcess | null = null;
  try {
    for (let i = 0; i < 2; i++) instances.push(await startServer({ TRUST_PROXY: "1" }));
    const [a, b] = instances as [RunningServer, RunningServer];
    installAssets(root, fakePreviousBuild(dir), "previous-build");
    const assets = installAssets(root, join(buildDir, "client"), info.buildId);
    const published = await publish(root, join(buildDir, "client"), info, [a.url, b.url], TEST_SITE_ORIGIN);
    console.log(
      `release: ${assets.copied} assets copied; ${published.published ? "published" : "NOT published"} (${published.reason})`,
    );
    assert.ok(published.published);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const conf = standaloneNginxConfig(
      {
        listen: [`127.0.0.1:${port}`],
        upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
        assetsRoot: root,
        liveRoot: join(root, "live"),
        prerenderHashes: loadPrerenderHashes(buildDir),
        assetOrigin: null,
      },
      join(dir, "nginx"),
    );
    nginx = await startNginx(join(dir, "nginx"), conf, url);

    console.log(`\n== the HTTP suite through nginx (${url})`);
    const suite = spawnSync("npx", ["vitest", "run", "--project", "http", ...HTTP_SUITE], {
      stdio: "inherit",
      env: { ...process.env, TEST_BASE_URL: url },
    });
    // Recorded rather than thrown, so that the front's own checks below still run.
    if (suite.status !== 0) process.exitCode = 1;

    console.log("\n== nginx and the app alone answer alike");
    await compareWithApp(url, a.url, PREVIOUS_ASSET);
    await unpublish(root);
    const proxied = await fetch(`${url}/en/cpu/amd/ryzen-7-7800x3d`);
    assert.equal(proxied.headers.get("last-modified"), null, "unpublished: the app answers prerendered pages");
    assert.ok((await publish(root, join(buildDir, "client"), info, [a.url, b.url], TEST_SITE_ORIGIN)).published);
    console.log("ok: unpublished, the app answers prerendered pages; published again");

    console.log("\n== one instance killed under load");
    const load = await failoverUnderLoad(url, () => a.child.kill("SIGKILL"));
    console.log(`ok: ${load.total} requests, ${load.failed} failed, statuses ${JSON.stringify(load.statuses)}`);
    assert.equal(load.failed, 0);

    console.log("\n== /api rate limit");
    const burst = await Promise.all(
      Array.from({ length: 300 }, () => fetch(`${url}/api/suggest?q=r`).then((r) => r.status)),
    );
    const limited = burst.filter((s) => s === 429).length;
    console.log(`ok: 300 simultaneous /api requests: ${burst.length - limited} answered, ${limited} refused with 429`);
    assert.ok(limited > 0 && burst.every((s) => s === 200 || s === 429));

    console.log("\n== picture rate limit");
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        fetch(`${url}${i % 2 === 0 ? "/og/site.png" : "/en/ladder.svg"}`).then((r) => ({
          status: r.status,
          corp: r.headers.get("cross-origin-resource-policy"),
        })),
      ),
    );
    const pictures = answers.map((a) => a.status);
    const refused = pictures.filter((s) => s === 429).length;
    console.log(
      `ok: 80 simultaneous picture requests: ${pictures.length - refused} answered, ${refused} refused with 429`,
    );
    assert.ok(refused > 0 && pictures.every((s) => s === 200 || s === 429), `picture statuses: ${pictures.join(",")}`);
    // Pictures are made to be embedded elsewhere: nginx passes the app's cross-origin policy on.
    assert.ok(
      answers.every((a) => a.status !== 200 || a.corp === "cross-origin"),
      "pictures are cross-origin",
    );

    console.log("\n== throughput of a prerendered page (wrk, loopback)");
    await throughput(url, b.url, "/en/cpu/amd/ryzen-7-7800x3d");

    console.log("\n== every instance down");
    await b.stop();
    const down = await fetch(`${url}/en/lib?q=ryzen`);
    assert.equal(down.status, 503);
    assert.equal(down.headers.get("retry-after"), String(RETRY_AFTER_SECONDS));
    assert.equal((await fetch(`${url}/en/cpu/amd/ryzen-7-7800x3d`)).status, 200);
    console.log(
      `ok: rendered pages answer 503 with Retry-After (${await down.text()}), published prerendered pages 200 (their data was live when published)`,
    );
  } finally {
    nginx?.kill("SIGTERM");
    await Promise.all(instances.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
if (process.exitCode) console.error("\ntest:deploy: the HTTP suite through nginx failed (see above)");
