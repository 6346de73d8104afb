// The head-to-head pairs worth a page of their own (prerendered and in the sitemap): each
// often-run processor with its rival, predecessor, successor and the other vendor's same-tier
// processor of its year. Apart from pairs.ts, which the browser loads to build pair links.
import { parseLaunchDate } from "#catalogue/launch-date";
import { monthIndex } from "#catalogue/launch-date-order";
import type { Segment } from "#catalogue/fields/value-lists";
import type { CpuRef } from "#catalogue/types";
import { tierOf } from "../tiers";
import { pairSlug } from "./pairs";

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
