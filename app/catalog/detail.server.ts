// The data of a processor's detail page: the processor (validated, 301/404 by cpuPageData)
// and what surrounds it: benchmark peers, its series, predecessor/successor, rival, provenance.
// Read from the detail index of the open catalogue (detail/detail-index.server.ts).
import { getCatalogue, type Catalogue } from "./db.server";
import { platformIndex } from "./platform-pages/platform-index.server";
import { platformOf } from "./platforms";
import { detailUpgrade, type DetailUpgrade } from "./platform-pages/upgrade-page";
import { cpuPageData, validateCpuParams } from "./pages.server";
import { pickComparables } from "./detail/comparables";
import { detailIndex, type DetailIndex } from "./detail/detail-index.server";
import { nearestBySpecs, nearestByValue } from "./detail/rival";
import { toChartPeer } from "./detail/peers";
import { RIVAL_TEST_ORDER } from "./fields/benchmark-tests";
import type { BenchmarkComparison, CpuDetailPage, Rival } from "./detail/types";
import type { CpuDetail, CpuSummary } from "./types";
import { withCatalogue } from "./unavailable.server";

/** Candidates fetched on each side of the score; enough for ten bars with both vendors. */
const NEIGHBOURS_PER_SIDE = 8;
const OTHER_VENDOR_PER_SIDE = 3;
const SERIES_LIMIT = 40;
const RIVAL_MONTHS = 24;


export async function cpuDetailPageData(params: { vendor?: string; id?: string }, pathname: string): Promise<CpuDetailPage> {
  const { vendor, id } = validateCpuParams(params, pathname);
  return withCatalogue(async () => {
    const catalogue = getCatalogue();
    const index = detailIndex(catalogue);
    // Not under this vendor and id: cpuPageData answers with its redirect or 404.
    const cpu = index.cpu(vendor, id) ?? (await cpuPageData(params, pathname)).cpu;
    const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
    const comparisons = cpu.benchmarks.map((figure): BenchmarkComparison => {
      const subject = toChartPeer(cpu, figure.score);
      const near = index.neighbours(figure.test, cpu.segment, figure.score, NEIGHBOURS_PER_SIDE);
      const other = index.neighbours(figure.test, cpu.segment, figure.score, OTHER_VENDOR_PER_SIDE, otherVendor);
      return { test: figure.test, figure, peers: pickComparables(subject, [...near, ...other]) };
    });
    return {
      cpu,
      comparisons,
      family: index.seriesMembers(cpu.vendor, cpu.series, SERIES_LIMIT),
      predecessor: cpu.predecessor ? index.summary(cpu.vendor, cpu.predecessor) : null,
      successor: cpu.successor ? index.summary(cpu.vendor, cpu.successor) : null,
      rival: chooseRival(index, cpu),
      provenance: { sourceUrl: cpu.sourceUrl, imports: index.imports(cpu.vendor, cpu.id), builtAt: index.builtAt },
      upgrade: upgradeFor(catalogue, cpu),
      socketPage: socketPagePath(cpu),
    };
  });
}

/** LGA1151 has two platforms: the processor's own data says which. */
function socketPagePath(cpu: CpuDetail): string | null {
  const fit = platformOf(cpu);
  return fit.kind === "socket" ? `/socket/${fit.platform.slug}` : null;
}

function upgradeFor(catalogue: Catalogue, cpu: CpuDetail): DetailUpgrade | null {
  const platforms = platformIndex(catalogue);
  const from = platforms.cpu(cpu.vendor, cpu.id);
  return from ? detailUpgrade(from, from.socket === null ? [] : platforms.onSocket(from.socket)) : null;
}

/** The other vendor's processor of the same segment, launched within two years: nearest in launch price, else in score, else on paper. */
export function chooseRival(index: DetailIndex, cpu: CpuDetail): Rival | null {
  const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
  const pool = index.rivalCandidates(otherVendor, cpu.segment, cpu.launchDate, RIVAL_MONTHS);
  const valued = (value: (c: CpuSummary) => number | null) =>
    pool.flatMap((c) => {
      const v = value(c);
      return v === null ? [] : [{ cpu: c, value: v }];
    });
  const scoreTest = RIVAL_TEST_ORDER.find((test) => cpu.benchmarks.some((b) => b.test === test && b.kind === "measured"));
  const subjectScore = scoreTest ? (cpu.benchmarks.find((b) => b.test === scoreTest)?.score ?? null) : null;
  const scoreOf = (c: CpuSummary) => (scoreTest ? index.score(scoreTest, c.vendor, c.id) : null);
  if (cpu.launchPriceUsd !== null) {
    // Equal prices: the one nearer in score.
    const tie = (c: { cpu: CpuSummary }) => {
      const s = scoreOf(c.cpu);
      return s !== null && subjectScore !== null ? Math.abs(Math.log(s / subjectScore)) : Infinity;
    };
    const byPrice = nearestByValue(cpu.launchPriceUsd, valued((c) => index.launchPrice(c.vendor, c.id)), tie);
    if (byPrice) return { basis: "price", cpu: byPrice.cpu, price: byPrice.value, subjectPrice: cpu.launchPriceUsd };
  }
  if (scoreTest && subjectScore !== null) {
    const byScore = nearestByValue(subjectScore, valued(scoreOf));
    if (byScore) return { basis: "score", cpu: byScore.cpu, test: scoreTest, score: byScore.value, subjectScore };
  }
  const bySpecs = nearestBySpecs(cpu, pool);
  return bySpecs ? { basis: "specs", cpu: bySpecs } : null;
}
