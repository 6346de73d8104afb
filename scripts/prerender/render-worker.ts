// One prerender process (forked by prerender.ts while the server is still being built): loads
// the built server once, when the first pages come, then for each page it is sent renders the page's .data, its HTML and its _payload.json (where its
// kind has one) through React Router's request handler, writes them with their brotli/gzip twins, and reports
// each HTML file's inline-script hashes. The route loaders run once per page
// (loader-memo.ts): the HTML request reuses the objects the .data request loaded, and a
// detail page's _payload.json, its loader data as JSON, is written from them; the first
// page of every batch is also rendered through the payload route and must match, or the
// build fails. Synchronous compression and writes: this process is one core's worth of work.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { envOrExit } from "#common/env";
import { inlineScriptHashes } from "../../server/csp";
import { memoizeLoaders, type LoaderMemo } from "./loader-memo";
import { pageTwinsSync } from "./page-compression";
import { pageFiles } from "./page-files";
import type { FromWorker, RenderedPage, ToWorker, WorkerPhases } from "./protocol";

const handoff = envOrExit().PRERENDER_WORKER;
if (!handoff) throw new Error("render-worker.ts runs forked by prerender.ts, which sets PRERENDER_WORKER");
const { buildDir } = handoff;
const clientDir = join(buildDir, "client");

const send = (message: FromWorker) => process.send?.(message);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function fetchBody(
  handler: (request: Request) => Promise<Response>,
  url: string,
  ok: number[],
  init?: RequestInit,
): Promise<Buffer> {
  const response = await handler(new Request(`http://localhost${url}`, init));
  const body = Buffer.from(await response.arrayBuffer());
  if (!ok.includes(response.status))
    throw new Error(`prerender: ${url} answered ${response.status}\n${body.toString().slice(0, 500)}`);
  return body;
}

/** Directories this worker has created: a page writes up to nine files into two or three of them. */
const made = new Set<string>();

/** Writes a page's files with their twins (compressed first, then written, each step timed once); returns the count. */
function writeWithTwins(files: ReadonlyArray<readonly [string, Buffer]>, phases: WorkerPhases): number {
  let at = cpuMs();
  const twins = files.map(([, body]) => pageTwinsSync(body));
  phases.compress += cpuMs() - at;
  at = cpuMs();
  let count = 0;
  files.forEach(([file, body], i) => {
    const path = join(clientDir, file);
    const dir = dirname(path);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(path, body);
    const twin = twins[i];
    if (twin) {
      writeFileSync(`${path}.br`, twin.br);
      writeFileSync(`${path}.gz`, twin.gz);
    }
    count += twin ? 3 : 1;
  });
  phases.write += cpuMs() - at;
  return count;
}

const phases: WorkerPhases = { load: 0, data: 0, html: 0, payload: 0, compress: 0, write: 0 };

/**
 * Packages of the server build that are slow to load, imported at once, while the server is
 * still being built: the server build then gets the same module instances. Measured: kysely
 * about 0.4 s of CPU (hundreds of modules, each resolved through tsx's loader hooks), more than
 * the rest of the server build together (0.9 -> 0.4 s after the build is ready).
 */
const PRELOADED = ["kysely", "react-dom/server"];
const preloaded = (async () => {
  const at = cpuMs();
  await Promise.all(PRELOADED.map((name) => import(name)));
  phases.load += cpuMs() - at;
})();

type Server = { build: ServerBuild; loaders: LoaderMemo; handler: (request: Request) => Promise<Response> };
let server: Promise<Server> | undefined;

/** The built server, imported when the first pages come: the worker is started while it is still being built. */
async function loadServer(): Promise<Server> {
  await preloaded;
  const at = cpuMs();
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const loaders = memoizeLoaders(build);
  const handler = createRequestHandler(loaders.build, "production");
  phases.load += cpuMs() - at;
  return { build, loaders, handler };
}

/**
 * The data the page's leaf route loaded (single fetch: root plus one route here), if it is plain
 * data, without the `view` the loader adds for the browser (app/pages/views.server.ts).
 */
async function leafRouteData(loaders: LoaderMemo): Promise<unknown> {
  const routes = [...loaders.results()].filter(([id]) => id !== "root");
  if (routes.length !== 1) return null;
  const data = await routes[0]![1];
  const plain =
    typeof data === "object" && data !== null && [Object.prototype, null].includes(Object.getPrototypeOf(data));
  if (!plain) return null;
  const page: Record<string, unknown> = { ...data };
  delete page.view;
  return page;
}

async function payloadOf(
  { loaders, handler }: Server,
  path: string,
  isPageData: boolean,
  check: boolean,
): Promise<Buffer> {
  const fromData = isPageData ? await leafRouteData(loaders) : null;
  if (fromData === null || check) {
    const rendered = await fetchBody(handler, path, [200]);
    if (fromData !== null && !Buffer.from(JSON.stringify(fromData)).equals(rendered)) {
      throw new Error(
        `prerender: ${path} is no longer the page's loader data as JSON; make its kind's payload "rendered" (common/page-kinds.ts)`,
      );
    }
    return rendered;
  }
  return Buffer.from(JSON.stringify(fromData));
}

async function prerenderPage(page: string, check: boolean): Promise<RenderedPage> {
  const loaded = await (server ??= loadServer());
  const { build, loaders, handler } = loaded;
  const files = pageFiles(page, build.basename ?? "/");
  loaders.startPage();
  let at = cpuMs();
  const data = await fetchBody(handler, files.data, [200, 202]);
  phases.data += cpuMs() - at;
  at = cpuMs();
  const html = await fetchBody(handler, files.htmlRequest, [200]);
  const hashes = inlineScriptHashes(html.toString());
  phases.html += cpuMs() - at;
  const bodies: Array<readonly [string, Buffer]> = [
    [files.data, data],
    [files.html, html],
  ];
  if (files.payload !== null) {
    at = cpuMs();
    bodies.push([files.payload, await payloadOf(loaded, files.payload, files.payloadIsPageData, check)]);
    phases.payload += cpuMs() - at;
  }
  const count = writeWithTwins(bodies, phases);
  return { html: files.html, hashes, files: count };
}

process.on("message", (message: ToWorker) => {
  if (message.type === "stop") {
    // exit at once: React Router's render leaves abort timers behind
    process.send?.({ type: "stopped", phases } satisfies FromWorker, () => process.exit(0));
    return;
  }
  void (async () => {
    const pages = [];
    for (const page of message.pages) pages.push(await prerenderPage(page, pages.length === 0));
    send({ type: "pages", pages });
  })().catch((error: unknown) => {
    send({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
});
send({ type: "ready" });
