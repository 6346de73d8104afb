// npx tsx scripts/screenshots.ts: screenshots of the pages and pictures that carry the site's
// judgements (comparisons, the upgrade advisor, the per-watt ladder, the cards and the ladder
// picture), each in zh and en, light and dark, at 1280 and 390 px, for a person to look at.
// Against the build (`npm run build` first; the server is started as the tests start it) or
// against BASE_URL. Files go to SHOTS_DIR (default ../shots, outside the repository).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "../tests/support/browser";
import { startServer, type RunningServer } from "../tests/support/start-server";

/** Pages, by the name their files get; each is taken in both locales (en under /en). */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["compare-laptop-pair", "/compare/core-ultra-7-255h-vs-ryzen-ai-9-hx-370"],
  ["compare-igpu", "/compare?ids=intel/core-i5-12400,intel/core-ultra-5-245k"],
  ["compare-desktop-pair", "/compare/core-i7-14700k-vs-ryzen-7-7800x3d"],
  ["upgrade-xeon-e5-2680-v4", "/upgrade?from=intel/xeon-e5-2680-v4"],
  ["upgrade-core-i7-14700k", "/upgrade?from=intel/core-i7-14700k"],
  ["ladder-power", "/?view=power"],
];
/** Pictures, saved as the server sends them (their colours do not follow the reader's theme). */
const PICTURES: ReadonlyArray<readonly [string, string]> = [
  ["card-xeon-e5-2680-v4", "/og/cpu/intel/xeon-e5-2680-v4.png"],
  ["card-compare-laptop-pair", "/og/compare/core-ultra-7-255h-vs-ryzen-ai-9-hx-370.png"],
  ["ladder", "/ladder.png"],
  ["ladder-power", "/ladder.png?view=power"],
];
const LOCALES = [
  ["zh", ""],
  ["en", "/en"],
] as const;
const SCHEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 390] as const;

const outDir = resolve(process.env.SHOTS_DIR ?? "../shots");
mkdirSync(outDir, { recursive: true });
const server: RunningServer | null = process.env.BASE_URL ? null : await startServer();
const base = process.env.BASE_URL ?? server!.url;
const browser: Browser = await launchBrowser();
const written: string[] = [];

try {
  for (const [name, path] of PICTURES)
    for (const [locale, prefix] of LOCALES) {
      const res = await fetch(`${base}${prefix}${path}`);
      if (!res.ok) throw new Error(`${prefix}${path}: ${res.status}`);
      const file = join(outDir, `${name}-${locale}.png`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      written.push(file);
    }
  for (const [name, path] of PAGES)
    for (const [locale, prefix] of LOCALES)
      for (const colorScheme of SCHEMES)
        for (const width of WIDTHS) {
          const { context, page } = await newPage(browser, {
            locale: locale === "zh" ? "zh-CN" : "en-US",
            colorScheme,
            viewport: { width, height: width > 600 ? 900 : 844 },
            deviceScaleFactor: 1,
          });
          try {
            const res = await page.goto(`${base}${prefix}${path}`, { waitUntil: "networkidle" });
            if (!res?.ok()) throw new Error(`${prefix}${path}: ${res?.status()}`);
            const file = join(outDir, `${name}-${locale}-${colorScheme}-${width}.png`);
            await page.screenshot({ path: file, fullPage: true });
            written.push(file);
          } finally {
            await context.close();
          }
        }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(`${written.length} files in ${outDir}`);
