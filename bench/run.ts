// npm run bench: every budget of the design (../shared/design.md) measured in one run, on loopback, bounded in time.
// Uses the current build (npm run build) and catalogue; builds nothing. Writes
// bench/results/latest.json and bench/results/latest.md.
//   BENCH_SECONDS (5): wrk duration per run; BENCH_ROUNDS (3): runs of each target, each right after
//   nginx serving its bytes, the ratio being the median of the rounds' ratios; BENCH_LIGHTHOUSE=0 skips Lighthouse;
//   BENCH_ONLY=upgrade,compare: only the throughput targets whose names contain one of these
//   (and their nginx twins), nothing else; the results then go to bench/results/only.{json,md}.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LOCALE_COOKIE, localeFromPathPrefix } from "#common/locale";
import { freePort, startServer, type RunningServer } from "../tests/support/start-server";
import { startFront, type Front } from "./front";
import { treeCpuSeconds } from "./process-cpu";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The shared machine's throughput swings by a third between runs: each comparison is made this many times, interleaved. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 32;
const COLD_CONNECTIONS = 4;
const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const CLIENT = resolve("build/client");
const DETAIL = "/en/cpu/intel/core-i9-14900k";
/** The cached ladder picture is compared with nginx serving the same bytes as a file. */
const LADDER_PNG = "/ladder.png?segment=laptop";
const LADDER_PNG_FILE = "_bench-ladder.png";
const SAME_BYTES_FILE = "_bench-same-bytes.html";

const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const selected = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));

/**
 * `ratioToNginx`: against nginx serving the prerendered detail page; `ratioToSameBytes`: against
 * nginx serving this target's own body as a file (what the design's budget means: "nginx
 * serving the same file"; a larger body is slower to send for nginx too).
 */
type Throughput = {
  name: string;
  path: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  bodyBytes?: number;
  ratioToNginx?: number;
  ratioToSameBytes?: number;
  /** Each round's ratio to nginx serving the same bytes, in the order run. */
  sameBytesRatios?: number[];
  /** CPU time (user + system) of the server's processes per request, µs: median of the rounds. */
  cpuUs?: number;
  /** The same for nginx serving the same bytes, in the same rounds. */
  nginxCpuUs?: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The round with the median throughput (its latencies go with it). */
function medianRun(runs: Throughput[]): Throughput {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[(sorted.length - 1) >> 1] as Throughput;
}

function toMs(value: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec((value ?? "").trim());
  return m ? Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1) : Number.NaN;
}

/** `serverPid`: the server's process (its workers under it), whose CPU time per request is measured. */
function wrk(name: string, url: string, connections = CONNECTIONS, encoding?: string, serverPid?: number): Throughput {
  const args = ["--latency", "-t2", `-c${connections}`, `-d${SECONDS}s`, "-H", `User-Agent: ${UA}`];
  if (encoding) args.push("-H", `Accept-Encoding: ${encoding}`);
  const cpuBefore = serverPid === undefined ? 0 : treeCpuSeconds(serverPid);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const cpuSeconds = serverPid === undefined ? Number.NaN : treeCpuSeconds(serverPid) - cpuBefore;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
    ...(serverPid !== undefined && requests > 0 ? { cpuUs: +((cpuSeconds * 1e6) / requests).toFixed(1) } : {}),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      (errors
        ? errors
            .slice(1)
            .map(Number)
            .reduce((a, b) => a + b, 0)
        : 0),
  };
}

/**
 * `url` (served by the process `serverPid`) measured ROUNDS times, each time right after nginx
 * serving the same bytes (`sameBytesUrl`): the median round, the median of the rounds' ratios,
 * and the median CPU time per request of each server.
 */
function againstNginx(
  name: string,
  url: string,
  serverPid: number | undefined,
  sameBytesUrl: string,
  connections = CONNECTIONS,
  encoding?: string,
): Throughput {
  const rounds = Array.from({ length: ROUNDS }, () => {
    const same = wrk(`nginx: the same bytes as ${name}`, sameBytesUrl, CONNECTIONS, encoding, nginx.pid);
    return { same, run: wrk(name, url, connections, encoding, serverPid) };
  });
  const ratios = rounds.map((r) => r.run.rps / r.same.rps);
  const cpu = (runs: Throughput[]) => {
    const values = runs.map((r) => r.cpuUs).filter((v): v is number => v !== undefined);
    return values.length > 0 ? +median(values).toFixed(1) : undefined;
  };
  return {
    ...medianRun(rounds.map((r) => r.run)),
    ratioToSameBytes: +median(ratios).toFixed(2),
    sameBytesRatios: ratios.map((r) => +r.toFixed(2)),
    cpuUs: cpu(rounds.map((r) => r.run)),
    nginxCpuUs: cpu(rounds.map((r) => r.same)),
  };
}

