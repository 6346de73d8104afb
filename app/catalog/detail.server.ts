// The data of a processor's detail page: the processor (validated, 301/404 by cpuPageData)
// and what surrounds it: benchmark peers, its series, predecessor/successor, rival, provenance.
import { cpuPageData } from "./pages.server";
import { pickComparables } from "./detail/comparables";
import { nearestByScore, nearestBySpecs } from "./detail/rival";
import { RIVAL_TEST_ORDER, toChartPeer } from "./detail/peers";
import type { BenchmarkComparison, CpuDetailPage, Rival } from "./detail/types";
import { benchmarkNeighbours, catalogueBuiltAt, cpuImports, cpuSummary, rivalCandidates, seriesMembers } from "./queries.server";
import type { CpuDetail } from "./types";
import { withCatalogue } from "./unavailable.server";
import "../charts/server-renderer.server";

/** Candidates fetched on each side of the score; enough for ten bars with both vendors. */
const NEIGHBOURS_PER_SIDE = 8;
const OTHER_VENDOR_PER_SIDE = 3;
const SERIES_LIMIT = 40;
const RIVAL_YEARS = 2;

export async function cpuDetailPageData(params: { vendor?: string; id?: string }, pathname: string): Promise<CpuDetailPage> {
  const { cpu } = await cpuPageData(params, pathname);
  return withCatalogue(async () => {
    const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
    const perTest = await Promise.all(
      cpu.benchmarks.map(async (figure) => {
        const subject = toChartPeer(cpu, figure.score);
        const [near, other] = await Promise.all([
          benchmarkNeighbours(figure.test, cpu.segment, figure.score, NEIGHBOURS_PER_SIDE),
          benchmarkNeighbours(figure.test, cpu.segment, figure.score, OTHER_VENDOR_PER_SIDE, otherVendor),
        ]);
        const comparison: BenchmarkComparison = { test: figure.test, figure, peers: pickComparables(subject, [...near, ...other]) };
        return { comparison, rival: nearestByScore(subject, other) };
      }),
    );
    const [family, predecessor, successor, imports, builtAt] = await Promise.all([
      seriesMembers(cpu.vendor, cpu.series, SERIES_LIMIT),
      cpu.predecessor ? cpuSummary(cpu.vendor, cpu.predecessor) : null,
      cpu.successor ? cpuSummary(cpu.vendor, cpu.successor) : null,
      cpuImports(cpu.vendor, cpu.id),
      catalogueBuiltAt(),
    ]);
    return {
      cpu,
      comparisons: perTest.map((p) => p.comparison),
      family,
      predecessor,
      successor,
      rival: await chooseRival(cpu, perTest),
      provenance: { sourceUrl: cpu.sourceUrl, imports, builtAt },
    };
  });
}

async function chooseRival(cpu: CpuDetail, perTest: ReadonlyArray<{ comparison: BenchmarkComparison; rival: ReturnType<typeof nearestByScore> }>): Promise<Rival | null> {
  for (const test of RIVAL_TEST_ORDER) {
    const found = perTest.find((p) => p.comparison.test === test && p.rival);
    if (!found?.rival) continue;
    const summary = await cpuSummary(found.rival.vendor, found.rival.id);
    if (summary) return { basis: "score", cpu: summary, test, score: found.rival.value, subjectScore: found.comparison.figure.score };
  }
  const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
  const year = cpu.launchDate ? Number(cpu.launchDate.slice(0, 4)) : null;
  const byspecs = nearestBySpecs(cpu, await rivalCandidates(otherVendor, cpu.segment, year, RIVAL_YEARS));
  return byspecs ? { basis: "specs", cpu: byspecs } : null;
}
