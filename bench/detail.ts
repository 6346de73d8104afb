// npm run bench:detail: uncached in-process SSR of detail pages through the built React
// Router handler (no HTTP, no HTML cache, no prerendered files), and each page's HTML size.
// Budgets (the design's, ../shared/design.md): p50 <= 5 ms, HTML <= 20 KiB gzip. Needs `npm run build` first.
// The breakdown times the same steps through the source modules, page by page: the
// loader's data, the charts' SVG (our own renderer, app/charts/render-bar-chart.ts), and the
// rest (React render, router, serialising the data): the page's time minus the other two.
import { gzipSync } from "node:zlib";
import { renderPage as render } from "./ssr-render";
import { pageHref } from "#common/page-href";
import { getCatalogue } from "#catalogue/connection.server";
import { cpuDetailPage } from "../app/catalog/detail.server";
import type { CpuDetailPage } from "../app/catalog/detail/types";
import { CHART_WIDTH, type BarChartSpec } from "../app/charts/bar-chart-spec";
import { benchmarkChartSpec, seriesChartSpec } from "../app/charts/detail-charts";
import { renderBarChartSvg } from "../app/charts/render-bar-chart";
import { localeOfPath } from "#common/locale";
import { en } from "../app/i18n/en";
import { zh } from "../app/i18n/zh";

// The breakdown imports modules directly, so it imports both dictionaries itself.
const MESSAGES = { zh, en } as const;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ids = await getCatalogue().db.selectFrom("cpus").select(["vendor", "id"]).orderBy("cpu_key").execute();
const pages = ids.flatMap((c) =>
  (["zh", "en"] as const).map((locale) => ({ path: pageHref("cpu", c, locale), ref: c })),
);

async function loadData(page: (typeof pages)[number]): Promise<{ ms: number; data: CpuDetailPage }> {
  const started = performance.now();
  const outcome = await cpuDetailPage(page.ref);
  if (outcome.kind !== "ok") throw new Error(`${page.path}: ${outcome.kind}`);
  return { ms: performance.now() - started, data: outcome.value };
}

/** The page's charts as BarChartFigure renders them: spec, then SVG. */
function renderCharts(path: string, data: CpuDetailPage): number {
  const locale = localeOfPath(path);
  const t = MESSAGES[locale];
  const started = performance.now();
  const specs: BarChartSpec[] = [
    ...data.comparisons.map((c) => benchmarkChartSpec(c, data.cpu, locale, t)),
    seriesChartSpec(data.cpu, data.family.members, locale, t),
  ];
  for (const spec of specs) renderBarChartSvg(spec, CHART_WIDTH);
  return performance.now() - started;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => sorted(xs)[Math.floor((xs.length - 1) * p)] ?? NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;

for (const p of pages.slice(0, 40)) {
  await render(p.path); // warm up
  renderCharts(p.path, (await loadData(p)).data);
}
const times: number[] = [];
const dataTimes: number[] = [];
const chartTimes: number[] = [];
const rest: number[] = [];
const gzip: number[] = [];
const charts: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const p of pages) {
    const { ms: total, html } = await render(p.path);
    const { ms: dataMs, data } = await loadData(p);
    const chartMs = renderCharts(p.path, data);
    times.push(total);
    dataTimes.push(dataMs);
    chartTimes.push(chartMs);
    rest.push(total - dataMs - chartMs);
    if (round === 0) {
      gzip.push(gzipSync(html).length);
      charts.push(html.match(/<figure class="chart"/g)?.length ?? 0);
    }
  }
}
// What one chart costs on its own (11 bars, both vendors), to explain the page's render time.
const spec: BarChartSpec = {
  id: "bench",
  title: "bench",
  legend: { amd: "AMD", intel: "Intel" },
  bars: Array.from({ length: 11 }, (_, i) => ({
    label: `Processor ${i}`,
    value: 20000 - i * 500,
    valueText: String(20000 - i * 500),
    vendor: i % 2 ? "amd" : "intel",
    highlight: i === 5,
  })),
};
const oneChart: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  renderBarChartSvg(spec, CHART_WIDTH);
  oneChart.push(performance.now() - started);
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`detail pages: ${pages.length} paths x ${ROUNDS} rounds`);
console.log(`render p50 ${ms(median(times))}, p90 ${ms(pct(times, 0.9))}, p99 ${ms(pct(times, 0.99))}`);
console.log(
  `breakdown p50: data ${ms(median(dataTimes))}, charts ${ms(median(chartTimes))}, React render + router ${ms(median(rest))}`,
);
console.log(`charts per page median ${median(charts)}, one chart p50 ${ms(median(oneChart.slice(50)))}`);
console.log(`HTML gzip median ${kib(median(gzip))}, max ${kib(Math.max(...gzip))} (budget 20 KiB)`);
