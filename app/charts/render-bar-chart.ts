// A BarChartSpec drawn as an SVG string: a pure function, the same on the server and in
// the browser (same input, same bytes). Colours are the CHART_COLORS placeholders that CSS
// maps to theme variables; `data-bar` and `data-legend` are what interactive-chart.ts
// listens to. Layout: legend on top, category labels left, value labels right of the bars.
import type { Vendor } from "#catalogue/fields/value-lists";
import { CHART_COLORS, chartHeight, type Bar, type BarChartSpec } from "./bar-chart-spec";
import { estimateTextWidth, truncateToWidth } from "./text-width";
import { gridValues } from "./value-axis";

const VENDORS: readonly Vendor[] = ["amd", "intel"];
// The page's font stack replaces this in CSS; a short name keeps the SVG small.
const FONT = "sans-serif";
const FONT_SIZE = 12;
const BAR_HEIGHT = 16;
const PLOT_TOP = 32;
const PLOT_BOTTOM_GAP = 8;
const EDGE = 8;
const LABEL_GAP = 8;
const VALUE_GAP = 5;
const RIGHT_MARGIN = 2;
const GRID_SPLITS = 4;
/** Headroom right of the longest bar, so its value label never touches the axis end. */
const VALUE_HEADROOM = 1.02;
const LEGEND = { x: 5, y: 10, swatchWidth: 14, swatchHeight: 10, textGap: 5, itemGap: 10 } as const;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
/** Coordinates to one decimal, never "-0", "NaN" or "Infinity". */
const num = (n: number) => String(Number.isFinite(n) ? Math.round(n * 10) / 10 || 0 : 0);
const valueOf = (bar: Bar) => (Number.isFinite(bar.value) && bar.value > 0 ? bar.value : 0);

function barColor(bar: Bar): string {
  if (bar.highlight) return CHART_COLORS.highlight;
  if (bar.estimated) return bar.vendor === "amd" ? CHART_COLORS.amdEstimated : CHART_COLORS.intelEstimated;
  return CHART_COLORS[bar.vendor];
}

function legend(spec: BarChartSpec): string {
  let x: number = LEGEND.x;
  let out = "";
  for (const vendor of VENDORS.filter((v) => spec.bars.some((b) => b.vendor === v))) {
    const name = spec.legend[vendor];
    const itemWidth = LEGEND.swatchWidth + LEGEND.textGap + estimateTextWidth(name, FONT_SIZE);
    const { y, swatchWidth: w, swatchHeight: h } = LEGEND;
    out +=
      `<g data-legend="${vendor}">` +
      `<rect x="${num(x)}" y="${y - 2}" width="${num(itemWidth)}" height="${h + 4}" fill="none" pointer-events="all"/>` +
      `<rect x="${num(x)}" y="${y}" width="${w}" height="${h}" rx="2.5" fill="${CHART_COLORS[vendor]}"/>` +
      `<text x="${num(x + w + LEGEND.textGap)}" y="${y + h / 2}" dominant-baseline="central" fill="${CHART_COLORS.text}">${escapeXml(name)}</text>` +
      `</g>`;
    x += itemWidth + LEGEND.itemGap;
  }
  return out;
}

export function renderBarChartSvg(spec: BarChartSpec, width: number): string {
  const w = Math.max(1, Math.round(Number.isFinite(width) ? width : 1));
  const h = chartHeight(spec);
  const { bars } = spec;
  // Room right of the longest bar for the widest value label (measured, so CJK units such as
  // "分/美元" fit), at most 45% of a narrow chart.
  const widestValue = Math.max(0, ...bars.map((b) => estimateTextWidth(b.valueText, FONT_SIZE, b.highlight)));
  const valueRoom = Math.ceil(Math.min(0.45 * w, widestValue + VALUE_GAP + RIGHT_MARGIN + 2));
  const labelMax = Math.min(200, 0.42 * w);
  const labels = bars.map((b) => truncateToWidth(b.label, labelMax, FONT_SIZE, b.highlight));
  const labelWidth = Math.max(0, ...labels.map((l, i) => estimateTextWidth(l, FONT_SIZE, bars[i]?.highlight)));
  const x0 = Math.round(EDGE + labelWidth + LABEL_GAP) + 0.5;
  const plotWidth = Math.max(0, w - valueRoom - x0);
  const plotBottom = h - PLOT_BOTTOM_GAP;
  const band = bars.length > 0 ? (plotBottom - PLOT_TOP) / bars.length : 0;
  const max = Math.max(0, ...bars.map(valueOf)) * VALUE_HEADROOM;
  const xOf = (value: number) => (max > 0 ? (value / max) * plotWidth : 0);

  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}" font-size="${FONT_SIZE}">`;
  // Grid lines and the category axis in one path; crisp edges keep hairlines visible when the SVG is scaled.
  const lines = [x0, ...gridValues(max, GRID_SPLITS).map((value) => Math.round(x0 + xOf(value)) + 0.5)];
  out += `<path d="${lines.map((x) => `M${num(x)} ${PLOT_TOP}V${num(plotBottom)}`).join("")}" stroke="${CHART_COLORS.grid}" shape-rendering="crispEdges"/>`;
  bars.forEach((bar, i) => {
    const y = PLOT_TOP + band * (i + 0.5);
    const bold = bar.highlight ? ` font-weight="bold"` : "";
    const barWidth = xOf(valueOf(bar));
    const valueText = truncateToWidth(
      bar.valueText,
      Math.max(0, w - RIGHT_MARGIN - (x0 + barWidth + VALUE_GAP)),
      FONT_SIZE,
      bar.highlight,
    );
    out +=
      `<text x="${num(x0 - LABEL_GAP)}" y="${num(y)}" text-anchor="end" dominant-baseline="central" fill="${CHART_COLORS.text}"${bold}>${escapeXml(labels[i] ?? "")}</text>` +
      `<rect data-bar="${i}" data-vendor="${bar.vendor}" x="${num(x0)}" y="${num(y - BAR_HEIGHT / 2)}" width="${num(barWidth)}" height="${BAR_HEIGHT}" fill="${barColor(bar)}"/>` +
      `<text x="${num(x0 + barWidth + VALUE_GAP)}" y="${num(y)}" dominant-baseline="central" fill="${bar.highlight ? CHART_COLORS.text : CHART_COLORS.muted}"${bold}>${escapeXml(valueText)}</text>`;
  });
  return `${out}${legend(spec)}</svg>`;
}
