// ECharts (tree-shaken core: bar chart, grid, legend, SVG renderer) in SSR mode: one chart
// rendered to an SVG string. Runs on the server for every page, and in the browser only on
// demand (a client navigation or a resize), so it is never part of the first load.
import { BarChart } from "echarts/charts";
import { GridComponent, LegendComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { barChartOption } from "./bar-chart-option";
import { chartHeight, type BarChartSpec } from "./bar-chart-spec";

echarts.use([BarChart, GridComponent, LegendComponent, SVGRenderer]);

/**
 * ECharts numbers its hover classes per process (zr12-cls-34) and styles them in an inline
 * <style>; our CSS styles hover instead, so the SVG of a page is the same in every build and
 * needs no inline style block under a CSP.
 */
export function withoutHoverClasses(svg: string): string {
  return svg.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "").replace(/ class="zr\d+-cls-\d+"/g, "");
}

export function renderBarChartSvg(spec: BarChartSpec, width: number): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width, height: chartHeight(spec) });
  try {
    chart.setOption(barChartOption(spec, width));
    return withoutHoverClasses(chart.renderToSVGString({ useViewBox: true }));
  } finally {
    // An instance left alive keeps a timer running and the process (a build, a bench) from exiting.
    chart.dispose();
  }
}
