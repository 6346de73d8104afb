// npm run bench (or `tsx bench/images.ts`): in-process PNG render time of the shareable images
// (app/images/): a 30-row ladder and the preview cards, each in both languages, from the data
// to the PNG bytes, warm (the glyph outlines learnt once per process, as a running server has
// them). Budget: p50 <= 100 ms (the ladder is drawn at 2x; the answer is then cached). Uses the catalogue (var/catalogue.sqlite), not the build.
// "cpu" is the process's CPU time for one picture (resvg and zlib run in node's thread pool):
// on a shared machine it moves far less with the load than the wall time does.
import {
  cpuCardImage,
  ladderImage,
  LADDER_PNG_SCALE,
  pairCardImage,
  siteCardImage,
  type ImageBody,
} from "../app/images/images.server";
import { svgToPng } from "../app/images/png.server";

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const BUDGET_MS = 100;

const ladderSvg = (await ladderImage(new URL("http://x/ladder.svg"), "svg")) as ImageBody;
const svgOnly = (scale: number) => async (): Promise<ImageBody> => ({
  body: (await svgToPng(String(ladderSvg.body), 760, 1000, scale)).png,
  format: "png",
});

const targets: Array<[string, () => Promise<ImageBody | Response>]> = [
  ["ladder, 30 rows, SVG to PNG only (1x)", svgOnly(1)],
  [`ladder, 30 rows, SVG to PNG only (${LADDER_PNG_SCALE}x, as served)`, svgOnly(LADDER_PNG_SCALE)],
  ["ladder, 30 rows (zh)", () => ladderImage(new URL("http://x/ladder.png"), "png")],
  ["ladder, 30 rows (en, laptop)", () => ladderImage(new URL("http://x/en/ladder.png?segment=laptop"), "png")],
  [
    "processor card (zh)",
    () =>
      cpuCardImage(new URL("http://x/og/cpu/amd/ryzen-7-7800x3d.png"), { vendor: "amd", file: "ryzen-7-7800x3d.png" }),
  ],
  [
    "head-to-head card (en)",
    () =>
      pairCardImage(new URL("http://x/en/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png"), {
        file: "ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png",
      }),
  ],
  ["site card (zh)", () => siteCardImage(new URL("http://x/og/site.png"))],
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? NaN;

for (const [name, make] of targets) {
  const first = performance.now();
  const warm = await make();
  if (warm instanceof Response) throw new Error(`${name}: ${warm.status}`);
  const firstMs = performance.now() - first;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    await make();
    times.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  const p50 = pct(times, 0.5);
  console.log(
    `PNG ${name}: p50 ${p50.toFixed(1)} ms, p90 ${pct(times, 0.9).toFixed(1)} ms (cpu p50 ${pct(cpu, 0.5).toFixed(1)} ms), first ${firstMs.toFixed(0)} ms, ${(warm.body.length / 1024).toFixed(0)} KiB ${p50 <= BUDGET_MS ? "(within" : "(OVER"} ${BUDGET_MS} ms)`,
  );
}
