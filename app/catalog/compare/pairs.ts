// Head-to-head pages: `/compare/{idA}-vs-{idB}`, one canonical URL per pair (ids in
// alphabetical order, so the canonical form follows from the URL alone), and the pairs
// prerendered and listed in the sitemap. Pure: no zod, the browser builds the same URLs.
// Ids are unique across vendors (tests/http/compare-pair.test.ts checks the catalogue), so
// the slug needs no vendor.
import { parseLaunchDate } from "#catalogue/launch-date";
import { monthIndex } from "#catalogue/launch-date-order";
import { isValidCpuId } from "#catalogue/slug";
import type { Segment } from "#catalogue/fields/value-lists";
import type { CpuRef } from "#catalogue/types";
import { tierOf } from "../tiers";

const PAIR_SEPARATOR = "-vs-";
/** Two ids at their longest and the separator: anything longer is not a pair. */
const PAIR_MAX_LENGTH = 2 * 64 + PAIR_SEPARATOR.length;

export type PairIds = readonly [a: string, b: string];
export type ParsedPair = { ok: true; candidates: PairIds[] } | { ok: false; message: string };

/** The canonical slug of a pair: the two ids in alphabetical order. */
export function pairSlug(a: string, b: string): string {
  return a < b ? `${a}${PAIR_SEPARATOR}${b}` : `${b}${PAIR_SEPARATOR}${a}`;
}

export const pairPath = (comparePath: string, refs: readonly [CpuRef, CpuRef]) =>
  `${comparePath}/${pairSlug(refs[0].id, refs[1].id)}`;

/**
 * Every way to read the slug as two valid ids (upper case forgiven). An id may itself hold
 * "-vs-", so a slug can have more than one reading; the loader takes the first whose two
 * processors exist.
 */
export function parsePairSlug(raw: string): ParsedPair {
  const malformed = {
    ok: false,
    message: `Bad Request: "${raw.slice(0, 80)}" is not a pair of processor ids of the form {idA}-vs-{idB} (e.g. core-i7-14700k-vs-ryzen-7-7800x3d)`,
  } as const;
  if (raw.length > PAIR_MAX_LENGTH) return malformed;
  const slug = raw.toLowerCase();
  const candidates: PairIds[] = [];
  for (let at = slug.indexOf(PAIR_SEPARATOR); at !== -1; at = slug.indexOf(PAIR_SEPARATOR, at + 1)) {
    const a = slug.slice(0, at);
    const b = slug.slice(at + PAIR_SEPARATOR.length);
    if (isValidCpuId(a) && isValidCpuId(b)) candidates.push([a, b]);
  }
  if (candidates.length === 0) return malformed;
  if (candidates.every(([a, b]) => a === b))
    return {
      ok: false,
      message: `Bad Request: a head-to-head page needs two different processors, got "${candidates[0]![0]}" twice`,
    };
  return { ok: true, candidates: candidates.filter(([a, b]) => a !== b) };
}

/** What pair selection knows of a processor; `popularity` is its Geekbench 6 result count (0: unknown). */
export type PairSource = CpuRef & {
  name: string;
  segment: Segment;
  launchDate: string | null;
  popularity: number;
  rival: CpuRef | null;
  predecessor: string | null;
  successor: string | null;
};

const SAME_TIER_MONTHS = 12;
/** A quarter-dated part is too coarse to match within a year, so it pairs only by rival, predecessor and successor. */
function monthOf(text: string | null): number | null {
  const date = parseLaunchDate(text);
  return date && !date.quarter ? monthIndex(date) : null;
}

type Ranked = { cpu: PairSource; tier: number | null; month: number | null };

/** The other vendor's most run processor of the same tier and segment launched within a year, or null. */
function sameTierMatch(subject: Ranked, byPopularity: readonly Ranked[]): PairSource | null {
  const { cpu, tier, month } = subject;
  if (tier === null || month === null) return null;
  const match = byPopularity.find(
    (c) =>
      c.tier === tier &&
      c.cpu.vendor !== cpu.vendor &&
      c.cpu.segment === cpu.segment &&
      c.month !== null &&
      Math.abs(c.month - month) <= SAME_TIER_MONTHS,
  );
  return match?.cpu ?? null;
}

/**
 * The pairs people compare: each often-run processor with its rival, its predecessor and
 * successor, and the other vendor's same-tier processor of its year; ranked by how often the
 * less-run of the two is run (then by slug), at most `limit`.
 */
export function selectPairs(cpus: readonly PairSource[], limit: number): string[] {
  const byPopularity: Ranked[] = cpus
    .filter((c) => c.popularity > 0)
    .sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1))
    .map((cpu) => ({ cpu, tier: tierOf(cpu.name), month: monthOf(cpu.launchDate) }));
  const byId = new Map(cpus.map((c) => [c.id, c]));
  const weights = new Map<string, number>();
  for (const ranked of byPopularity) {
    const { cpu } = ranked;
    const others = [cpu.rival?.id, cpu.predecessor, cpu.successor, sameTierMatch(ranked, byPopularity)?.id];
    for (const id of others) {
      const other = id ? byId.get(id) : undefined;
      if (!other || other.id === cpu.id) continue;
      const slug = pairSlug(cpu.id, other.id);
      weights.set(slug, Math.max(weights.get(slug) ?? 0, Math.min(cpu.popularity, other.popularity)));
    }
  }
  return [...weights]
    .sort(([sa, wa], [sb, wb]) => wb - wa || (sa < sb ? -1 : 1))
    .slice(0, limit)
    .map(([slug]) => slug);
}
