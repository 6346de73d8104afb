// Platforms and the upgrade advisor's domain logic: pure functions over plain arrays.
//
// Data: data/platforms/{amd,intel}.json (README there), parsed into PLATFORMS at load.
// Input: PlatformCpu (cpu.ts); build one from a CpuDetail with toPlatformCpu().
//
//   platformOf(cpu)            -> { kind: "socket", platform, generation } | "soldered" |
//                                 "mobile-socket" | "unmapped" (a data gap)
//   chipsetsSupporting(cpu)    -> [{ chipset, support: out-of-box | bios-update }]
//   canUpgrade(from, to, {chipset?})
//                              -> { verdict: "ok", biosUpdate, chipsets, caveats } |
//                                 { verdict: "no", reason } | { verdict: "unknown" } (chipsets not authored)
//   upgradeOptions(from, catalogue, {budgetMax?, keepMemory?, chipset?, rankBy?})
//                              -> ranked (GB6 gain %, faster only) + unranked (no figure), each with
//                                 launch price, package-power change and caveats
//   biosUpdateFor(chipset, fromGeneration, toGeneration)
//                              -> the BIOS update a board already running `from` needs for `to`, or null
//   platformChangePicks(from, catalogue, {budgetMax?, keepMemory?, bands?, perBand?})
//                              -> best picks per launch-price band on other platforms (in
//                                 changeSegments(from), not discontinued), with the changes needed
//   platformBySlug(slug)       -> the socket page's platform, or null (404)
//   processorsOn(platform, catalogue), launchSpan(processors)
//                              -> the socket page's processors and its launch span
//
// Caveats and changes are data ({ kind: "bios-update", chipsets, ... }), never prose, so pages
// word them in either language. Chipset names are the same in both; platforms carry nameZh/nameEn.
export { toPlatformCpu, budgetPriceUsd, type PlatformCpu, type Geekbench6 } from "./cpu";
export { PLATFORMS, platformBySlug, type Platform } from "./platform-data";
export {
  platformOf,
  chipsetsSupporting,
  chipsetSupport,
  processorsOn,
  launchSpan,
  type PlatformFit,
  type ChipsetSupport,
  type SupportingChipset,
} from "./platform-of";
export { biosUpdateFor } from "./platform-of";
export { canUpgrade, type UpgradeCheck, type UpgradeCaveat, type NotUpgradeableReason } from "./can-upgrade";
export {
  upgradeOptions,
  type UpgradeOptions,
  type UpgradeOption,
  type UpgradeFilters,
  type Gain,
} from "./upgrade-options";
export {
  platformChangePicks,
  changeSegments,
  DEFAULT_PRICE_BANDS,
  type PlatformChangePick,
  type PlatformChange,
  type PriceBand,
} from "./platform-change";
export type { Chipset, Generation, BiosUpdate, BoardMakerSupport } from "./schema";
