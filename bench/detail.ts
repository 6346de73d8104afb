// npm run bench:detail: uncached in-process SSR of detail pages through the built React
// Router handler (no HTTP, no HTML cache, no prerendered files), and each page's HTML size.
// Budgets (docs: design.md): p50 <= 5 ms, HTML <= 20 KiB gzip. Needs `npm run build` first.
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import Database from "better-sqlite3";
import { catalogueDbPath } from "../db/paths";
import { renderBarChartSvg } from "../app/charts/render-bar-chart";
import type { BarChartSpec } from "../app/charts/bar-chart-spec";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const db = new Database(catalogueDbPath(), { readonly: true });
const ids = db.prepare("SELECT vendor, id FROM cpus ORDER BY cpu_key").all() as Array<{ vendor: string; id: string }>;
db.close();
const paths = ids.flatMap((c) => [`/cpu/${c.vendor}/${c.id}`, `/en/cpu/${c.vendor}/${c.id}`]);

async function render(path: string): Promise<{ ms: number; html: string }> {
  const started = performance.now();
  const res = await handle(new Request(`http://localhost${path}`));
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - started, html };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? NaN;

for (const p of paths.slice(0, 40)) await render(p); // warm up
const times: number[] = [];
const gzip: number[] = [];
const charts: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const p of paths) {
    const { ms, html } = await render(p);
    times.push(ms);
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
  bars: Array.from({ length: 11 }, (_, i) => ({ label: `Processor ${i}`, value: 20000 - i * 500, valueText: String(20000 - i * 500), vendor: i % 2 ? "amd" : "intel", highlight: i === 5 })),
};
const chartTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  renderBarChartSvg(spec, 512);
  chartTimes.push(performance.now() - started);
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`detail pages: ${paths.length} paths x ${ROUNDS} rounds`);
console.log(`render p50 ${median(times).toFixed(2)} ms, p90 ${pct(times, 0.9).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms`);
console.log(`charts per page median ${median(charts)}, one chart p50 ${median(chartTimes.slice(50)).toFixed(2)} ms`);
console.log(`HTML gzip median ${kib(median(gzip))}, max ${kib(Math.max(...gzip))} (budget 20 KiB)`);
