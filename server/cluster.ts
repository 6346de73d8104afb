// The primary process of a cluster: starts the workers that share the port, replaces one
// that dies, forwards SIGTERM/SIGINT (graceful drain, see serve.ts) and SIGHUP (catalogue
// reload), and exits once every worker has exited. It serves no requests itself.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { Counter, Gauge, Registry } from "prom-client";
import { env, MAX_WORKERS, type Env } from "#common/env";
import { SHUTDOWN_GRACE_MS } from "./http-constants";
import { workerMetricsText } from "./metrics-cluster";
import { metricsConfig, startMetricsServer } from "./metrics-server";

/** More unexpected worker exits than this within the window: give up instead of looping. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** WEB_CONCURRENCY (checked by env.ts): "auto" (the default) is one worker per core. */
export function workerCount(value: Env["WEB_CONCURRENCY"], cores = availableParallelism()): number {
  return value === "auto" ? Math.min(cores, MAX_WORKERS) : value;
}

/** The workers' metrics summed, and the primary's own (restarts, live workers). */
function serveClusterMetrics(live: ReadonlySet<Worker>, serving: ReadonlySet<Worker>): Counter {
  const own = new Registry();
  const restartsTotal = new Counter({
    name: "cpu_atlas_worker_restarts_total",
    help: "Workers that exited unexpectedly and were replaced",
    registers: [own],
  });
  new Gauge({
    name: "cpu_atlas_workers",
    help: "Worker processes running",
    registers: [own],
    collect() {
      this.set(live.size);
    },
  });
  const config = metricsConfig(env());
  if (config) {
    startMetricsServer(config, async () => ({
      text: `${await workerMetricsText(serving)}\n${await own.metrics()}`,
      contentType: own.contentType,
    }));
  }
  return restartsTotal;
}

export function runPrimary(count: number): void {
  const live = new Set<Worker>();
  /** Workers that have opened the port (and so can answer a metrics request). */
  const serving = new Set<Worker>();
  const restartsTotal = serveClusterMetrics(live, serving);
  cluster.on("listening", (worker) => serving.add(worker));
  const restarts: number[] = [];
  let stopping = false;

  const start = () => live.add(cluster.fork());
  const signalAll = (signal: NodeJS.Signals) => {
    for (const worker of live) worker.process.kill(signal);
  };
  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    signalAll(signal);
    if (live.size === 0) process.exit();
    setTimeout(() => process.exit(), SHUTDOWN_GRACE_MS + 1_000).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    serving.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit();
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      console.error(`workers exited ${restarts.length} times within a minute; stopping`);
      stop("SIGTERM", 1);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    restartsTotal.inc();
    start();
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGHUP", () => signalAll("SIGHUP"));
  console.log(`CPU Atlas primary ${process.pid}: starting ${count} workers`);
  for (let i = 0; i < count; i++) start();
}
