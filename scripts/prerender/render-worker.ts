// One prerender process (forked by prerender.ts): loads the built server once, then for
// each page it is sent renders the page's .data, its HTML and its _payload.json (where its
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
import { memoizeLoaders } from "./loader-memo";
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

async function fetchText(
  handler: (request: Request) => Promise<Response>,
  url: string,
  ok: number[],
  init?: RequestInit,
): Promise<string> {
  const response = await handler(new Request(`http://localhost${url}`, init));
  const body = await response.text();
  if (!ok.includes(response.status))
    throw new Error(`prerender: ${url} answered ${response.status}\n${body.slice(0, 500)}`);
  return body;
}

/** Directories this worker has created: a page writes up to nine files into two or three of them. */
const made = new Set<string>();

function writeWithTwins(file: string, text: string, phases: WorkerPhases): number {
  const body = Buffer.from(text);
  let at = cpuMs();
  const twins = pageTwinsSync(body);
  phases.compress += cpuMs() - at;
  at = cpuMs();
  const path = join(clientDir, file);
  const dir = dirname(path);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(path, body);
  if (twins) {
    writeFileSync(`${path}.br`, twins.br);
    writeFileSync(`${path}.gz`, twins.gz);
  }
  phases.write += cpuMs() - at;
  return twins ? 3 : 1;
}

const started = cpuMs();
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const loaders = memoizeLoaders(build);
const handler = createRequestHandler(loaders.build, "production");
const phases: WorkerPhases = { load: cpuMs() - started, data: 0, html: 0, payload: 0, compress: 0, write: 0 };

/**
 * The data the page's leaf route loaded (single fetch: root plus one route here), if it is plain
 * data, without the `view` the loader adds for the browser (app/pages/views.server.ts).
 */
async function leafRouteData(): Promise<unknown> {
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

async function payloadOf(path: string, isPageData: boolean, check: boolean): Promise<string> {
  const fromData = isPageData ? await leafRouteData() : null;
  if (fromData === null || check) {
    const rendered = await fetchText(handler, path, [200]);
    if (fromData !== null && JSON.stringify(fromData) !== rendered) {
      throw new Error(
        `prerender: ${path} is no longer the page's loader data as JSON; make its kind's payload "rendered" (common/page-kinds.ts)`,
      );
    }
    return rendered;
  }
  return JSON.stringify(fromData);
}

async function prerenderPage(page: string, check: boolean): Promise<RenderedPage> {
  const files = pageFiles(page, build.basename ?? "/");
  loaders.startPage();
  let at = cpuMs();
  const data = await fetchText(handler, files.data, [200, 202]);
  phases.data += cpuMs() - at;
  at = cpuMs();
  const html = await fetchText(handler, files.htmlRequest, [200]);
  const hashes = inlineScriptHashes(html);
  phases.html += cpuMs() - at;
  const written = [files.data, files.html];
  let count = writeWithTwins(files.data, data, phases) + writeWithTwins(files.html, html, phases);
  if (files.payload !== null) {
    at = cpuMs();
    const payload = await payloadOf(files.payload, files.payloadIsPageData, check);
    phases.payload += cpuMs() - at;
    count += writeWithTwins(files.payload, payload, phases);
    written.push(files.payload);
  }
  return { html: files.html, hashes, written, files: count };
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
