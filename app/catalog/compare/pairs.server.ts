// Head-to-head pages' data (`/compare/{idA}-vs-{idB}`): a malformed pair is a bad request, an
// unknown processor is named, other spellings move to the canonical slug; and the pairs worth
// prerendering, chosen once per data version (selectPairs) for the build and the sitemap.
import { allSync } from "#catalogue/sync-query";
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import { chooseRival } from "../detail.server";
import { detailIndex } from "../detail/detail-index.server";
import { readCpu } from "#catalogue/statements.server";
import type { CpuDetail } from "#catalogue/types";
import { standingOf } from "../ranks/ranks.server";
import type { Standing } from "../ranks/standing";
import { perDataVersion } from "#catalogue/per-data-version";
import { badRequest, movedTo, ok, unknownProcessor, type Outcome } from "../outcome";
import { selectPairs, type PairSource } from "./pair-selection";
import { pairSlug, parsePairSlug } from "./pairs";
import { buildVerdict, type VerdictPart } from "./verdict";
import { pageHref } from "#common/page-href";

export type PairPage = {
  cpus: [CpuDetail, CpuDetail];
  standings: Array<Standing | null>;
  verdict: VerdictPart[];
};

/** Pages prerendered and listed in the sitemap (each in two languages, with its payload). */
const PAIR_LIMIT = 300;
/** Rivals are worked out for this many of the most run processors: the pairs kept come from them. */
const RIVAL_POOL = 300;

/** Another spelling of a pair moves to its canonical slug, keeping the query. */
export function pairPage(slug: string | undefined): Outcome<PairPage> {
  const parsed = parsePairSlug(slug ?? "");
  if (!parsed.ok) return badRequest(parsed.message);
  const catalogue = getCatalogue();
  const index = detailIndex(catalogue);
  const find = (id: string) => index.summary("amd", id) ?? index.summary("intel", id);
  const readings = parsed.candidates.map(([a, b]) => [find(a), find(b)] as const);
  const found = readings.find(([a, b]) => a !== null && b !== null);
  if (!found) {
    const [a, b] = parsed.candidates[0]!;
    return unknownProcessor(readings[0]![0] ? b : a);
  }
  const [x, y] = found as readonly [NonNullable<(typeof found)[0]>, NonNullable<(typeof found)[1]>];
  const canonical = pairSlug(x.id, y.id);
  if (canonical !== slug)
    return movedTo(pageHref("compare-pair", { pair: canonical }), { permanent: true, keepQuery: true });
  const [first, second] = x.id < y.id ? [x, y] : [y, x];
  const cpus: [CpuDetail, CpuDetail] = [
    readCpu(catalogue, first.vendor, first.id)!,
    readCpu(catalogue, second.vendor, second.id)!,
  ];
  return ok({
    cpus,
    standings: cpus.map((c) => standingOf(catalogue, c)),
    verdict: buildVerdict(...cpus),
  });
}

/** The canonical slugs of the pairs people compare, most run first. */
export function popularPairSlugs(catalogue: Catalogue = getCatalogue()): string[] {
  return pairSlugsOf(catalogue);
}

const pairSlugsOf = perDataVersion((catalogue: Catalogue): string[] => {
  const index = detailIndex(catalogue);
  const { db, sqlite } = catalogue;
  const sourcesQuery = db
    .selectFrom("cpus as c")
    .leftJoin("benchmarks as b", (join) =>
      join.onRef("b.cpu_key", "=", "c.cpu_key").on("b.test", "=", "geekbench6-multi"),
    )
    .select(["c.vendor", "c.id", "c.name", "c.segment", "c.launch_date", "c.predecessor", "c.successor", "b.samples"]);
  const rows = allSync(sqlite, sourcesQuery).sort((a, b) => (b.samples ?? 0) - (a.samples ?? 0));
  const sources = rows.map((row, rank): PairSource => {
    const cpu = rank < RIVAL_POOL && row.samples ? readCpu(catalogue, row.vendor, row.id) : null;
    const rival = cpu ? chooseRival(index, cpu) : null;
    return {
      vendor: row.vendor,
      id: row.id,
      name: row.name,
      segment: row.segment,
      launchDate: row.launch_date,
      popularity: row.samples ?? 0,
      rival: rival ? { vendor: rival.cpu.vendor, id: rival.cpu.id } : null,
      predecessor: row.predecessor,
      successor: row.successor,
    };
  });
  return selectPairs(sources, PAIR_LIMIT);
});
