// A horizontal bar chart as data: what the server renders to SVG and the browser explains
// on hover. Built by pure functions from the page's data; no chart library here.
import type { Vendor } from "#catalogue/fields/value-lists";

export type Bar = {
  label: string;
  value: number;
  valueText: string;
  vendor: Vendor;
  highlight: boolean;
  /** An estimated figure: drawn in a paler shade of the vendor's colour. */
  estimated?: boolean;
  /** Where a click on the bar leads (the processor's page). */
  href?: string;
};
export type BarChartSpec = { id: string; title: string; bars: Bar[]; legend: Record<Vendor, string> };

/** The palette is written as placeholder colours that CSS maps to theme variables, so one SVG reads in light and dark. */
export const CHART_COLORS = {
  text: "#010101",
  muted: "#020202",
  grid: "#030303",
  amd: "#040404",
  intel: "#050505",
  highlight: "#060606",
  amdEstimated: "#070707",
  intelEstimated: "#080808",
} as const;

/** The SVG width rendered on the server: a chart column of the desktop layout. */
export const CHART_WIDTH = 512;
const ROW_HEIGHT = 26;
const CHROME_HEIGHT = 44;

export function chartHeight(spec: BarChartSpec): number {
  return CHROME_HEIGHT + ROW_HEIGHT * spec.bars.length;
}
