// The full specification in groups, modelled on TechPowerUp and Intel ARK. Only rows with a
// value are kept, and a group without rows is left out.
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { packagePower } from "../power-basis";
import { formatCache, formatClock, formatInteger, formatLaunchDate, formatPower, formatPrice } from "../format";
import { zhSeriesName } from "../names-zh";
import type { CpuDetail } from "../types";
import { formatArea, formatMemorySize, formatSpeedMts, formatTemperature, formatTops, formatTransistors } from "./units";

export const SPEC_GROUPS = ["essentials", "cores", "cache", "power", "memory", "expansion", "graphics", "ai", "package", "features"] as const;
export type SpecGroupId = (typeof SPEC_GROUPS)[number];
/** `href`: an unprefixed path the value links to (the socket row links to its socket page). */
export type SpecRow = { label: string; value: string; href?: string };
export type SpecGroup = { id: SpecGroupId; title: string; rows: SpecRow[] };

type Cell = readonly [label: string, value: string | null, href?: string];

const has = <T,>(v: T | null | undefined): v is T => v !== null && v !== undefined;
const when = <T,>(v: T | null | undefined, show: (v: T) => string): string | null => (has(v) ? show(v) : null);
const joined = (items: string[]) => (items.length > 0 ? items.join(", ") : null);

function cells(cpu: CpuDetail, locale: Locale, t: Messages, socketPage: string | null): Record<SpecGroupId, Cell[]> {
  const s = t.spec;
  const hybrid = (cpu.eCores ?? 0) > 0;
  const localName = (name: string) => (locale === "zh" ? zhSeriesName(name) : name);
  const yesNo = (v: boolean) => (v ? s.yes : s.no);
  const status = cpu.status as keyof Messages["spec"]["status"] | null;
  const ctdp =
    cpu.ctdpMinW !== null && cpu.ctdpMaxW !== null
      ? `${formatPower(cpu.ctdpMinW, locale)} – ${formatPower(cpu.ctdpMaxW, locale)}`
      : null;
  return {
    essentials: [
      [s.vendor, t.vendor[cpu.vendor]],
      [s.family, localName(cpu.family)],
      [s.series, localName(cpu.series)],
      [s.segment, t.segment[cpu.segment]],
      [s.codename, when(locale === "zh" ? (cpu.codenameZh ?? cpu.codename) : cpu.codename, String)],
      [s.microarchitecture, cpu.microarchitecture],
      [s.launchDate, when(cpu.launchDate, (d) => formatLaunchDate(d, locale))],
      [s.launchPrice, when(cpu.launchPriceUsd, (p) => formatPrice(p, locale))],
      [s.lifecycle, status && status in s.status ? s.status[status] : cpu.status],
    ],
    cores: [
      [s.cores, formatInteger(cpu.cores, locale)],
      [s.threads, formatInteger(cpu.threads, locale)],
      [s.pCores, hybrid ? when(cpu.pCores, (n) => formatInteger(n, locale)) : null],
      [s.eCores, hybrid ? when(cpu.eCores, (n) => formatInteger(n, locale)) : null],
      [s.lpeCores, when(cpu.lpeCores, (n) => formatInteger(n, locale))],
      [hybrid ? s.pBaseClock : s.baseClock, when(cpu.baseClockMhz, (v) => formatClock(v, locale))],
      [hybrid ? s.pBoostClock : s.boostClock, when(cpu.boostClockMhz, (v) => formatClock(v, locale))],
      [s.eBaseClock, when(cpu.eCoreBaseClockMhz, (v) => formatClock(v, locale))],
      [s.eBoostClock, when(cpu.eCoreBoostClockMhz, (v) => formatClock(v, locale))],
    ],
    cache: [
      [s.l1, when(cpu.l1Kib, (v) => formatCache(v, locale))],
      [s.l2, when(cpu.l2Kib, (v) => formatCache(v, locale))],
      [s.l3, when(cpu.l3Kib, (v) => formatCache(v, locale))],
    ],
    power: [
      [s.tdp, when(cpu.tdpW, (v) => formatPower(v, locale))],
      [s.basePower, when(cpu.basePowerW, (v) => formatPower(v, locale))],
      [s.maxTurboPower, when(cpu.maxTurboPowerW, (v) => formatPower(v, locale))],
      [s.packagePower, when(packagePower(cpu), (p) => `${formatPower(p.watts, locale)} (${t.powerBasisFull[p.basis]})`)],
      [s.ctdp, ctdp],
      [s.tjmax, when(cpu.tjmaxC, (v) => formatTemperature(v, locale))],
    ],
    memory: [
      [s.memoryTypes, joined(cpu.memoryTypes)],
      [s.memorySpeed, when(cpu.memoryMaxSpeedMts, (v) => formatSpeedMts(v, locale))],
      [s.memoryChannels, when(cpu.memoryChannels, (v) => formatInteger(v, locale))],
      [s.memoryMax, when(cpu.memoryMaxGb, (v) => formatMemorySize(v, locale))],
      [s.ecc, when(cpu.ecc, yesNo)],
    ],
    expansion: [
      [s.pcieVersion, cpu.pcieVersion],
      [s.pcieLanes, when(cpu.pcieLanes, (v) => formatInteger(v, locale))],
    ],
    graphics: [
      [s.gpuName, cpu.gpuName],
      [s.gpuCores, when(cpu.gpuCores, (v) => formatInteger(v, locale))],
      [s.gpuClock, when(cpu.gpuClockMhz, (v) => formatClock(v, locale))],
    ],
    ai: [[s.npuTops, when(cpu.npuTops, (v) => formatTops(v, locale))]],
    package: [
      [s.socket, cpu.socket, socketPage ?? undefined],
      [s.process, cpu.process],
      [s.dieSize, when(cpu.dieSizeMm2, (v) => formatArea(v, locale))],
      [s.transistors, when(cpu.transistorsMillions, (v) => formatTransistors(v, locale))],
    ],
    features: [
      [s.instructionSets, joined(cpu.instructionSets)],
      [s.features, joined(cpu.features)],
    ],
  };
}

/** `socketPage`: the path of the processor's socket page (the loader finds it, so the platform data stays on the server). */
export function buildSpecSheet(cpu: CpuDetail, locale: Locale, t: Messages, socketPage: string | null = null): SpecGroup[] {
  const all = cells(cpu, locale, t, socketPage);
  return SPEC_GROUPS.map((id) => ({
    id,
    title: t.spec.group[id],
    rows: all[id]
      .filter((c): c is readonly [string, string, string?] => c[1] !== null && c[1] !== "")
      .map(([label, value, href]) => (href ? { label, value, href } : { label, value })),
  })).filter((g) => g.rows.length > 0);
}
