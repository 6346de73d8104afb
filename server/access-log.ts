// One JSON line per request on stdout: time, request id, worker, method, path, query
// (truncated), status, bytes on the wire, duration, and where the answer came from (cache).
// No header value is written. Lines are buffered and written once per event-loop turn, so a
// burst of requests costs one write, not one per request. ACCESS_LOG=off turns it off.
import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheOutcomeOf, type CacheOutcome } from "./cache-outcome";
import type { RequestMetrics } from "./metrics";
import { routeKindOf } from "./metrics-route-kind";
import { giveRequestId, requestIdOf } from "./request-id";

export type AccessRecord = {
  id: string;
  worker: number;
  method: string;
  url: string;
  status: number;
  bytes: number;
  ms: number;
  cache: CacheOutcome | null;
  /** The client went away before the answer was complete. */
  aborted: boolean;
};

const MAX_LOGGED_PATH = 512;
export const MAX_LOGGED_QUERY = 256;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function accessLogLine(record: AccessRecord, now = new Date()): string {
  const q = record.url.indexOf("?");
  const path = q < 0 ? record.url : record.url.slice(0, q);
  const query = q < 0 ? "" : record.url.slice(q + 1);
  return `${JSON.stringify({
    time: now.toISOString(),
    id: record.id,
    worker: record.worker,
    method: truncate(record.method, 16),
    path: truncate(path, MAX_LOGGED_PATH),
    query: truncate(query, MAX_LOGGED_QUERY),
    status: record.status,
    bytes: record.bytes,
    ms: Math.round(record.ms * 100) / 100,
    cache: record.cache,
    ...(record.aborted ? { aborted: true } : {}),
  })}\n`;
}

/** A writer that batches lines into one write per event-loop turn. */
export function bufferedLineWriter(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  process.once("exit", flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export type ObserveOptions = { log: ((line: string) => void) | null; metrics: RequestMetrics | null; worker: number };

/**
 * Wraps the request handler: gives each request its id (echoed in X-Request-Id), and once
 * the answer is done (or the client gone) writes the access log line and the metrics (when
 * either is on: otherwise a request costs no listener).
 */
export function observeRequests(handle: Handler, { log, metrics, worker }: ObserveOptions): Handler {
  return (req, res) => {
    const id = requestIdOf(req.headers["x-request-id"]);
    giveRequestId(res, id);
    if (!log && !metrics) return handle(req, res);
    const started = performance.now();
    const bytesBefore = req.socket.bytesWritten;
    res.once("close", () => {
      const ms = performance.now() - started;
      const url = req.url ?? "/";
      const cache = cacheOutcomeOf(res);
      const status = res.headersSent ? res.statusCode : 0;
      if (metrics) {
        const q = url.indexOf("?");
        metrics.record(routeKindOf(q < 0 ? url : url.slice(0, q)), status, ms / 1000, cache);
      }
      if (log) {
        const bytes = req.socket.bytesWritten - bytesBefore;
        log(
          accessLogLine({
            id,
            worker,
            method: req.method ?? "",
            url,
            status,
            bytes,
            ms,
            cache,
            aborted: !res.writableFinished,
          }),
        );
      }
    });
    handle(req, res);
  };
}
