// What a deploy does on the front machine, besides starting the app instances:
//  - `installAssets`: copies the build's hashed assets into a directory shared by the last
//    `keep` builds (copying, never replacing), so a page of the previous build still finds its
//    chunks after a deploy, and removes the files no kept build names;
//  - `publish`: lets nginx serve the build's prerendered files (a `live` symlink to the client
//    build), but only once every instance's /readyz reports the data version they were built
//    from; otherwise the link is removed and the app renders them;
//  - `unpublish`: removes the link, before a new catalogue file is shipped to the instances,
//    and returns once nginx's file cache can no longer hold any file behind it.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { envOrExit } from "#common/env";
import { FILE_CACHE_VALID_SECONDS } from "./nginx-config";

export type BuildInfo = { buildId: string; dataVersion: string; siteOrigin: string };

const MANIFESTS = "asset-manifests";

export function readBuildInfo(buildDir: string): BuildInfo {
  return JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as BuildInfo;
}

type Manifest = { buildId: string; installedAt: string; files: string[] };

/** Copies `clientDir/assets/*` into `root/assets/`, records them, and keeps the last `keep` builds' files. */
export function installAssets(
  root: string,
  clientDir: string,
  buildId: string,
  keep = 3,
): { copied: number; removed: number } {
  const assets = join(root, "assets");
  const manifests = join(root, MANIFESTS);
  mkdirSync(assets, { recursive: true });
  mkdirSync(manifests, { recursive: true });
  const files = readdirSync(join(clientDir, "assets"));
  let copied = 0;
  for (const name of files) {
    const target = join(assets, name);
    // Hashed names: a file that exists already has these bytes. Write beside, then rename.
    if (existsSync(target)) continue;
    copyFileSync(join(clientDir, "assets", name), `${target}.tmp`);
    renameSync(`${target}.tmp`, target);
    copied++;
  }
  const manifest: Manifest = { buildId, installedAt: new Date().toISOString(), files };
  writeFileSync(join(manifests, `${buildId}.json`), JSON.stringify(manifest));

  const kept = readdirSync(manifests)
    .map((name) => JSON.parse(readFileSync(join(manifests, name), "utf8")) as Manifest)
    .sort((a, b) => b.installedAt.localeCompare(a.installedAt) || (a.buildId === buildId ? -1 : 1));
  for (const old of kept.slice(keep)) rmSync(join(manifests, `${old.buildId}.json`));
  const wanted = new Set(kept.slice(0, keep).flatMap((m) => m.files));
  let removed = 0;
  for (const name of readdirSync(assets)) {
    if (wanted.has(name)) continue;
    rmSync(join(assets, name));
    removed++;
  }
  return { copied, removed };
}

/** The data version each instance reports on /readyz, or the reason it reports none. */
async function liveDataVersions(instances: string[]): Promise<string[]> {
  return Promise.all(
    instances.map(async (url) => {
      try {
        // Asked once more on a failure: a kept-alive connection the instance has since closed fails at once.
        const ask = () => fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
        const res = await ask().catch(ask);
        const text = (await res.text()).trim();
        return res.ok && text.startsWith("ready ") ? text.slice("ready ".length) : `not ready (${res.status})`;
      } catch {
        return "unreachable";
      }
    }),
  );
}

export type PublishResult = { published: boolean; reason: string };

/** Points `root/live` at `clientDir` if every instance serves `info`'s data version and origin. */
export async function publish(
  root: string,
  clientDir: string,
  info: BuildInfo,
  instances: string[],
  siteOrigin: string,
): Promise<PublishResult> {
  const versions = await liveDataVersions(instances);
  const stale = versions.find((v) => v !== info.dataVersion);
  const reason =
    siteOrigin !== info.siteOrigin
      ? `built for ${info.siteOrigin}, served as ${siteOrigin}`
      : stale !== undefined
        ? `an instance reports ${stale}, the build has ${info.dataVersion}`
        : `data ${info.dataVersion} on ${instances.length} instances`;
  if (siteOrigin !== info.siteOrigin || stale !== undefined) {
    await unpublish(root);
    return { published: false, reason };
  }
  mkdirSync(root, { recursive: true });
  const link = join(root, "live");
  rmSync(`${link}.tmp`, { force: true });
  symlinkSync(resolve(clientDir), `${link}.tmp`);
  renameSync(`${link}.tmp`, link); // atomic: nginx sees the old link or the new one
  return { published: true, reason };
}

export async function unpublish(root: string): Promise<void> {
  const link = join(root, "live");
  if (!lstatSync(link, { throwIfNoEntry: false })) return; // a dangling link is a link too
  rmSync(link, { force: true }); // the link only, never the build it points to
  // nginx keeps open files for FILE_CACHE_VALID_SECONDS before it looks at the path again.
  await sleep(FILE_CACHE_VALID_SECONDS * 1000 + 500);
}

async function main(argv: string[]): Promise<number> {
  const [command, root, buildDir = "build", ...instances] = argv;
  if (!root || !["assets", "publish", "unpublish"].includes(command ?? "")) {
    console.error("usage: tsx deploy/release.ts assets|publish|unpublish ROOT [BUILD_DIR] [INSTANCE_URL...]");
    return 2;
  }
  const info = readBuildInfo(buildDir);
  if (command === "assets") {
    const { copied, removed } = installAssets(root, join(buildDir, "client"), info.buildId, envOrExit().KEEP_BUILDS);
    console.log(`assets of ${info.buildId}: ${copied} copied, ${removed} of older builds removed`);
  } else if (command === "publish") {
    const result = await publish(root, join(buildDir, "client"), info, instances, envOrExit().SITE_ORIGIN ?? "");
    console.log(`${result.published ? "published" : "NOT published"}: ${result.reason}`);
    return result.published ? 0 : 1;
  } else {
    await unpublish(root);
    console.log("unpublished: the app renders every page until the next publish");
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
