// The data of a processor's detail page: the processor (validated, 301/404 by cpuPageData)
// and what surrounds it: benchmark peers, its series, predecessor/successor, rival, provenance.
// Read from the detail index of the open catalogue (detail/detail-index.server.ts).
import { getCatalogue } from "./db.server";
import { cpuPageData, validateCpuParams } from "./pages.server";
import { pickComparables } from "./detail/comparables";
import { detailIndex, type DetailIndex } from "./detail/detail-index.server";
import { nearestByScore, nearestBySpecs } from "./detail/rival";
import { RIVAL_TEST_ORDER, toChartPeer } from "./detail/peers";
import type { BenchmarkComparison, CpuDetailPage, Rival } from "./detail/types";
import type { CpuDetail } from "./types";
import { withCatalogue } from "./unavailable.server";
import "../charts/server-renderer.server";

/** Candidates fetched on each side of the score; enough for ten bars with both vendors. */
const NEIGHBOURS_PER_SIDE = 8;
const OTHER_VENDOR_PER_SIDE = 3;
const SERIES_LIMIT = 40;
const RIVAL_YEARS = 2;

type PerTest = { comparison: BenchmarkComparison; rival: ReturnType<typeof nearestByScore> };

export async function cpuDetailPageData(params: { vendor?: string; id?: string }, pathname: string): Promise<CpuDetailPage> {
  const { vendor, id } = validateCpuParams(params, pathname);
  return withCatalogue(async () => {
    const index = detailIndex(getCatalogue());
    // Not under this vendor and id: cpuPageData answers with its redirect or 404.
    const cpu = index.cpu(vendor, id) ?? (await cpuPageData(params, pathname)).cpu;
    const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
    const perTest = cpu.benchmarks.map((figure): PerTest => {
      const subject = toChartPeer(cpu, figure.score);
      const near = index.neighbours(figure.test, cpu.segment, figure.score, NEIGHBOURS_PER_SIDE);
      const other = index.neighbours(figure.test, cpu.segment, figure.score, OTHER_VENDOR_PER_SIDE, otherVendor);
      return { comparison: { test: figure.test, figure, peers: pickComparables(subject, [...near, ...other]) }, rival: nearestByScore(subject, other) };
    });
    return {
      cpu,
      comparisons: perTest.map((p) => p.comparison),
      family: index.seriesMembers(cpu.vendor, cpu.series, SERIES_LIMIT),
      predecessor: cpu.predecessor ? index.summary(cpu.vendor, cpu.predecessor) : null,
      successor: cpu.successor ? index.summary(cpu.vendor, cpu.successor) : null,
      rival: chooseRival(index, cpu, perTest),
      provenance: { sourceUrl: cpu.sourceUrl, imports: index.imports(cpu.vendor, cpu.id), builtAt: index.builtAt },
    };
  });
}

function chooseRival(index: DetailIndex, cpu: CpuDetail, perTest: ReadonlyArray<PerTest>): Rival | null {
  for (const test of RIVAL_TEST_ORDER) {
    const found = perTest.find((p) => p.comparison.test === test && p.rival);
    if (!found?.rival) continue;
    const summary = index.summary(found.rival.vendor, found.rival.id);
    if (summary) return { basis: "score", cpu: summary, test, score: found.rival.value, subjectScore: found.comparison.figure.score };
  }
  const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
  const year = cpu.launchDate ? Number(cpu.launchDate.slice(0, 4)) : null;
  const byspecs = nearestBySpecs(cpu, index.rivalCandidates(otherVendor, cpu.segment, year, RIVAL_YEARS));
  return byspecs ? { basis: "specs", cpu: byspecs } : null;
}
