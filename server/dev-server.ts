// The dev server (npm run dev starts it from scripts/dev.ts): the production request pipeline
// (server/app.ts: guard, probes, locale redirect, route rules, CSP and security headers, caching
// policy, SSR) with Vite in middleware mode in front of it, as epic-stack does. Vite serves its
// own client, the app's sources and HMR; the server build is loaded for each request through Vite
// (hot reload). Off in dev, by options: prerendered files and precompressed twins (there are none)
// and the answer cache. The build's meta files are written into a temporary directory by the
// caller (the build's own code, so this folder imports nothing from scripts/), and the browser's
// version check finds them as in production.
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, searchForWorkspaceRoot } from "vite";
import { envOrExit } from "#common/env";
import { siteConfigFrom } from "#common/site-config";
import { createApp, type App } from "./app";
import { assetOriginOf } from "./csp";
import { NODE_MAX_HEADER_SIZE } from "./http-constants";
import { serverApiOf } from "./server-api";

export type DevServerOptions = {
  /**
   * Writes the build's meta files (_app/builds/…) into `clientDir` for `buildId`; `load` is Vite's
   * module loader, so what it reads of the app is the server build's own modules.
   */
  writeBuildFiles(load: (id: string) => Promise<unknown>, clientDir: string, buildId: string): Promise<void>;
};

export async function startDevServer(options: DevServerOptions): Promise<void> {
  const settings = envOrExit();
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const port = settings.PORT ?? 5173;
  const host = settings.HOST ?? "localhost";
  const server = createServer({ maxHeaderSize: NODE_MAX_HEADER_SIZE });
  const vite = await createViteServer({
    appType: "custom",
    server: {
      middlewareMode: true,
      // HMR's websocket on this server's port.
      ws: { server },
      // No CORS headers: the pages and Vite's files come from the same origin, as in production.
      cors: false,
      // node_modules may be a link to elsewhere (a git worktree): its files are served too.
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] },
    },
  });
  const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const config = siteConfigFrom(settings);
  const clientDir = join(mkdtempSync(join(tmpdir(), "cpu-atlas-dev-")), "client");

  /**
   * The first load of the server build, the warm-up and the build files take a while; the server
   * listens at once and requests wait for them. The pipeline then loads the build per request.
   */
  async function prepare(): Promise<App> {
    const warm = serverApiOf(await loadBuild()).warmUp();
    console.log(
      `server build loaded in ${elapsed()}; ${"error" in warm ? `indexes not built (${warm.error})` : `indexes of ${warm.cpus} processors built in ${warm.ms} ms`}`,
    );
    // The id vite.config.ts gives the pages.
    await options.writeBuildFiles((id) => vite.ssrLoadModule(id), clientDir, settings.BUILD_ID ?? "dev");
    return createApp({
      build: loadBuild,
      mode: "development",
      clientDir,
      prerenderedFrom: null,
      siteOrigin: config.siteOrigin,
      prerenderHashes: new Map(),
      assetOrigin: assetOriginOf(config.assetBaseUrl),
      answerCacheBytes: 0,
      trustProxy: false,
      hmr: true,
      devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
    });
  }

  const app = prepare();
  app.catch((error: unknown) => {
    console.error("dev server:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
  server.on("request", (req, res) => void app.then((ready) => ready.handle(req, res)));

  const stop = () => {
    rmSync(dirname(clientDir), { recursive: true, force: true });
    server.close();
    void vite.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("SIGHUP", () => {
    void loadBuild().then((build) => serverApiOf(build).reloadCatalogue());
    console.log("catalogue reload requested");
  });

  server.listen(port, host, () => {
    console.log(`CPU Atlas dev server on http://${host}:${port} in ${elapsed()}`);
  });
}
