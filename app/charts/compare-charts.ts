// The compare page's benchmark bars: one chart per test that at least two of the processors share.
import { BENCHMARK_TESTS } from "#catalogue/fields/benchmark-tests";
import { formatScore } from "../catalog/detail/units";
import type { CpuDetail } from "#catalogue/types";
import type { Locale } from "#common/locale";
import type { Messages } from "../i18n/zh";
import type { Bar, BarChartSpec } from "./bar-chart-spec";

export function compareChartSpecs(cpus: readonly CpuDetail[], locale: Locale, t: Messages): BarChartSpec[] {
  return BENCHMARK_TESTS.flatMap((test) => {
    const bars: Bar[] = cpus.flatMap((cpu) => {
      const figure = cpu.benchmarks.find((b) => b.test === test);
      if (!figure) return [];
      const estimated = figure.kind === "estimated";
      return [
        {
          label: locale === "zh" ? cpu.nameZh : cpu.name,
          value: figure.score,
          valueText: `${estimated ? "≈" : ""}${formatScore(figure.score, locale)}`,
          vendor: cpu.vendor,
          highlight: false,
          estimated,
        },
      ];
    });
    return bars.length >= 2 ? [{ id: `compare-${test}`, title: t.benchmark.test[test], bars, legend: t.vendor }] : [];
  });
}
