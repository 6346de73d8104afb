// A member of a processor's series as the detail page's family table and series chart show it.
// A page's data carries up to 20 of them, so they hold these fields and not the whole summary.
import type { Segment } from "#catalogue/fields/value-lists";
import type { CpuRef, CpuSummary } from "#catalogue/types";

const SERIES_MEMBER_FIELDS = [
  "vendor",
  "id",
  "name",
  "nameZh",
  "segment",
  "cores",
  "threads",
  "baseClockMhz",
  "boostClockMhz",
  "l3Kib",
  "tdpW",
  "launchDate",
] as const satisfies ReadonlyArray<keyof CpuSummary>;

export type SeriesMember = Pick<CpuSummary, (typeof SERIES_MEMBER_FIELDS)[number]>;

export function toSeriesMember(cpu: CpuSummary): SeriesMember {
  return Object.fromEntries(SERIES_MEMBER_FIELDS.map((field) => [field, cpu[field]])) as SeriesMember;
}

/** What a detail page lists of its processor's series; `segment`: the members' segment, or null (the whole series). */
export type SeriesListing = { members: SeriesMember[]; total: number; segment: Segment | null };

/**
 * The processor's series as its page lists it: the members of its own segment (desktop beside
 * desktop), or the whole series when it is alone in its segment; oldest first, as `series` is.
 * Beyond `limit` members, the `limit` launched nearest the processor, itself always included.
 */
export function seriesListing(
  series: ReadonlyArray<SeriesMember>,
  cpu: CpuRef & { segment: Segment },
  limit: number,
): SeriesListing {
  const sameSegment = series.filter((c) => c.segment === cpu.segment);
  const segment = sameSegment.length > 1 ? cpu.segment : null;
  const pool = segment ? sameSegment : series;
  const at = Math.max(
    0,
    pool.findIndex((c) => c.vendor === cpu.vendor && c.id === cpu.id),
  );
  const start = Math.min(Math.max(0, at - Math.floor((limit - 1) / 2)), Math.max(0, pool.length - limit));
  return { members: pool.slice(start, start + limit), total: pool.length, segment };
}
