// Each processor's standing in its segment on the default ladder test, worked out once per
// open catalogue (a new data version is a new connection), so a detail, compare or
// head-to-head page reads it from memory.
import type { Catalogue } from "../db.server";
import { SEGMENTS, type Segment } from "../fields/value-lists";
import { DEFAULT_LADDER } from "../ladder/ladder-state";
import { ladderEntriesSync } from "../queries.server";
import type { CpuRef } from "../types";
import { standingView } from "../caveat-text.server";
import type { Locale } from "#common/locale";
import { segmentStandings, type SegmentStandings, type Standing, type StandingView } from "./standing";

type RankIndex = ReadonlyMap<Segment, SegmentStandings>;

const indexes = new WeakMap<Catalogue["sqlite"], RankIndex>();

export function rankIndex(catalogue: Catalogue): RankIndex {
  let index = indexes.get(catalogue.sqlite);
  if (!index) {
    const test = DEFAULT_LADDER.test;
    index = new Map(SEGMENTS.map((segment) => [segment, segmentStandings(ladderEntriesSync(catalogue, test, segment), test, segment)]));
    indexes.set(catalogue.sqlite, index);
  }
  return index;
}

/** Where a processor of this segment stands on the default test, or null (no ranked figure). */
export function standingOf(catalogue: Catalogue, cpu: CpuRef & { segment: Segment }): Standing | null {
  return rankIndex(catalogue).get(cpu.segment)?.standing(cpu) ?? null;
}

/** The same in the page's words. */
export function standingViewOf(catalogue: Catalogue, cpu: CpuRef & { segment: Segment }, locale: Locale): StandingView | null {
  const standing = standingOf(catalogue, cpu);
  return standing ? standingView(standing, locale) : null;
}
