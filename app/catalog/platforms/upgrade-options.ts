// What to put in the board a processor sits on, ranked by measured Geekbench 6 gain.
import { comparisonPowerKind, powerOfKind } from "../judgements/power";
import { budgetPriceUsd, sameCpu, type Geekbench6, type PlatformCpu } from "./cpu";
import { canUpgrade, type UpgradeCaveat } from "./can-upgrade";
import { platformOf, type PlatformFit } from "./platform-of";
import { PLATFORMS, type Platform } from "./platform-data";

/** Gain over the current processor in % (rounded to 0.1), from measured Geekbench 6 averages. */
/** `lowConfidence`: which side's figure is low-confidence (the current processor's first), so the gain says so. */
export type Gain = { singlePct: number; multiPct: number; lowConfidence?: "from" | "to" };
export type RankBy = "multi" | "single";

export type UpgradeFilters = {
  /** Highest launch price in USD; processors whose launch price is not a price today (budgetPriceUsd) are left out when set. */
  budgetMax?: number;
  /** The date of the figures the page compares (the current processor's), for budgetPriceUsd. */
  measuredOn?: string | null;
  /** Keep the memory you have: only processors that run it. */
  keepMemory?: string;
  /** The board's chipset, when known ("b450"). */
  chipset?: string;
  rankBy?: RankBy;
  platforms?: readonly Platform[];
};

export type UpgradeOption = {
  cpu: PlatformCpu;
  /** Null where either processor lacks a measured Geekbench 6 figure. */
  gain: Gain | null;
  launchPriceUsd: number | null;
  /** Change in package power under load (W, on one basis for both: judgements/power.ts), or null where either is unknown. */
  powerDeltaW: number | null;
  biosUpdate: boolean;
  chipsets: string[];
  caveats: UpgradeCaveat[];
};

export type UpgradeOptions =
  | { kind: "not-upgradeable"; fit: Exclude<PlatformFit, { kind: "socket" }> }
  /** `ranked`: measured gains, best first, faster processors only; `unranked`: no figure to compare, newest first. */
  | { kind: "options"; platform: Platform; ranked: UpgradeOption[]; unranked: UpgradeOption[] };

export function upgradeOptions(
  from: PlatformCpu,
  catalogue: readonly PlatformCpu[],
  filters: UpgradeFilters = {},
): UpgradeOptions {
  const platforms = filters.platforms ?? PLATFORMS;
  const fit = platformOf(from, platforms);
  if (fit.kind !== "socket") return { kind: "not-upgradeable", fit };
  const options = catalogue.flatMap((to): UpgradeOption[] => {
    // Same socket first: a cheap cut before the chipset check.
    if (to.socket !== from.socket || sameCpu(from, to) || !withinFilters(to, { measuredOn: asOf(from), ...filters }))
      return [];
    const check = canUpgrade(from, to, { chipset: filters.chipset, platforms });
    if (!check.ok) return [];
    return [
      {
        cpu: to,
        ...comparison(from, to),
        biosUpdate: check.biosUpdate,
        chipsets: check.chipsets,
        caveats: check.caveats,
      },
    ];
  });
  return { kind: "options", platform: fit.platform, ...rank(options, filters.rankBy ?? "multi") };
}

export function withinFilters(
  cpu: PlatformCpu,
  filters: Pick<UpgradeFilters, "budgetMax" | "keepMemory" | "measuredOn">,
): boolean {
  const price = filters.budgetMax === undefined ? null : budgetPriceUsd(cpu, filters.measuredOn ?? null);
  if (filters.budgetMax !== undefined && (price === null || price > filters.budgetMax)) return false;
  if (filters.keepMemory !== undefined && !cpu.memoryTypes.includes(filters.keepMemory)) return false;
  return true;
}

/** The date the figures were measured on: the current processor's Geekbench 6 figure's. */
export const asOf = (from: PlatformCpu): string | null => from.geekbench6?.date ?? null;

export function comparison(
  from: PlatformCpu,
  to: PlatformCpu,
): Pick<UpgradeOption, "gain" | "launchPriceUsd" | "powerDeltaW"> {
  const basis = comparisonPowerKind([from, to]);
  const before = powerOfKind(from, basis);
  const after = powerOfKind(to, basis);
  return {
    gain: gainOf(from.geekbench6, to.geekbench6),
    launchPriceUsd: to.launchPriceUsd,
    powerDeltaW: before && after ? after.watts - before.watts : null,
  };
}

function gainOf(from: Geekbench6 | null, to: Geekbench6 | null): Gain | null {
  if (!from || !to) return null;
  const pct = (a: number, b: number) => Math.round((b / a - 1) * 1000) / 10;
  const gain: Gain = { singlePct: pct(from.single, to.single), multiPct: pct(from.multi, to.multi) };
  if (from.lowConfidence) gain.lowConfidence = "from";
  else if (to.lowConfidence) gain.lowConfidence = "to";
  return gain;
}

export function rankScore(gain: Gain, rankBy: RankBy): number {
  return rankBy === "multi" ? gain.multiPct : gain.singlePct;
}

function rank<T extends { cpu: PlatformCpu; gain: Gain | null }>(
  options: T[],
  rankBy: RankBy,
): { ranked: T[]; unranked: T[] } {
  const ranked = options
    .filter((o) => o.gain !== null && rankScore(o.gain, rankBy) > 0)
    .sort((x, y) => rankScore(y.gain!, rankBy) - rankScore(x.gain!, rankBy) || x.cpu.id.localeCompare(y.cpu.id));
  const unranked = options
    .filter((o) => o.gain === null)
    .sort((x, y) => (y.cpu.launchDate ?? "").localeCompare(x.cpu.launchDate ?? "") || x.cpu.id.localeCompare(y.cpu.id));
  return { ranked, unranked };
}
