// The production nginx front (deploy/nginx-config.ts) started for a bench: this build's assets
// installed and its prerendered files published (deploy/release.ts), as a deploy does, in
// front of one running app server. Used by `npm run bench` (the pages as served behind the
// front) and `npm run observatory` (with TLS).
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { standaloneNginxConfig, type NginxOptions } from "../deploy/nginx-config";
import { installAssets, publish, readBuildInfo } from "../deploy/release";
import { loadPrerenderHashes } from "../server/csp";
import { TEST_SITE_ORIGIN, type RunningServer } from "../tests/support/start-server";

/** `pid`: the front's nginx master (its workers run under it). */
export type Front = { published: boolean; reason: string; url: string; pid: number | undefined; stop: () => void };

export async function startFront(
  dir: string,
  upstream: RunningServer,
  listen: string,
  options: { tls?: NginxOptions["tls"]; workers?: number } = {},
): Promise<Front> {
  const root = join(dir, "front");
  installAssets(root, "build/client", readBuildInfo("build").buildId);
  const published = await publish(root, "build/client", readBuildInfo("build"), [upstream.url], TEST_SITE_ORIGIN);
  const config: NginxOptions = {
    listen: [listen],
    upstreams: [`127.0.0.1:${upstream.port}`],
    assetsRoot: root,
    liveRoot: join(root, "live"),
    prerenderHashes: loadPrerenderHashes("build"),
    assetOrigin: null,
    tls: options.tls,
  };
  const nginxDir = join(dir, "nginx");
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(nginxDir, sub), { recursive: true });
  writeFileSync(join(nginxDir, "nginx.conf"), standaloneNginxConfig(config, nginxDir, options.workers));
  const child = spawn("nginx", ["-c", join(nginxDir, "nginx.conf"), "-p", nginxDir], { stdio: "inherit" });
  return { ...published, url: `http://${listen}`, pid: child.pid, stop: () => child.kill("SIGTERM") };
}
