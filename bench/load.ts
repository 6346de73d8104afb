// npm run bench:load: the production server under load on loopback, bounded in time (wrk).
//   1. c=50 for LOAD_SECONDS (60) on a detail page and on /lib with a search: p50/p99, errors
//   2. c=200 for 30 s: no crash, no 5xx, and a probe right after answers in < 100 ms
//   3. soak at c=20 for SOAK_SECONDS (300): RSS every 10 s, growth after the first minute
// Needs a build (npm run build) and wrk. Prints a table and writes bench/results/load.json.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { startServer, type RunningServer } from "../tests/support/start-server";

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const DETAIL = "/en/cpu/intel/core-i9-14900k";
const LIBRARY = "/en/lib?q=ryzen&vendor=amd&segment=desktop";

type WrkResult = {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
  /** wrk's breakdown: connect (the listen backlog was full), read, write, timeout (> 2 s). */
  socketErrorKinds: { connect: number; read: number; write: number; timeout: number };
};

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
}

function wrk(server: RunningServer, path: string, connections: number, seconds: number): WrkResult {
  const out = execFileSync(
    "wrk",
    [
      "--latency",
      `-t2`,
      `-c${connections}`,
      `-d${seconds}s`,
      "-H",
      `User-Agent: ${UA}`,
      "-H",
      "Accept-Encoding: br, gzip",
      `${server.url}${path}`,
    ],
    { encoding: "utf8" },
  );
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    url: path,
    connections,
    seconds,
    requests,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: errors
      ? errors
          .slice(1)
          .map(Number)
          .reduce((a, b) => a + b, 0)
      : 0,
    socketErrorKinds: {
      connect: Number(errors?.[1] ?? 0),
      read: Number(errors?.[2] ?? 0),
      write: Number(errors?.[3] ?? 0),
      timeout: Number(errors?.[4] ?? 0),
    },
  };
}

/** RSS of the server: the process and its workers (a cluster primary's children). */
function rssMb(pid: number): number {
  const one = (p: string) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
  return one(String(pid)) + children.reduce((sum, child) => sum + one(child), 0);
}

async function probeMs(server: RunningServer): Promise<number> {
  const started = performance.now();
  await (await fetch(`${server.url}/healthz`)).text();
  return performance.now() - started;
}

async function soak(server: RunningServer, seconds: number): Promise<Array<{ t: number; rssMb: number }>> {
  const pid = server.child.pid as number;
  const samples = [{ t: 0, rssMb: rssMb(pid) }];
  const load = spawn(
    "wrk",
    ["-t2", "-c20", `-d${seconds}s`, "-s", "bench/soak-paths.lua", "-H", `User-Agent: ${UA}`, server.url],
    { stdio: "ignore" },
  );
  const started = Date.now();
  while (load.exitCode === null) {
    await new Promise((r) => setTimeout(r, 10_000));
    samples.push({ t: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid) });
  }
  return samples;
}

// The production configuration: one worker per core.
const server = await startServer({ WEB_CONCURRENCY: "auto" });
try {
  for (const path of [DETAIL, LIBRARY]) wrk(server, path, 10, 3); // warm up
  const steady = [wrk(server, DETAIL, 50, LOAD_SECONDS), wrk(server, LIBRARY, 50, LOAD_SECONDS)];
  const burst = wrk(server, LIBRARY, 200, 30);
  const probe = await probeMs(server);
  const alive = server.child.exitCode === null;
  const samples = await soak(server, SOAK_SECONDS);
  const afterMinute = samples.filter((s) => s.t >= 60);
  const growth = afterMinute.length > 1 ? (afterMinute.at(-1)?.rssMb ?? 0) - (afterMinute[0]?.rssMb ?? 0) : Number.NaN;

  console.log(
    "\n| test | c | s | req/s | p50 ms | p99 ms | non-2xx | socket errors |\n|---|---|---|---|---|---|---|---|",
  );
  for (const r of [...steady, burst]) {
    console.log(
      `| ${r.url} | ${r.connections} | ${r.seconds} | ${r.rps.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.non2xx} | ${r.socketErrors} ${JSON.stringify(r.socketErrorKinds)} |`,
    );
  }
  console.log(`\nafter c=200: server alive ${alive}, /healthz answered in ${probe.toFixed(1)} ms`);
  console.log(
    `soak c=20 for ${SOAK_SECONDS} s: RSS ${samples.map((s) => s.rssMb.toFixed(0)).join(" → ")} MB; growth after the first minute ${growth.toFixed(1)} MB`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/load.json",
    JSON.stringify(
      { at: new Date().toISOString(), steady, burst, probeMs: probe, alive, soak: samples, growthMb: growth },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
