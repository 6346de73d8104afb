// How a chart component gets its SVG on the server without importing ECharts: the server
// side registers the renderer (server-renderer.server.ts); in the browser none is
// registered, the server's SVG is kept on hydration, and ECharts is loaded on demand.
import type { BarChartSpec } from "./bar-chart-spec";

export type RenderBarChart = (spec: BarChartSpec, width: number) => string;

let serverRenderer: RenderBarChart | null = null;

export function provideServerChartRenderer(render: RenderBarChart): void {
  serverRenderer = render;
}

export function serverChartRenderer(): RenderBarChart | null {
  return serverRenderer;
}
