// Prerenders pages with the built server in several processes (one per core by default):
// React Router's own prerender renders in the build process only, on one core. Pages are
// handed out in small batches to whichever worker is free, so a slow page never idles a core.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FromWorker, RenderedPage, ToWorker, WorkerPhases } from "./protocol";

export type PrerenderResult = {
  /** HTML file under the client directory -> the hashes of its inline scripts. */
  hashes: Map<string, string[]>;
  files: number;
  /** CPU milliseconds per step, summed over the workers. */
  phases: WorkerPhases;
};

const WORKER = fileURLToPath(new URL("./render-worker.ts", import.meta.url));
const BATCH = 16;
const PROGRESS_EVERY = 1000;

function addPhases(into: WorkerPhases, more: WorkerPhases): void {
  for (const key of Object.keys(into) as Array<keyof WorkerPhases>) into[key] += more[key];
}

export async function prerenderPages(options: {
  buildDir: string;
  pages: readonly string[];
  workers: number;
  env: NodeJS.ProcessEnv;
}): Promise<PrerenderResult> {
  const queue = [...options.pages];
  const result: PrerenderResult = {
    hashes: new Map(),
    files: 0,
    phases: { load: 0, data: 0, html: 0, payload: 0, compress: 0, write: 0 },
  };
  const children: ChildProcess[] = [];
  const workers = Math.max(1, Math.min(options.workers, Math.ceil(queue.length / BATCH)));

  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const child = fork(WORKER, {
        execArgv: ["--import", "tsx"],
        env: { ...options.env, PRERENDER_WORKER: JSON.stringify({ buildDir: options.buildDir }) },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      children.push(child);
      const next = () => {
        const pages = queue.splice(0, BATCH);
        child.send((pages.length > 0 ? { type: "pages", pages } : { type: "stop" }) satisfies ToWorker);
      };
      child.on("message", (message: FromWorker) => {
        if (message.type === "failed") reject(new Error(message.message));
        else if (message.type === "stopped") {
          addPhases(result.phases, message.phases);
          resolve();
        } else {
          if (message.type === "pages") collect(message.pages);
          next();
        }
      });
      child.on("error", reject);
      child.on("exit", (code) => code !== 0 && reject(new Error(`prerender worker exited with ${code}`)));
    });

  let reported = 0;
  function collect(pages: RenderedPage[]) {
    if (Math.floor((result.hashes.size + pages.length) / PROGRESS_EVERY) > Math.floor(reported / PROGRESS_EVERY)) {
      console.log(`prerender: ${result.hashes.size + pages.length} of ${options.pages.length} pages`);
    }
    reported = result.hashes.size + pages.length;
    for (const page of pages) {
      result.hashes.set(page.html, page.hashes);
      result.files += page.files;
    }
  }

  try {
    await Promise.all(Array.from({ length: workers }, runWorker));
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }
  return result;
}
