// The built server's React Router handler, for the in-process SSR benches (bench/detail.ts,
// bench/platforms.ts): no HTTP, no answer cache, no prerendered files. Needs `npm run build` first.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";

const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");

/** Renders one path through the built handler; a status other than 200 stops the bench. */
export async function renderPage(path: string): Promise<{ ms: number; html: string }> {
  const started = performance.now();
  const res = await handle(new Request(`http://localhost${path}`));
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - started, html };
}
