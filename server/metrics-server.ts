// GET /metrics on its own listener, never on the public port: METRICS_PORT (default 9464,
// "off" for none) on METRICS_HOST (default loopback). METRICS_TOKEN, when set, must come as
// "Authorization: Bearer <token>" (for a scraper that is not on the same machine).
// Alone, a process serves its own registry; in a cluster the primary serves every
// worker's metrics summed (prom-client's AggregatorRegistry) plus its own.
import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Env } from "#common/env";

export type MetricsConfig = { port: number; host: string; token: string | null } | null;

export function metricsConfig(env: Pick<Env, "METRICS_PORT" | "METRICS_HOST" | "METRICS_TOKEN">): MetricsConfig {
  return env.METRICS_PORT === null
    ? null
    : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN ?? null };
}

function authorised(header: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function startMetricsServer(
  config: NonNullable<MetricsConfig>,
  scrape: () => Promise<{ text: string; contentType: string }>,
): Server {
  const server = createServer((req, res) => {
    const plain = (status: number, message: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
      res.end(`${message}\n`);
    };
    if ((req.url ?? "").split("?")[0] !== "/metrics") return plain(404, "Not Found");
    if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
    if (!authorised(req.headers.authorization, config.token))
      return plain(401, "Unauthorized", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    scrape().then(
      ({ text, contentType }) => {
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => plain(503, "Service Unavailable: metrics could not be collected", { "Retry-After": "5" }),
    );
  });
  server.on("error", (error) =>
    console.error(`metrics: cannot listen on ${config.host}:${config.port} (${error.message}); no /metrics`),
  );
  server.listen(config.port, config.host, () => console.log(`metrics on http://${config.host}:${config.port}/metrics`));
  server.unref();
  return server;
}
