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

/** Ends a child process; resolves once it has exited (at once if it already had). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill();
  });
}

function addPhases(into: WorkerPhases, more: WorkerPhases): void {
  for (const key of Object.keys(into) as Array<keyof WorkerPhases>) into[key] += more[key];
}

export type PrerenderWorkers = {
  /** Prerenders the pages (once per pool): resolves when every worker has stopped. */
  prerender(pages: readonly string[]): Promise<PrerenderResult>;
  /** Ends the workers (when the build fails before or while they render); resolves once they have exited. */
  kill(): Promise<void>;
};

/**
 * Starts the worker processes, which wait for pages: started beside the React Router build, they
 * have loaded their own code (about 0.7 s each) by the time the server they render with is built.
 */
export function startPrerenderWorkers(options: {
  buildDir: string;
  workers: number;
  env: NodeJS.ProcessEnv;
}): PrerenderWorkers {
  const queue: string[] = [];
  let total = 0;
  let started = false;
  /** Workers that are ready while no pages have been given yet: each one's way to ask for its first batch. */
  const waiting: Array<() => void> = [];
  const result: PrerenderResult = {
    hashes: new Map(),
    files: 0,
    phases: { load: 0, data: 0, html: 0, payload: 0, compress: 0, write: 0 },
  };
  const children: ChildProcess[] = [];

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
          if (started) next();
          else waiting.push(next);
        }
      });
      child.on("error", reject);
      child.on("exit", (code) => code !== 0 && reject(new Error(`prerender worker exited with ${code}`)));
    });

  let reported = 0;
  function collect(pages: RenderedPage[]) {
    if (Math.floor((result.hashes.size + pages.length) / PROGRESS_EVERY) > Math.floor(reported / PROGRESS_EVERY)) {
      console.log(`prerender: ${result.hashes.size + pages.length} of ${total} pages`);
    }
    reported = result.hashes.size + pages.length;
    for (const page of pages) {
      result.hashes.set(page.html, page.hashes);
      result.files += page.files;
    }
  }

  const kill = () => Promise.all(children.map(stopProcess)).then(() => undefined);
  const done = Promise.all(Array.from({ length: Math.max(1, options.workers) }, runWorker));
  // A worker that fails before the pages come is reported by prerender().
  done.catch(() => undefined);
  return {
    async prerender(pages) {
      queue.push(...pages);
      total = pages.length;
      started = true;
      for (const next of waiting.splice(0)) next();
      try {
        await done;
      } catch (error) {
        await kill();
        throw error;
      }
      return result;
    },
    kill,
  };
}
