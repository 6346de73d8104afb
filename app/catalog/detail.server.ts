// The data of a processor's detail page: the processor (or where it lives, or that it does not
// exist) and what surrounds it: benchmark peers, its series, predecessor/successor, rival, provenance.
// Read from the detail index of the open catalogue (detail/detail-index.server.ts).
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import { platformIndex } from "./platform-pages/platform-index.server";
import { platformOf } from "./platforms";
import { detailUpgrade, type DetailUpgrade } from "./platform-pages/upgrade-page";
import { noPage, ok, type Outcome } from "./outcome";
import { cpuAt } from "./cpu-at.server";
import { isValidCpuId } from "#catalogue/slug";
import { pickComparables } from "./detail/comparables";
import { detailIndex, type DetailIndex } from "./detail/detail-index.server";
import { pickRival, RIVAL_MONTHS, type RivalInput } from "./detail/rival";
import { toChartPeer } from "./detail/peers";
import { seriesListing } from "./detail/series-member";
import { standingOf } from "./ranks/ranks.server";
import { specSourceOf } from "./detail/spec-source";
import type { BenchmarkComparison, CpuDetailPage, Rival } from "./detail/types";
import type { CpuDetail, CpuRef, CpuSummary } from "#catalogue/types";
import { pageHref } from "#common/page-href";

/** Candidates fetched on each side of the score; enough for ten bars with both vendors. */
const NEIGHBOURS_PER_SIDE = 8;
const OTHER_VENDOR_PER_SIDE = 3;
/** Rows of the family table: about as many older members as newer. */
const SERIES_LIMIT = 20;

/** /cpu/{vendor}/{id}: a vendor and a well-formed id, or null (the route's validation fails). */
export function cpuRefOf(params: { vendor?: string; id?: string }): CpuRef | null {
  const { vendor, id } = params;
  return (vendor === "amd" || vendor === "intel") && id && isValidCpuId(id) ? { vendor, id } : null;
}

/** Asked for under the wrong vendor: moved to where the processor lives; unknown: no page. */
export async function cpuDetailPage(params: { vendor?: string; id?: string }): Promise<Outcome<CpuDetailPage>> {
  const ref = cpuRefOf(params);
  if (!ref) return noPage(true);
  const { vendor, id } = ref;
  const catalogue = getCatalogue();
  const found = cpuAt(catalogue, { vendor, id }, (at) => pageHref("cpu", at));
  if (found.kind !== "ok") return found;
  const cpu = found.value;
  const index = detailIndex(catalogue);
  const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
  const comparisons = cpu.benchmarks.map((figure): BenchmarkComparison => {
    const subject = toChartPeer(cpu, figure.score);
    const near = index.neighbours(figure.test, cpu.segment, figure.score, NEIGHBOURS_PER_SIDE);
    const other = index.neighbours(figure.test, cpu.segment, figure.score, OTHER_VENDOR_PER_SIDE, otherVendor);
    return { test: figure.test, figure, peers: pickComparables(subject, [...near, ...other]) };
  });
  return ok({
    cpu,
    comparisons,
    family: seriesListing(index.series(cpu.vendor, cpu.series), cpu, SERIES_LIMIT),
    predecessor: cpu.predecessor ? index.summary(cpu.vendor, cpu.predecessor) : null,
    successor: cpu.successor ? index.summary(cpu.vendor, cpu.successor) : null,
    rival: chooseRival(index, cpu),
    provenance: { specSource: specSourceOf(cpu), imports: index.imports(cpu.vendor, cpu.id), builtAt: index.builtAt },
    upgrade: upgradeFor(catalogue, cpu),
    socketPage: socketPagePath(cpu),
    standing: standingOf(catalogue, cpu),
  });
}

/** LGA1151 has two platforms: the processor's own data says which. */
function socketPagePath(cpu: CpuDetail): string | null {
  const fit = platformOf(cpu);
  return fit.kind === "socket" ? pageHref("socket", { slug: fit.platform.slug }) : null;
}

function upgradeFor(catalogue: Catalogue, cpu: CpuDetail): DetailUpgrade | null {
  const platforms = platformIndex(catalogue);
  const from = platforms.cpu(cpu.vendor, cpu.id);
  return from ? detailUpgrade(from, from.socket === null ? [] : platforms.onSocket(from.socket)) : null;
}

/** The other vendor's processor of the same segment, launched within two years: detail/rival.ts says which. */
export function chooseRival(index: DetailIndex, cpu: CpuDetail): Rival | null {
  const otherVendor = cpu.vendor === "amd" ? "intel" : "amd";
  const input = (c: CpuSummary): RivalInput => ({
    cpu: c,
    price: index.launchPrice(c.vendor, c.id),
    scores: index.trustedScores(c.vendor, c.id),
  });
  const pool = index.rivalCandidates(otherVendor, cpu.segment, cpu.launchDate, RIVAL_MONTHS).map(input);
  return pickRival({ cpu, price: cpu.launchPriceUsd, scores: index.trustedScores(cpu.vendor, cpu.id) }, pool);
}
