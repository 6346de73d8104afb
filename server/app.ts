// The request handler of production and dev alike: one ordered list of stages (pipeline.ts),
// each a file with one job, every answer written by answer.ts with the security headers, the
// caching policy and the one 304 decision. What exists only in production (prerendered files,
// the answer cache) is turned off by options in dev (server/dev-server.ts), never by a second pipeline.
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { serverApiOf } from "./server-api";
import { AnswerCache, answerCacheStage } from "./answer-cache";
import { guard } from "./guard";
import { locale } from "./locale-redirect";
import { composeStages, type Exchange, type Renderer, type Stage } from "./pipeline";
import { sendPlain } from "./plain-answer";
import { probes } from "./probes";
import { createRenderer, renderStage } from "./render";
import { routeRules } from "./route-rules";
import { staticFiles, type StaticOptions } from "./static-files";
import type { ServerApi } from "#common/server-api";

export type AppOptions = Omit<StaticOptions, "cache"> & {
  /** The server build, or (dev) a function giving its current version for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** React Router's mode: "development" shows errors in full (dev only). */
  mode: "production" | "development";
  /** Memory for whole answers kept until the data version changes (0: none kept). */
  answerCacheBytes: number;
  /** Trust X-Forwarded-Proto from a proxy in front (for Secure cookies and HSTS). */
  trustProxy: boolean;
  /** (dev) Vite's middlewares, asked right after the guard: its client, the app's sources, HMR. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

export type App = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  setShuttingDown(): void;
};

/** (dev) Vite answers its own requests; the rest go on through the pipeline. */
const viteStage =
  (middleware: NonNullable<AppOptions["devMiddleware"]>): Stage =>
  (x, next) =>
    middleware(x.req, x.res, () => {
      try {
        next(x);
      } catch {
        sendPlain(x, 500, "Internal Server Error");
      }
    });

function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy && req.headers["x-forwarded-proto"] === "https";
}

export function createApp(options: AppOptions): App {
  const cache = new AnswerCache(options.answerCacheBytes);
  const run = composeStages([
    guard,
    ...(options.devMiddleware ? [viteStage(options.devMiddleware)] : []),
    probes,
    locale,
    answerCacheStage(cache),
    routeRules,
    staticFiles({ ...options, cache }),
    renderStage(cache),
  ]);

  const builds = new WeakMap<ServerBuild, { api: ServerApi; render: Renderer }>();
  const loaded = (build: ServerBuild) => {
    let known = builds.get(build);
    if (!known) {
      const render = createRenderer(build, options.mode, options);
      builds.set(build, (known = { api: serverApiOf(build), render }));
    }
    return known;
  };
  const fixed = typeof options.build === "function" ? null : loaded(options.build);
  let shuttingDown = false;

  function handle(build: ServerBuild | null, req: IncomingMessage, res: ServerResponse): void {
    const { api, render } = fixed ?? loaded(build as ServerBuild);
    const x: Exchange = {
      req,
      res,
      api,
      render,
      secure: isSecure(req, options.trustProxy),
      shuttingDown,
      pathname: "/",
      search: "",
      pathHeaders: [],
      catalogue: null,
    };
    try {
      run(x);
    } catch {
      sendPlain(x, 500, "Internal Server Error");
    }
  }

  return {
    handle(req, res) {
      if (fixed) return handle(null, req, res);
      (options.build as () => Promise<ServerBuild>)().then(
        (build) => handle(build, req, res),
        (error: unknown) => {
          console.error("the server build failed to load:", error instanceof Error ? error.message : error);
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
          res.end("Internal Server Error: the server build failed to load\n");
        },
      );
    },
    setShuttingDown() {
      shuttingDown = true;
    },
  };
}

export function clientDirOf(buildDir: string): string {
  return join(buildDir, "client");
}
