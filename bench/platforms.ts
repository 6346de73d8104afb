// npm run bench:platforms: uncached in-process SSR of the socket pages (every platform, both
// locales) and of the upgrade advisor (a sample of desktop and workstation processors, both
// locales), of the head-to-head pages the sitemap lists (both locales), through the built React
// Router handler; and the cost of the detail page's "Upgrade options" data on its own.
// Needs `npm run build` first.
import { gzipSync } from "node:zlib";
import { renderPage as render } from "./ssr-render";
import { pageHref } from "#common/page-href";
import { popularPairSlugs } from "../app/catalog/compare/pairs.server";
import { getCatalogue } from "#catalogue/connection.server";
import { platformIndex } from "../app/catalog/platform-pages/platform-index.server";
import { detailUpgrade } from "../app/catalog/platform-pages/upgrade-page";
import { PLATFORMS } from "../app/catalog/platforms";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const UPGRADE_SAMPLE = Number(process.env.UPGRADE_SAMPLE ?? 150);
const index = platformIndex(getCatalogue());
const desktop = index.all.filter((c) => c.segment === "desktop" || c.segment === "workstation");
// An even spread over the catalogue's launch order (old and new platforms alike).
const sample = Array.from(
  { length: Math.min(UPGRADE_SAMPLE, desktop.length) },
  (_, i) => desktop[Math.floor((i * desktop.length) / Math.min(UPGRADE_SAMPLE, desktop.length))]!,
);

const LOCALES = ["zh", "en"] as const;
const socketPaths = PLATFORMS.flatMap((p) => LOCALES.map((l) => pageHref("socket", { slug: p.slug }, l)));
const upgradePaths = sample.flatMap((c) => LOCALES.map((l) => `${pageHref("upgrade", l)}?from=${c.vendor}/${c.id}`));
const pairPaths = popularPairSlugs(getCatalogue()).flatMap((pair) =>
  LOCALES.map((l) => pageHref("compare-pair", { pair }, l)),
);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.floor((xs.length - 1) * p)] ?? NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function measure(name: string, paths: string[]): Promise<string> {
  for (const p of paths.slice(0, 20)) await render(p); // warm up
  const times: number[] = [];
  const gzip: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of paths) {
      const { ms: t, html } = await render(p);
      times.push(t);
      if (round === 0) gzip.push(gzipSync(html).length);
    }
  }
  return `${name}: ${paths.length} paths x ${ROUNDS} rounds, render p50 ${ms(pct(times, 0.5))}, p90 ${ms(pct(times, 0.9))}, p99 ${ms(pct(times, 0.99))}; HTML gzip median ${kib(pct(gzip, 0.5))}, max ${kib(Math.max(...gzip))}`;
}

const detailData: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const c of desktop) {
    const started = performance.now();
    detailUpgrade(c, c.socket === null ? [] : index.onSocket(c.socket));
    detailData.push(performance.now() - started);
  }
}

console.log(await measure("socket pages", socketPaths));
console.log(await measure("upgrade pages", upgradePaths));
console.log(await measure("head-to-head pages", pairPaths));
console.log(
  `detail "Upgrade options" data: ${desktop.length} processors x ${ROUNDS}, p50 ${ms(pct(detailData, 0.5))}, p90 ${ms(pct(detailData, 0.9))}, p99 ${ms(pct(detailData, 0.99))}`,
);