/**
 * A response body, fetched once more on a failure: the warm-up's keep-alive socket may have idled
 * past the server's 5 s keep-alive timeout during the wrk runs, and fetch then gets "other side closed".
 */
async function bodyOf(url: string, headers: Record<string, string> = {}): Promise<Buffer> {
  const get = () => fetch(url, { headers: { "User-Agent": UA, ...headers } });
  const res = await get().catch(get);
  return Buffer.from(await res.arrayBuffer());
}

/** A response body as sent, not decoded (fetch would undo the brotli): the bytes nginx then serves as a file. */
function rawBodyOf(url: string, encoding: string): Promise<Buffer> {
  return rawAnswerOf(url, encoding).then((answer) => answer.body);
}

/** Headers a node:http server adds itself, or that belong to one request. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "x-request-id"]);

/** The body as sent and the headers that go with it (as name, value, name, value…). */
function rawAnswerOf(url: string, encoding: string): Promise<{ body: Buffer; headers: string[] }> {
  return new Promise((done, fail) => {
    const req = request(url, { agent: false, headers: { "User-Agent": UA, "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      const headers = res.rawHeaders.flatMap((value, i, all) =>
        i % 2 === 0 && !OWN_HEADERS.has(value.toLowerCase()) ? [value, all[i + 1] as string] : [],
      );
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        res.headers["content-encoding"] === (encoding === "identity" ? undefined : encoding)
          ? done({ body: Buffer.concat(chunks), headers })
          : fail(new Error(`${url}: sent ${res.headers["content-encoding"] ?? "identity"}, not ${encoding}`)),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

async function startNginx(): Promise<{ url: string; pid: number | undefined; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-nginx-"));
  const conf = `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; include /etc/nginx/mime.types;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${CLIENT}; location / { try_files $uri $uri/index.html =404; } } }`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child: ChildProcess = spawn("nginx", ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${url}${DETAIL}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

/**
 * A plain node:http cluster (bench/node-floor.ts) sending the same bytes with the same headers,
 * against nginx serving them: what any server on node:http reaches on this machine.
 */
async function nodeFloor(
  name: string,
  url: string,
  encoding: string | undefined,
  limit: Throughput,
): Promise<Throughput> {
  const { body, headers } = await rawAnswerOf(url, encoding ?? "identity");
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-floor-"));
  writeFileSync(join(dir, "body"), body);
  writeFileSync(join(dir, "headers.json"), JSON.stringify(headers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/node-floor.ts",
      String(port),
      join(dir, "body"),
      join(dir, "headers.json"),
      String(cpus().length),
    ],
    { stdio: "ignore" },
  );
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`);
    const run = againstNginx(
      `${name}: plain node:http, same bytes and headers`,
      `http://127.0.0.1:${port}/`,
      child.pid,
      `${nginx.url}/${SAME_BYTES_FILE}`,
      CONNECTIONS,
      encoding,
    );
    run.bodyBytes = body.length;
    run.ratioToNginx = +(run.rps / limit.rps).toFixed(2);
    return run;
  } finally {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitUntilAnswering(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** The front's address once it answers, or an error saying why the pages are not served by it. */
async function frontUrlOf(front: Front): Promise<string> {
  if (!front.published) throw new Error(`the front does not serve the prerendered pages: ${front.reason}`);
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${front.url}${DETAIL}`, { headers: { "User-Agent": UA } })).ok) return front.url;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the nginx front did not start");
}

/** First-load JS (modulepreloads + entry) and the HTML itself, gzip and brotli, from a built page. */
function pageBytes(name: string, htmlFile: string) {
  const html = readFileSync(htmlFile);
  const assets = new Set(
    [...html.toString("utf8").matchAll(/(?:rel="modulepreload" href="|import\(")([^"]+\.js)/g)].map(
      (m) => m[1] as string,
    ),
  );
  let jsGzip = 0;
  let jsBrotli = 0;
  for (const asset of assets) {
    const file = join(CLIENT, asset.replace(/^.*?\/assets\//, "assets/"));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    jsGzip += gzipSync(body, { level: 9 }).length;
    jsBrotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return {
    name,
    jsFiles: assets.size,
    jsGzipKiB: +(jsGzip / 1024).toFixed(1),
    jsBrotliKiB: +(jsBrotli / 1024).toFixed(1),
    htmlGzipKiB: +(gzipSync(html, { level: 9 }).length / 1024).toFixed(1),
    htmlBrotliKiB: +(brotliCompressSync(html).length / 1024).toFixed(1),
  };
}

function inProcess(script: string): string {
  try {
    return execFileSync(process.execPath, ["--import", "tsx", script], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
      timeout: 600_000,
    })
      .split("\n")
      .filter((l) => l.trim())
      .slice(-8)
      .join("\n");
  } catch (error) {
    return `failed: ${(error as Error).message.split("\n")[0]}`;
  }
}

/** Lighthouse's Chrome asks for English, so an unprefixed (zh) page would be redirected to
 * /en on a first visit: the locale cookie keeps it in Chinese, as after a language choice. */
function lighthouseArgs(url: string): string[] {
  const zh = localeFromPathPrefix(new URL(url).pathname) === null;
  return [
    "--yes",
    "lighthouse@12.8.2",
    url,
    "--quiet",
    "--output=json",
    "--form-factor=mobile",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run",
    ...(zh ? [`--extra-headers=${JSON.stringify({ Cookie: `${LOCALE_COOKIE}=zh` })}`] : []),
  ];
}

const LIGHTHOUSE_TIMES = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"] as const;

/** Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"): one more try, then the failure is reported. */
function lighthouse(url: string, attempt = 1): Record<string, number> | string {
  try {
    const out = execFileSync("npx", lighthouseArgs(url), {
      encoding: "utf8",
      env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
      maxBuffer: 256 * 1024 * 1024,
      timeout: 180_000,
    });
    const report = JSON.parse(out) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const scores = Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]);
    // The paint times behind the performance score (simulated mobile throttling), in ms.
    const times = LIGHTHOUSE_TIMES.map((audit) => [audit, Math.round(report.audits[audit]?.numericValue ?? NaN)]);
    return Object.fromEntries([...scores, ...times]);
  } catch (error) {
    if (attempt === 1) return lighthouse(url, 2);
    return `failed twice: ${(error as Error).message.split("\n")[0]?.slice(0, 120)}`;
  }
}

const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}`,
  node: process.version,
  loadAverageAtStart: loadavg().map((l) => +l.toFixed(2)),
};
const buildInfo = existsSync("build/build-timing.json")
  ? JSON.parse(readFileSync("build/build-timing.json", "utf8"))
  : null;
results.build = buildInfo;
// npm run build:full records the catalogue it built from and its import and build times.
const fullBuild = existsSync("build/full-build.json")
  ? JSON.parse(readFileSync("build/full-build.json", "utf8"))
  : null;
results.fullBuild = fullBuild;

// The production configuration: one worker per core, like nginx's worker_processes auto.
const server: RunningServer = await startServer({ WEB_CONCURRENCY: "auto" });
const cold: RunningServer = await startServer({ WEB_CONCURRENCY: "auto", ANSWER_CACHE_MB: "0" });
const nginx = await startNginx();
try {
  for (const path of [DETAIL, "/en/lib?q=ryzen", "/api/cpus"])
    await fetch(`${server.url}${path}`, { headers: { "User-Agent": UA } });
  const limit = medianRun(
    Array.from({ length: ROUNDS }, () => wrk("nginx: the same prerendered file", `${nginx.url}${DETAIL}/index.html`)),
  );
  // [name, server, path, connections, Accept-Encoding]: the cold one renders every request, so a few
  // connections measure its latency, not a queue. The budget holds for identity and brotli alike:
  // the prerendered and cached pages are measured in both, each against nginx serving the bytes
  // that target sends (the brotli body as a file, asked with the same Accept-Encoding).
  const targets: Array<[string, RunningServer, string, number?, string?]> = [
    ["prerendered detail page", server, DETAIL],
    ["rendered detail page, cached", server, `${DETAIL}?ref=bench`],
    ["rendered detail page, cold (no cache)", cold, `${DETAIL}?ref=bench`, COLD_CONNECTIONS],
    ["/lib with a search and two filters", server, "/en/lib?q=ryzen&vendor=amd&segment=desktop"],
    ["/compare with 3 ids", server, "/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k"],
    ["_payload.json", server, `${DETAIL}/_payload.json`],
    ["prerendered socket page", server, "/en/socket/am4"],
    ["prerendered head-to-head page", server, "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d"],
    ["prerendered detail page, brotli", server, DETAIL, CONNECTIONS, "br"],
    ["rendered detail page, cached, brotli", server, `${DETAIL}?ref=bench`, CONNECTIONS, "br"],
    ["prerendered socket page, brotli", server, "/en/socket/am4", CONNECTIONS, "br"],
    [
      "prerendered head-to-head page, brotli",
      server,
      "/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
      CONNECTIONS,
      "br",
    ],
    ["/upgrade, cached", server, "/en/upgrade?from=amd/ryzen-7-1700"],
    ["/api/cpus", server, "/api/cpus?vendor=intel&sort=cores"],
  ];
  const runs: Throughput[] = [];
  for (const [name, target, path, connections, encoding] of targets.filter(([name]) => selected(name))) {
    // The body wrk gets (with its Accept-Encoding, or none), served by nginx as a file: the same bytes.
    const body = await rawBodyOf(`${target.url}${path}`, encoding ?? "identity");
    writeFileSync(join(CLIENT, SAME_BYTES_FILE), body);
    const run = againstNginx(
      name,
      `${target.url}${path}`,
      target.child.pid,
      `${nginx.url}/${SAME_BYTES_FILE}`,
      connections,
      encoding,
    );
    run.bodyBytes = body.length;
    run.ratioToNginx = +(run.rps / limit.rps).toFixed(2);
    runs.push(run);
    if (name.startsWith("prerendered")) runs.push(await nodeFloor(name, `${target.url}${path}`, encoding, limit));
  }
  // The same prerendered pages as a deploy serves them: nginx answers them from disk (deploy/README.md).
  const frontTargets = targets.filter(([name]) => name.startsWith("prerendered") && selected(`${name}, front`));
  if (frontTargets.length > 0) {
    const front = await startFront(
      mkdtempSync(join(tmpdir(), "cpu-atlas-front-")),
      server,
      `127.0.0.1:${await freePort()}`,
      {
        workers: cpus().length,
      },
    );
    try {
      const frontUrl = await frontUrlOf(front);
      for (const [name, , path, connections, encoding] of frontTargets) {
        const body = await rawBodyOf(`${frontUrl}${path}`, encoding ?? "identity");
        writeFileSync(join(CLIENT, SAME_BYTES_FILE), body);
        const run = againstNginx(
          `${name}, nginx front (deploy/)`,
          `${frontUrl}${path}`,
          front.pid,
          `${nginx.url}/${SAME_BYTES_FILE}`,
          connections,
          encoding,
        );
        run.bodyBytes = body.length;
        run.ratioToNginx = +(run.rps / limit.rps).toFixed(2);
        runs.push(run);
      }
    } finally {
      front.stop();
    }
  }
  results.throughput = [limit, ...runs];
  if (selected("ladder PNG, cached")) {
    writeFileSync(join(CLIENT, LADDER_PNG_FILE), await bodyOf(`${server.url}${LADDER_PNG}`));
    const cachedPng = againstNginx(
      "ladder PNG, cached",
      `${server.url}${LADDER_PNG}`,
      server.child.pid,
      `${nginx.url}/${LADDER_PNG_FILE}`,
    );
    cachedPng.ratioToNginx = cachedPng.ratioToSameBytes;
    results.throughput = [limit, ...runs, cachedPng];
  }
} finally {
  rmSync(join(CLIENT, LADDER_PNG_FILE), { force: true });
  rmSync(join(CLIENT, SAME_BYTES_FILE), { force: true });
  nginx.stop();
  await cold.stop();
}

const pages: Array<[string, string]> = [
  ["home", "en/index.html"],
  ["library", "en/lib/index.html"],
  ["detail", `${DETAIL.slice(1)}/index.html`],
];
const full = ONLY.length === 0;
if (full) {
  results.bytes = pages
    .filter(([, f]) => existsSync(join(CLIENT, f)))
    .map(([name, f]) => pageBytes(name, join(CLIENT, f)));
  results.inProcess = {
    detail: inProcess("bench/detail.ts"),
    library: inProcess("bench/library.ts"),
    platforms: inProcess("bench/platforms.ts"),
    images: inProcess("bench/images.ts"),
  };
}
if (full && process.env.BENCH_LIGHTHOUSE !== "0") {
  const lh: Record<string, unknown> = {};
  for (const path of [
    "/",
    "/en",
    "/lib",
    "/en/lib",
    "/cpu/amd/ryzen-7-7800x3d",
    DETAIL,
    "/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k",
    "/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-ultra-9-285k",
    "/en/upgrade",
  ]) {
    lh[path] = lighthouse(`${server.url}${path}`);
  }
  results.lighthouse = lh;
}
await server.stop();

const md: string[] = [
  `# npm run bench — ${results.at as string}`,
  "",
  `Machine: ${results.machine as string}, Node ${process.version}, load average at start ${(results.loadAverageAtStart as number[]).join(" / ")}`,
  "",
];
md.push(
  `Each target: ${ROUNDS} rounds of ${SECONDS} s, each right after nginx serving the same bytes; req/s and latencies of the median round, the ratio the median of the rounds' ratios (each round's in brackets). CPU µs/req: user + system time of the server's processes per request (median of the rounds), against nginx's for the same bytes in the same rounds; wrk's own share of the 2 cores is not in it.`,
  "",
  "| target | req/s | p50 ms | p99 ms | errors | body KiB | vs nginx (detail file) | vs nginx (same bytes) | CPU µs/req (nginx, same bytes) |",
  "|---|---|---|---|---|---|---|---|---|",
);
for (const r of results.throughput as Throughput[]) {
  const kib = r.bodyBytes === undefined ? "" : (r.bodyBytes / 1024).toFixed(1);
  md.push(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50Ms.toFixed(2)} | ${r.p99Ms.toFixed(2)} | ${r.errors} | ${kib} | ${r.ratioToNginx ?? "1.00"} | ${r.ratioToSameBytes ?? ""}${r.sameBytesRatios ? ` (${r.sameBytesRatios.join(", ")})` : ""} | ${r.cpuUs ?? ""}${r.nginxCpuUs === undefined ? "" : ` (${r.nginxCpuUs})`} |`,
  );
}
if (full) writeFullReport(md);
const report = full ? "latest" : "only";
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${report}.json`, JSON.stringify(results, null, 2));
writeFileSync(`bench/results/${report}.md`, md.join("\n"));
console.log(md.join("\n"));

/** Everything after the throughput table: bytes, in-process times, Lighthouse, build and catalogue. */
function writeFullReport(md: string[]): void {
  md.push(
    "",
    "| page | JS files | JS gzip KiB | JS br KiB | HTML gzip KiB | HTML br KiB |",
    "|---|---|---|---|---|---|",
  );
  for (const b of results.bytes as Array<ReturnType<typeof pageBytes>>)
    md.push(`| ${b.name} | ${b.jsFiles} | ${b.jsGzipKiB} | ${b.jsBrotliKiB} | ${b.htmlGzipKiB} | ${b.htmlBrotliKiB} |`);
  md.push(
    "",
    "## In-process",
    "",
    "```",
    String((results.inProcess as Record<string, string>).detail),
    "",
    String((results.inProcess as Record<string, string>).library),
    "",
    String((results.inProcess as Record<string, string>).platforms),
    "",
    String((results.inProcess as Record<string, string>).images),
    "```",
  );
  if (results.lighthouse) {
    md.push("", "## Lighthouse (mobile)", "", "| page | scores |", "|---|---|");
    for (const [p, s] of Object.entries(results.lighthouse as Record<string, unknown>))
      md.push(`| ${p} | ${typeof s === "string" ? s : JSON.stringify(s)} |`);
  }
  if (buildInfo) md.push("", `Build: ${JSON.stringify(buildInfo)}`);
  md.push(
    "",
    fullBuild
      ? `Catalogue: ${fullBuild.cpus} processors (seed + ${fullBuild.datasets.length} dataset files); seed + import ${fullBuild.importSeconds} s, build + prerender ${fullBuild.buildSeconds} s (budget 120 s)`
      : "Catalogue: not from npm run build:full (the seed alone?); build + prerender of the full catalogue not measured",
  );
}
