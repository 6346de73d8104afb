// Imported for its effect by the detail page's loader module (server only).
import { provideServerChartRenderer } from "./chart-renderer";
import { renderBarChartSvg } from "./render-bar-chart";

provideServerChartRenderer(renderBarChartSvg);
