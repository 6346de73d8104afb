// "If you change platform": the best processors per launch-price band on other boards,
// with what else must change. Only processors a listed chipset takes (a board you can buy),
// on another platform than the current one, in the segments changeSegments names, and only where
// a launch price still is a price (budgetPriceUsd: the value rule; a used part's is not).
import type { Segment } from "#catalogue/fields/value-lists";
import { budgetPriceUsd, sameCpu, type PlatformCpu } from "./cpu";
import { chipsetsTaking, platformOf } from "./platform-of";
import { PLATFORMS, type Platform } from "./platform-data";
import {
  asOf,
  comparison,
  rankScore,
  withinFilters,
  type Gain,
  type RankBy,
  type UpgradeFilters,
} from "./upgrade-options";

/** Launch-price bands in USD: [min, max), max null = open. */
export type PriceBand = { minUsd: number; maxUsd: number | null };
export const DEFAULT_PRICE_BANDS: readonly PriceBand[] = [
  { minUsd: 0, maxUsd: 150 },
  { minUsd: 150, maxUsd: 300 },
  { minUsd: 300, maxUsd: 500 },
  { minUsd: 500, maxUsd: 800 },
  { minUsd: 800, maxUsd: null },
];

export type PlatformChange =
  /** A board of another platform, with the chipsets (slugs) that take the processor. */
  | { kind: "board"; platform: string; chipsets: string[] }
  /** The memory must change: none of the current types runs on the new processor. */
  | { kind: "memory"; from: string[]; to: string[] };

export type PlatformChangePick = {
  cpu: PlatformCpu;
  gain: Gain;
  launchPriceUsd: number;
  powerDeltaW: number | null;
  changes: PlatformChange[];
};

export type PlatformChangeOptions = Omit<UpgradeFilters, "chipset"> & {
  bands?: readonly PriceBand[];
  perBand?: number;
};

/** The segments searched for a new platform: the processor's own, and desktop for a workstation or server part. */
export function changeSegments(from: Pick<PlatformCpu, "segment">): Segment[] {
  return from.segment === "desktop" ? ["desktop"] : [from.segment, "desktop"];
}

/** Processors in changeSegments(from), faster on the ranking test, by launch-price band. */
export function platformChangePicks(
  from: PlatformCpu,
  catalogue: readonly PlatformCpu[],
  options: PlatformChangeOptions = {},
): { band: PriceBand; picks: PlatformChangePick[] }[] {
  const platforms = options.platforms ?? PLATFORMS;
  const rankBy: RankBy = options.rankBy ?? "multi";
  const fromFit = platformOf(from, platforms);
  const current = fromFit.kind === "socket" ? fromFit.platform.slug : null;
  const segments = changeSegments(from);
  const measuredOn = options.measuredOn ?? asOf(from);
  const candidates = catalogue.flatMap((to): PlatformChangePick[] => {
    const price = budgetPriceUsd(to, measuredOn);
    if (
      sameCpu(from, to) ||
      !segments.includes(to.segment) ||
      price === null ||
      !withinFilters(to, { ...options, measuredOn })
    )
      return [];
    const { gain, powerDeltaW } = comparison(from, to);
    if (gain === null || rankScore(gain, rankBy) <= 0) return [];
    const fit = platformOf(to, platforms);
    if (fit.kind !== "socket" || fit.platform.slug === current) return [];
    const chipsets = chipsetsTaking(fit);
    if (chipsets.length === 0) return [];
    return [
      {
        cpu: to,
        gain,
        launchPriceUsd: price,
        powerDeltaW,
        changes: changesFor(
          from,
          to,
          fit.platform,
          chipsets.map((c) => c.chipset.slug),
        ),
      },
    ];
  });
  const perBand = options.perBand ?? 3;
  return (options.bands ?? DEFAULT_PRICE_BANDS).map((band) => ({
    band,
    picks: candidates
      .filter((p) => p.launchPriceUsd >= band.minUsd && (band.maxUsd === null || p.launchPriceUsd < band.maxUsd))
      .sort((x, y) => rankScore(y.gain, rankBy) - rankScore(x.gain, rankBy) || x.cpu.id.localeCompare(y.cpu.id))
      .slice(0, perBand),
  }));
}

function changesFor(from: PlatformCpu, to: PlatformCpu, platform: Platform, chipsets: string[]): PlatformChange[] {
  const board: PlatformChange = { kind: "board", platform: platform.slug, chipsets };
  const keeps = from.memoryTypes.some((t) => to.memoryTypes.includes(t) && platform.memoryTypes.some((p) => p === t));
  return keeps
    ? [board]
    : [
        board,
        {
          kind: "memory",
          from: from.memoryTypes,
          to: to.memoryTypes.filter((t) => platform.memoryTypes.some((p) => p === t)),
        },
      ];
}
