// Head-to-head pages' data (`/compare/{idA}-vs-{idB}`): 400 for a malformed pair, 404 naming
// an unknown processor, 301 to the canonical slug; and the pairs worth prerendering, chosen
// once per data version (selectPairs) for the build and the sitemap.
import { data, redirect } from "react-router";
import { localeFromPathPrefix } from "#common/locale";
import { getCatalogue, type Catalogue } from "../db.server";
import { chooseRival } from "../detail.server";
import { detailIndex } from "../detail/detail-index.server";
import type { Segment, Vendor } from "../seed-schema";
import type { CpuDetail } from "../types";
import { withCatalogue } from "../unavailable.server";
import { pairSlug, parsePairSlug, selectPairs, type PairSource } from "./pairs";
import { buildVerdict, type VerdictPart } from "./verdict";

export type PairPage = { cpus: [CpuDetail, CpuDetail]; verdict: VerdictPart[] };

/** Pages prerendered and listed in the sitemap (each in two languages, with its payload). */
const PAIR_LIMIT = 300;
/** Rivals are worked out for this many of the most run processors: the pairs kept come from them. */
const RIVAL_POOL = 300;

/** `suffix` follows the canonical page path in a redirect (`/_payload.json` for the payload). */
export function pairPageData(slug: string | undefined, url: URL, suffix = "") {
  const parsed = parsePairSlug(slug ?? "");
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  return withCatalogue(async (): Promise<PairPage> => {
    const index = detailIndex(getCatalogue());
    const find = (id: string) => index.summary("amd", id) ?? index.summary("intel", id);
    const readings = parsed.candidates.map(([a, b]) => [find(a), find(b)] as const);
    const found = readings.find(([a, b]) => a !== null && b !== null);
    if (!found) {
      const [a, b] = parsed.candidates[0]!;
      throw data(`Processor not found: ${readings[0]![0] ? b : a}`, { status: 404 });
    }
    const [x, y] = found as readonly [NonNullable<(typeof found)[0]>, NonNullable<(typeof found)[1]>];
    const canonical = pairSlug(x.id, y.id);
    if (canonical !== slug) {
      const prefix = localeFromPathPrefix(url.pathname) === "en" ? "/en" : "";
      throw redirect(`${prefix}/compare/${canonical}${suffix}${url.search}`, 301);
    }
    const [first, second] = x.id < y.id ? [x, y] : [y, x];
    const cpus: [CpuDetail, CpuDetail] = [index.cpu(first.vendor, first.id)!, index.cpu(second.vendor, second.id)!];
    return { cpus, verdict: buildVerdict(...cpus) };
  });
}

type SourceRow = { vendor: Vendor; id: string; name: string; segment: Segment; launch_date: string | null; predecessor: string | null; successor: string | null; samples: number | null };
const SOURCES_SQL = `SELECT c.vendor, c.id, c.name, c.segment, c.launch_date, c.predecessor, c.successor, b.samples
  FROM cpus c LEFT JOIN benchmarks b ON b.cpu_key = c.cpu_key AND b.test = 'geekbench6-multi'`;

const pairsByCatalogue = new WeakMap<Catalogue["sqlite"], string[]>();

/** The canonical slugs of the pairs people compare, most run first. */
export function popularPairSlugs(catalogue: Catalogue = getCatalogue()): string[] {
  let slugs = pairsByCatalogue.get(catalogue.sqlite);
  if (slugs) return slugs;
  const index = detailIndex(catalogue);
  const rows = (catalogue.sqlite.prepare(SOURCES_SQL).all() as SourceRow[]).sort((a, b) => (b.samples ?? 0) - (a.samples ?? 0));
  const sources = rows.map((row, rank): PairSource => {
    const cpu = rank < RIVAL_POOL && row.samples ? index.cpu(row.vendor, row.id) : null;
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
  pairsByCatalogue.set(catalogue.sqlite, (slugs = selectPairs(sources, PAIR_LIMIT)));
  return slugs;
}
