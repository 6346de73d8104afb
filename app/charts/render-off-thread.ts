// Browser side: charts are drawn in one shared worker (chart-worker.ts); where a worker
// cannot start, ECharts is imported on the main thread as before.
import type { BarChartSpec } from "./bar-chart-spec";

export type ChartRequest = { id: number; spec: BarChartSpec; width: number };
export type ChartResponse = { id: number; svg?: string; error?: string };

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (svg: string) => void; reject: (error: Error) => void }>();

function chartWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL("./chart-worker.ts", import.meta.url), { type: "module", name: "charts" });
    worker.onmessage = (event: MessageEvent<ChartResponse>) => {
      const { id, svg, error } = event.data;
      const waiter = pending.get(id);
      pending.delete(id);
      if (svg !== undefined) waiter?.resolve(svg);
      else waiter?.reject(new Error(error ?? "chart worker failed"));
    };
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      for (const waiter of pending.values()) waiter.reject(new Error("chart worker failed"));
      pending.clear();
    };
  } catch {
    worker = null;
  }
  return worker;
}

async function renderOnMainThread(spec: BarChartSpec, width: number): Promise<string> {
  const { renderBarChartSvg } = await import("./render-bar-chart");
  return renderBarChartSvg(spec, width);
}

/** The chart's SVG at `width`, drawn off the main thread when possible. */
export async function renderChartSvg(spec: BarChartSpec, width: number): Promise<string> {
  const target = chartWorker();
  if (!target) return renderOnMainThread(spec, width);
  const id = nextId++;
  try {
    return await new Promise<string>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ id, spec, width } satisfies ChartRequest);
    });
  } catch {
    return renderOnMainThread(spec, width);
  }
}
