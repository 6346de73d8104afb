// BarChartSpec -> ECharts option. One series per vendor (so the legend names the vendors),
// stacked so each category has one bar; the processor of the page is highlighted.
import type { Vendor } from "../catalog/seed-schema";
import { CHART_COLORS, type BarChartSpec } from "./bar-chart-spec";

const VENDORS: readonly Vendor[] = ["amd", "intel"];
// The page's font stack replaces this in CSS; a short name keeps every <text> small.
const FONT = "sans-serif";
/** Room right of the longest bar for its value label (an estimate: no fonts on the server); at most 40% of a narrow chart. */
const labelRoom = (bars: BarChartSpec["bars"], width: number) =>
  Math.round(Math.min(220, 0.4 * width, 12 + 6.8 * Math.max(...bars.map((b) => b.valueText.length))));

export function barChartOption(spec: BarChartSpec, width: number) {
  const { bars } = spec;
  const room = labelRoom(bars, width);
  const max = Math.max(...bars.map((b) => b.value));
  return {
    animation: false,
    aria: { enabled: false },
    textStyle: { fontFamily: FONT, fontSize: 12, color: CHART_COLORS.text },
    legend: {
      top: 4,
      left: 0,
      itemWidth: 14,
      itemHeight: 10,
      data: VENDORS.filter((v) => bars.some((b) => b.vendor === v)).map((v) => spec.legend[v]),
      textStyle: { color: CHART_COLORS.text },
    },
    // The left margin leaves room for the bold label of this processor, wider than estimated.
    grid: { left: 16, right: room, top: 32, bottom: 8, outerBoundsMode: "same", outerBounds: { left: 0, right: 0, top: 0, bottom: 0 } },
    xAxis: {
      type: "value",
      max: max * 1.02,
      axisLabel: { show: false },
      splitNumber: 4,
      splitLine: { lineStyle: { color: CHART_COLORS.grid } },
    },
    yAxis: {
      type: "category",
      inverse: true,
      data: bars.map((b) => b.label),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: CHART_COLORS.grid } },
      axisLabel: {
        color: CHART_COLORS.text,
        interval: 0,
        width: 200,
        overflow: "truncate",
        formatter: (label: string, index: number) => (bars[index]?.highlight ? `{hl|${label}}` : label),
        rich: { hl: { fontWeight: "bold", color: CHART_COLORS.text } },
      },
    },
    series: VENDORS.map((vendor) => ({
      type: "bar",
      name: spec.legend[vendor],
      stack: "bars",
      emphasis: { disabled: true },
      barWidth: 16,
      itemStyle: { color: CHART_COLORS[vendor] },
      label: {
        show: true,
        position: "right",
        color: CHART_COLORS.muted,
        width: room - 8,
        overflow: "truncate",
        formatter: ({ dataIndex }: { dataIndex: number }) => bars[dataIndex]?.valueText ?? "",
      },
      data: bars.map((b) =>
        b.vendor !== vendor
          ? "-"
          : b.highlight
            ? { value: b.value, itemStyle: { color: CHART_COLORS.highlight }, label: { color: CHART_COLORS.text, fontWeight: "bold" } }
            : b.estimated
              ? { value: b.value, itemStyle: { color: CHART_COLORS[vendor === "amd" ? "amdEstimated" : "intelEstimated"] } }
              : b.value,
      ),
    })),
  };
}
