// How a chart component gets its SVG on the server: the server side registers the renderer
// (server-renderer.server.ts); in the browser none is registered, so hydration keeps the
// server's SVG untouched and interactive-chart.ts redraws only when it must.
import type { BarChartSpec } from "./bar-chart-spec";

export type RenderBarChart = (spec: BarChartSpec, width: number) => string;

let serverRenderer: RenderBarChart | null = null;

export function provideServerChartRenderer(render: RenderBarChart): void {
  serverRenderer = render;
}

export function serverChartRenderer(): RenderBarChart | null {
  return serverRenderer;
}
