// Prometheus metrics of one server process (prom-client's global registry): requests and
// latency by route kind and status, cache outcomes, the catalogue's data version and age,
// and prom-client's process metrics. In a cluster each worker keeps its own and the primary
// sums them on scrape (metrics-cluster.ts).
import cluster from "node:cluster";
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Registry } from "prom-client";
import { INDEX_KINDS, type CatalogueFacts, type ServerApi } from "#common/server-api";
import type { CacheOutcome } from "./cache-outcome";
import { answerMetricsRequests } from "./metrics-cluster";
import type { RouteKind } from "./metrics-route-kind";

export type RequestMetrics = {
  record(kind: RouteKind, status: number, seconds: number, cache: CacheOutcome | null): void;
};

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createRequestMetrics(
  api: Pick<ServerApi, "catalogueFacts" | "indexBuilds">,
  registry: Registry = register,
): RequestMetrics {
  const catalogue = (): CatalogueFacts => api.catalogueFacts();
  const requests = new Counter({
    name: "cpu_atlas_http_requests_total",
    help: "Requests answered, by route kind and status",
    labelNames: ["kind", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "cpu_atlas_http_request_duration_seconds",
    help: "Time from the request to the end of the answer, by route kind and status",
    labelNames: ["kind", "status"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: "cpu_atlas_cache_total",
    help: "Answers by where they came from: hit (answer cache), static or prerendered (read from the build), miss (rendered)",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  new Gauge({
    name: "cpu_atlas_catalogue_available",
    help: "1 while the catalogue can be read (the lowest of the workers)",
    aggregator: "min",
    registers: [registry],
    collect() {
      this.set(catalogue().available ? 1 : 0);
    },
  });
  new Gauge({
    name: "cpu_atlas_catalogue_info",
    help: "The data version being served (one series per version live in some worker)",
    labelNames: ["data_version"],
    aggregator: "max",
    registers: [registry],
    collect() {
      this.reset();
      const { dataVersion } = catalogue();
      if (dataVersion) this.set({ data_version: dataVersion }, 1);
    },
  });
  new Gauge({
    name: "cpu_atlas_catalogue_age_seconds",
    help: "Seconds since the catalogue being served was built (the oldest of the workers)",
    aggregator: "max",
    registers: [registry],
    collect() {
      this.reset();
      const builtAt = Date.parse(catalogue().builtAt ?? "");
      if (Number.isFinite(builtAt)) this.set(Math.max(0, (Date.now() - builtAt) / 1000));
    },
  });
  new Gauge({
    name: "cpu_atlas_index_builds",
    help: "In-memory catalogue indexes built by this process, by index (one per data version once warm)",
    labelNames: ["index"],
    aggregator: "sum",
    registers: [registry],
    collect() {
      const builds = api.indexBuilds();
      for (const index of INDEX_KINDS) this.set({ index }, builds[index]);
    },
  });

  // Labelled children are kept, so a request costs no label hashing.
  type Child = { requests: Counter.Internal; latency: Histogram.Internal<"kind" | "status"> };
  const children = new Map<string, Child>();
  const cacheChildren = new Map<string, Counter.Internal>();
  return {
    record(kind, status, seconds, outcome) {
      const key = `${kind} ${status}`;
      let child = children.get(key);
      if (!child) {
        const labels = { kind, status: String(status) };
        child = { requests: requests.labels(labels), latency: latency.labels(labels) };
        children.set(key, child);
      }
      child.requests.inc();
      child.latency.observe(seconds);
      if (outcome) {
        const cacheKey = `${kind} ${outcome}`;
        let counter = cacheChildren.get(cacheKey);
        if (!counter) cacheChildren.set(cacheKey, (counter = cache.labels({ kind, outcome })));
        counter.inc();
      }
    },
  };
}

/** Process metrics (CPU, memory, event loop, GC) and, in a cluster worker, answering the primary's scrape. */
export function startProcessMetrics(): void {
  collectDefaultMetrics({ prefix: "cpu_atlas_" });
  if (cluster.isWorker) answerMetricsRequests();
}
