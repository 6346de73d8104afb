// Cluster-wide metrics. On a scrape the primary asks each worker that is serving for its
// registry over IPC and sums the answers with prom-client's AggregatorRegistry.aggregate.
// A worker that does not answer within WORKER_TIMEOUT_MS (starting, stuck) is left out of
// that one scrape instead of failing it: prom-client's clusterMetrics() would wait 5 s on a
// worker still starting and then fail the whole scrape.
import type { Worker } from "node:cluster";
import { AggregatorRegistry, register } from "prom-client";

const REQUEST = "cpu-atlas:metrics-request";
const RESPONSE = "cpu-atlas:metrics-response";
const WORKER_TIMEOUT_MS = 2_000;

type Message = { type?: unknown; id?: unknown; metrics?: unknown };

/** In a worker: answer the primary's requests with this process's metrics. */
export function answerMetricsRequests(): void {
  process.on("message", (message: Message) => {
    if (message?.type !== REQUEST) return;
    const reply = (metrics: unknown) => process.send?.({ type: RESPONSE, id: message.id, metrics });
    register.getMetricsAsJSON().then(reply, () => reply([]));
  });
}

let nextId = 0;

function askWorker(worker: Worker, id: number): Promise<object[] | null> {
  return new Promise((resolve) => {
    const done = (metrics: object[] | null) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      resolve(metrics);
    };
    const onMessage = (message: Message) => {
      if (message?.type === RESPONSE && message.id === id)
        done(Array.isArray(message.metrics) ? message.metrics : null);
    };
    const timer = setTimeout(() => done(null), WORKER_TIMEOUT_MS);
    worker.on("message", onMessage);
    try {
      worker.send({ type: REQUEST, id });
    } catch {
      done(null);
    }
  });
}

/** In the primary: the serving workers' metrics, summed, as Prometheus text. */
export async function workerMetricsText(workers: Iterable<Worker>): Promise<string> {
  const id = nextId++;
  const answers = await Promise.all([...workers].filter((w) => w.isConnected()).map((w) => askWorker(w, id)));
  return AggregatorRegistry.aggregate(
    answers.filter((a): a is object[] => a !== null) as Parameters<typeof AggregatorRegistry.aggregate>[0],
  ).metrics();
}
