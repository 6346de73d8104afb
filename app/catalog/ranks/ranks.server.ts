// Each processor's standing in its segment on the default ladder test, worked out once per
// data version (#catalogue/per-data-version), so a detail, compare or
// head-to-head page reads it from memory.
import type { Catalogue } from "#catalogue/connection.server";
import { SEGMENTS, type Segment } from "#catalogue/fields/value-lists";
import { DEFAULT_LADDER } from "../ladder/ladder-state";
import { ladderEntriesSync } from "../queries.server";
import type { CpuRef } from "#catalogue/types";
import { perDataVersion } from "#catalogue/per-data-version";
import { segmentStandings, type SegmentStandings, type Standing } from "./standing";

type RankIndex = ReadonlyMap<Segment, SegmentStandings>;

export const rankIndex = perDataVersion((catalogue: Catalogue): RankIndex => {
  const test = DEFAULT_LADDER.test;
  return new Map(
    SEGMENTS.map((segment) => [segment, segmentStandings(ladderEntriesSync(catalogue, test, segment), test, segment)]),
  );
});

/** Where a processor of this segment stands on the default test, or null (no ranked figure). */
export function standingOf(catalogue: Catalogue, cpu: CpuRef & { segment: Segment }): Standing | null {
  return rankIndex(catalogue).get(cpu.segment)?.standing(cpu) ?? null;
}
