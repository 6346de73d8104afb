// A dedicated worker that draws charts with ECharts: parsing and running the library
// (about 140 KiB of compressed JavaScript) stays off the main thread, so a phone's
// redraw never blocks input.
import { renderBarChartSvg } from "./render-bar-chart";
import type { ChartRequest, ChartResponse } from "./render-off-thread";

self.onmessage = (event: MessageEvent<ChartRequest>) => {
  const { id, spec, width } = event.data;
  let response: ChartResponse;
  try {
    response = { id, svg: renderBarChartSvg(spec, width) };
  } catch (error) {
    response = { id, error: String(error) };
  }
  self.postMessage(response);
};
