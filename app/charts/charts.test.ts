import { describe, expect, it, vi } from "vitest";
import type { BenchmarkComparison } from "../catalog/detail/types";
import type { CpuSummary } from "#catalogue/types";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { debounce } from "./debounce";
import { benchmarkChartSpec, SERIES_CHART_BARS, seriesChartSpec } from "./detail-charts";

const cpu = (id: string, boost: number): CpuSummary => ({
  vendor: "amd",
  id,
  name: `Ryzen 7 ${id}`,
  nameZh: `锐龙 7 ${id}`,
  family: "Ryzen",
  series: "Ryzen 7000",
  segment: "desktop",
  codename: null,
  codenameZh: null,
  socket: "AM5",
  launchDate: "2023-01",
  cores: 8,
  threads: 16,
  baseClockMhz: 4000,
  boostClockMhz: boost,
  l3Kib: 32768,
  tdpW: 105,
});

const comparison: BenchmarkComparison = {
  test: "geekbench6-multi",
  figure: {
    test: "geekbench6-multi",
    score: 15000,
    samples: 10,
    source: "Geekbench Browser",
    sourceUrl: null,
    date: "2026-04",
    kind: "measured",
    includes: null,
    lowConfidence: "few-results",
  },
  peers: [
    {
      vendor: "intel",
      id: "core-i9-14900k",
      name: "Core i9-14900K",
      nameZh: "酷睿 i9-14900K",
      segment: "desktop",
      value: 20000,
    },
    {
      vendor: "amd",
      id: "7800x3d",
      name: "Ryzen 7 7800X3D",
      nameZh: "锐龙 7 7800X3D",
      segment: "desktop",
      value: 15000,
    },
  ],
};

describe("chart specs", () => {
  it("a benchmark chart: localized labels, formatted values, this processor highlighted", () => {
    const spec = benchmarkChartSpec(comparison, { vendor: "amd", id: "7800x3d" }, "zh", zh);
    expect(spec.title).toBe("Geekbench 6 多核");
    expect(spec.bars.map((b) => [b.label, b.valueText, b.highlight])).toEqual([
      ["酷睿 i9-14900K", "20,000", false],
      ["锐龙 7 7800X3D", "15,000", true],
    ]);
  });

  it("a series chart exists even for a lone processor, and keeps at most SERIES_CHART_BARS", () => {
    const me = { ...cpu("a", 5000), seriesZh: "锐龙 7000 系列" };
    expect(seriesChartSpec(me, [me], "en", en).bars).toHaveLength(1);
    const family = Array.from({ length: 30 }, (_, i) => cpu(`m${i}`, 4000 + i * 50));
    const spec = seriesChartSpec(me, [me, ...family], "en", en);
    expect(spec.bars).toHaveLength(SERIES_CHART_BARS);
    expect(spec.bars.filter((b) => b.highlight).map((b) => b.valueText)).toEqual(["5.0 GHz · 8C/16T · L3 32 MB"]);
    expect(spec.title).toBe("Boost clock across the Ryzen 7000 series");
    expect(seriesChartSpec(me, [me], "zh", zh).title).toContain("锐龙 7000 系列");
  });
});

describe("debounce", () => {
  it("runs once, 100 ms after the last call of a burst", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const d = debounce(run, 100);
    for (let i = 0; i < 10; i++) {
      d();
      vi.advanceTimersByTime(50);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    d();
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
