// Messages between prerender.ts and its render-worker.ts processes.

/** CPU milliseconds a worker spent in each step. */
export type WorkerPhases = {
  load: number;
  data: number;
  html: number;
  payload: number;
  compress: number;
  write: number;
};

export type RenderedPage = {
  /** HTML file under the client directory ("/en/lib/index.html") and its inline-script hashes. */
  html: string;
  hashes: string[];
  /** Files written including the twins. */
  files: number;
};

export type ToWorker = { type: "pages"; pages: string[] } | { type: "stop" };

export type FromWorker =
  | { type: "ready" }
  | { type: "pages"; pages: RenderedPage[] }
  | { type: "stopped"; phases: WorkerPhases }
  | { type: "failed"; message: string };
