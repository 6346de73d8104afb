// One server process (alone, or one cluster worker). PORT and HOST are respected; SIGHUP
// reloads the catalogue; SIGTERM turns /readyz to 503, keeps serving while load balancers
// notice, stops accepting and exits once in-flight requests are done (or after the grace).
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "prom-client";
import type { ServerBuild } from "react-router";
import { env } from "#common/env";
import { siteConfigFrom } from "#common/site-config";
import { clientDirOf, createApp, type App } from "./app";
import { bufferedLineWriter, observeRequests } from "./access-log";
import { assetOriginOf, loadPrerenderHashes } from "./csp";
import { NODE_MAX_HEADER_SIZE, SHUTDOWN_GRACE_MS } from "./http-constants";
import { createRequestMetrics, startProcessMetrics } from "./metrics";
import { metricsConfig, startMetricsServer } from "./metrics-server";
import { serverApiOf } from "./server-api";

type BuildInfo = { buildId: string; dataVersion: string; siteOrigin: string };

function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "HPE_URI_TOO_LONG"
          ? "414 URI Too Long"
          : "400 Bad Request";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${status.slice(4)}\n`,
    );
  });
}

function stopOnSignals(app: App, server: Server, reloadCatalogue: () => void): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining (pid ${process.pid})`);
    // Not ready at once (load balancers stop sending), keep serving while they notice, then
    // stop accepting, let in-flight requests finish, and exit; never later than the grace.
    app.setShuttingDown();
    setTimeout(() => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
    }, env().SHUTDOWN_DRAIN_MS).unref();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGHUP", () => {
    reloadCatalogue();
    console.log("catalogue reload requested");
  });
}

export async function serve(): Promise<void> {
  const settings = env();
  const buildDir = resolve(settings.BUILD_DIR);
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
  const info = JSON.parse(readFileSync(`${buildDir}/build-info.json`, "utf8")) as BuildInfo;
  const api = serverApiOf(build);
  const config = siteConfigFrom(settings);

  const app = createApp({
    build,
    mode: "production",
    clientDir: clientDirOf(buildDir),
    prerenderedFrom: { dataVersion: info.dataVersion, siteOrigin: info.siteOrigin },
    siteOrigin: config.siteOrigin,
    prerenderHashes: loadPrerenderHashes(buildDir),
    assetOrigin: assetOriginOf(config.assetBaseUrl),
    answerCacheBytes: settings.ANSWER_CACHE_MB * 1024 * 1024,
    trustProxy: settings.TRUST_PROXY,
    hmr: false,
  });

  // Alone, this process answers the scrape; in a cluster the primary does (cluster.ts).
  // With METRICS_PORT=off nothing is scraped, so nothing is counted either.
  const metrics = metricsConfig(settings);
  if (metrics) startProcessMetrics();
  if (metrics && cluster.isPrimary)
    startMetricsServer(metrics, async () => ({ text: await register.metrics(), contentType: register.contentType }));
  const handle = observeRequests(app.handle, {
    log: settings.ACCESS_LOG ? bufferedLineWriter((text) => process.stdout.write(text)) : null,
    metrics: metrics ? createRequestMetrics(api) : null,
    worker: cluster.worker?.id ?? 0,
  });

  const server = createServer(
    { maxHeaderSize: NODE_MAX_HEADER_SIZE, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 },
    handle,
  );
  answerClientErrors(server);
  stopOnSignals(app, server, api.reloadCatalogue);
  process.on("uncaughtException", (error) => console.error("uncaught:", error.message));
  process.on("unhandledRejection", (error) =>
    console.error("unhandled rejection:", error instanceof Error ? error.message : error),
  );

  // Before listening: the port opens (and the cluster counts the worker up) once the indexes are built.
  const warm = api.warmUp();
  const warmth =
    "error" in warm ? `indexes not built (${warm.error})` : `indexes of ${warm.cpus} processors built in ${warm.ms} ms`;

  const port = settings.PORT ?? 3000;
  const host = settings.HOST ?? "0.0.0.0";
  server.listen(port, host, () => {
    console.log(
      `CPU Atlas ${info.buildId} (data ${info.dataVersion}) on http://${host === "0.0.0.0" ? "localhost" : host}:${port}, pid ${process.pid}; ${warmth}`,
    );
  });
}
