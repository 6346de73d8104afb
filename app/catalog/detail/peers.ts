// Small conversions shared by the detail page's data and charts.
import type { CpuSummary } from "#catalogue/types";
import type { ChartPeer } from "./types";

export function toChartPeer(
  cpu: Pick<CpuSummary, "vendor" | "id" | "name" | "nameZh" | "segment">,
  value: number,
): ChartPeer {
  return { vendor: cpu.vendor, id: cpu.id, name: cpu.name, nameZh: cpu.nameZh, segment: cpu.segment, value };
}
