// The checks of test:deploy that only make sense with the front (scripts/test-deploy.ts).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { BROWSER_UA, CRAWLER_UA } from "../tests/support/http";

/** Headers that must be the same from nginx as from the app alone. */
const COMPARED = [
  "location",
  "vary",
  "content-type",
  "cache-control",
  "content-encoding",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
  "set-cookie",
  "retry-after",
  "strict-transport-security",
  "x-robots-tag",
  "allow",
  "access-control-allow-origin",
];

type Case = { path: string; headers?: Record<string, string>; direct?: boolean };

const CASES: Case[] = [
  { path: "/", direct: true },
  { path: "/", headers: { "Accept-Language": "en-US,en;q=0.9" } },
  { path: "/", headers: { "Accept-Language": "en", Cookie: "i18n_redirected=zh" }, direct: true },
  { path: "/", headers: { "Accept-Language": "en", Cookie: "i18n_redirected=fr" } },
  { path: "/lib", headers: { "Accept-Language": "zh-CN,zh;q=0.9" }, direct: true },
  { path: "/lib", headers: { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" } },
  { path: "/lib", headers: { "Accept-Language": "en", "User-Agent": CRAWLER_UA } },
  { path: "/lib?q=7800x3d", headers: { Cookie: "i18n_redirected=en" } },
  { path: "/en", direct: true },
  { path: "/en/", headers: {} },
  { path: "/en/cpu/amd/ryzen-7-7800x3d", direct: true },
  { path: "/en/cpu/amd/ryzen-7-7800x3d", headers: { "Accept-Encoding": "gzip" }, direct: true },
  { path: "/en/cpu/amd/ryzen-7-7800x3d", headers: { "Accept-Encoding": "identity" }, direct: true },
  // q-values are negotiated by the app (br refused here: gzip), not guessed by nginx.
  { path: "/en/cpu/amd/ryzen-7-7800x3d", headers: { "Accept-Encoding": "br;q=0, gzip" } },
  { path: "/cpu/AMD/Ryzen-7-7800X3D" },
  { path: "/en/cpu/intel/ryzen-7-7800x3d" },
  { path: "/en/lib.data", direct: true },
  { path: "/en/lib/_payload.json?v=abc", direct: true },
  { path: "/en/lib/_payload.json?x=1" },
  { path: "/nope" },
  { path: "/en/cpu/amd/NOT_VALID" },
  { path: "/assets/nope.js" },
  { path: "/healthz" },
  { path: "/api/cpus?page=0" },
  { path: "/robots.txt" },
];

const withoutNonces = (text: string) => text.replace(/nonce(=|-)"?[\w+/=]+"?/g, "nonce");

async function answer(base: string, c: Case) {
  const res = await fetch(`${base}${c.path}`, {
    redirect: "manual",
    headers: { "User-Agent": BROWSER_UA, "Accept-Encoding": "br, gzip", ...c.headers },
  });
  const body = Buffer.from(await res.arrayBuffer()).toString("latin1");
  const headers = Object.fromEntries(COMPARED.map((h) => [h, withoutNonces(res.headers.get(h) ?? "")]));
  return {
    status: res.status,
    headers,
    body: withoutNonces(body),
    fromDisk: res.headers.get("last-modified") !== null,
  };
}

/** Every case answers alike from nginx and from one instance alone; `direct` ones come from disk. */
export async function compareWithApp(front: string, app: string, previousAsset: string): Promise<void> {
  for (const c of CASES) {
    const [viaFront, alone] = [await answer(front, c), await answer(app, c)];
    const label = `${c.path} ${JSON.stringify(c.headers ?? {})}`;
    assert.equal(viaFront.status, alone.status, label);
    assert.deepEqual(viaFront.headers, alone.headers, label);
    if (!(viaFront.headers["content-type"] ?? "").startsWith("text/html") || c.direct)
      assert.equal(viaFront.body, alone.body, label);
    assert.equal(
      viaFront.fromDisk,
      c.direct === true,
      `${label}: served by ${viaFront.fromDisk ? "nginx" : "the app"}`,
    );
  }
  console.log(
    `ok: ${CASES.length} requests: same status, ${COMPARED.length} headers and body; ${CASES.filter((c) => c.direct).length} of them from disk`,
  );
  const kept = await fetch(`${front}/assets/${previousAsset}`);
  assert.equal(kept.status, 200);
  assert.equal(kept.headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.equal((await fetch(`${app}/assets/${previousAsset}`)).status, 404);
  console.log("ok: an asset of the previous build is still served (immutable); the app alone has only its own");
}

/** GETs that the app answers (not files), from 8 connections, while `kill` runs after 1 s. */
export async function failoverUnderLoad(
  front: string,
  kill: () => void,
  seconds = 4,
): Promise<{ total: number; failed: number; statuses: Record<number, number> }> {
  const paths = [
    "/lib?q=ryzen",
    "/en/lib?q=i7",
    "/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k",
    "/healthz",
    "/en/cpu/intel/core-i9-14900k?x=1",
  ];
  const statuses: Record<number, number> = {};
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  setTimeout(kill, 1000);
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        try {
          const res = await fetch(`${front}${paths[i % paths.length]}`, { headers: { "User-Agent": BROWSER_UA } });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status !== 200) failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  return { total: answered + failed - (answered - (statuses[200] ?? 0)), failed, statuses };
}

function wrkRate(url: string, seconds: number): number {
  const out = execFileSync(
    "wrk",
    ["-t1", "-c16", `-d${seconds}s`, "-H", "Accept-Encoding: br, gzip", "-H", `User-Agent: ${BROWSER_UA}`, url],
    { encoding: "utf8", timeout: (seconds + 10) * 1000 },
  );
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  assert.ok(rate, out);
  return Number(rate);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** wrk against nginx (the page from disk) and against one app instance, interleaved; medians. */
export async function throughput(front: string, app: string, path: string, rounds = 3, seconds = 3): Promise<void> {
  const viaFront: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < rounds; i++) {
    viaFront.push(wrkRate(`${front}${path}`, seconds));
    alone.push(wrkRate(`${app}${path}`, seconds));
  }
  const [f, a] = [median(viaFront), median(alone)];
  console.log(`${path}, wrk -t1 -c16 -d${seconds}s, ${rounds} rounds interleaved (req/s):`);
  console.log(
    `  nginx front (file from disk, one nginx worker): ${viaFront.map(Math.round).join(" / ")}, median ${Math.round(f)}`,
  );
  console.log(
    `  app alone (one instance, WEB_CONCURRENCY=1):     ${alone.map(Math.round).join(" / ")}, median ${Math.round(a)}`,
  );
  console.log(`  app alone / nginx front: ${(a / f).toFixed(2)}`);
}
