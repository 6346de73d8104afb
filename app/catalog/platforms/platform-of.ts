// Which board generation a processor sits on, and which chipsets take it.
import { launchMonthIndex, launchMonthKey } from "#catalogue/launch-date-order";
import type { PlatformCpu } from "./cpu";
import { PLATFORMS, type Platform } from "./platform-data";
import type { BiosUpdate, BoardMakerSupport, Chipset, Generation } from "./schema";

export type PlatformFit =
  | { kind: "socket"; platform: Platform; generation: Generation }
  /** Soldered to the board (BGA): cannot be upgraded. */
  | { kind: "soldered"; package: string | null }
  /** A laptop socket (rPGA): not a platform we advise on; treated as not upgradeable. */
  | { kind: "mobile-socket"; socket: string }
  /** A socketed processor no platform generation claims (a data gap; the tests list them). */
  | { kind: "unmapped"; socket: string | null };

type FitInput = Pick<PlatformCpu, "name" | "series" | "segment" | "codename" | "socket" | "launchDate">;

const SOLDERED_PACKAGE = /BGA|CSP/i;
const MOBILE_SOCKETS: ReadonlySet<string> = new Set([
  "PGA478",
  "PPGA478",
  "PGA988",
  "PPGA988",
  "FCPGA946",
  "FCPGA988",
  "FS1r2",
]);

export function platformOf(cpu: FitInput, platforms: readonly Platform[] = PLATFORMS): PlatformFit {
  const socket = cpu.socket;
  if (socket === null)
    return cpu.segment === "laptop" || cpu.segment === "embedded"
      ? { kind: "soldered", package: null }
      : { kind: "unmapped", socket };
  // A part sold in two packages lists its socketed one first ("FCPGA988 / FCBGA1224").
  const first = socket.split(" / ")[0] ?? socket;
  if (SOLDERED_PACKAGE.test(first)) return { kind: "soldered", package: socket };
  for (const platform of platforms) {
    if (platform.socket !== socket) continue;
    const generation = platform.generations.find((g) => inGeneration(cpu, g));
    if (generation) return { kind: "socket", platform, generation };
  }
  if (MOBILE_SOCKETS.has(first)) return { kind: "mobile-socket", socket };
  // AMD's mobile packages (FP5, FP6, FL1, FT3 ...) are all BGA.
  if (cpu.segment === "laptop") return { kind: "soldered", package: socket };
  return { kind: "unmapped", socket };
}

export function inGeneration(cpu: FitInput, g: Generation): boolean {
  if (cpu.codename === null || !g.codenames.includes(cpu.codename)) return false;
  if (g.series && !g.series.includes(cpu.series)) return false;
  if (g.namePrefixes && !g.namePrefixes.some((p) => cpu.name.startsWith(p))) return false;
  const month = launchMonthKey(cpu.launchDate);
  if (g.launchedFrom && (month === null || month < g.launchedFrom)) return false;
  if (g.launchedBefore && (month === null || month >= g.launchedBefore)) return false;
  return true;
}

/**
 * How a chipset takes a generation: out of the box, after a BIOS update (`level`: the how-manieth
 * update in the data's order, 1 first), by board makers beyond the chipset's specification, or not at all.
 */
export type ChipsetSupport =
  | { kind: "out-of-box" }
  | { kind: "bios-update"; update: BiosUpdate; level: number }
  | { kind: "board-maker"; support: BoardMakerSupport };

export function chipsetSupport(chipset: Chipset, generationId: string): ChipsetSupport | null {
  if (chipset.supports.includes(generationId)) return { kind: "out-of-box" };
  const updates = chipset.biosUpdate ?? [];
  const level = updates.findIndex((b) => b.generations.includes(generationId));
  if (level >= 0) return { kind: "bios-update", update: updates[level]!, level: level + 1 };
  const support = chipset.boardMakerSupport?.find((b) => b.generations.includes(generationId));
  return support ? { kind: "board-maker", support } : null;
}

/** A processor as the BIOS rule reads it: its generation on the platform and its launch. */
export type BiosSubject = { generation: string; launchDate: string | null };

/**
 * The BIOS update a board of this chipset that already runs `from` needs for `to`, or null: the
 * BIOS generation a chipset needs per processor generation (out of the box, then each update in
 * the data's order), compared with the one the board runs. The board's own generation, or one
 * it runs at an earlier or the same level, needs none; within one update that names several
 * generations, a newer launch than `from`'s keeps the warning (a Raptor Lake BIOS on a Z690 board
 * predates Raptor Lake Refresh). A target launched in an earlier month than `from` needs none either:
 * the board's BIOS is at least as recent as the processor it runs (a board running a 2022 Ryzen 5
 * 4500 takes the 2020 Ryzen 5000 parts). A board-maker generation's BIOS is not known, so an update is named.
 */
export function biosUpdateFor(chipset: Chipset, from: BiosSubject, to: BiosSubject): BiosUpdate | null {
  const target = chipsetSupport(chipset, to.generation);
  if (target?.kind !== "bios-update" || from.generation === to.generation) return null;
  if (launchedEarlier(to.launchDate, from.launchDate)) return null;
  const current = chipsetSupport(chipset, from.generation);
  const runs = current?.kind === "out-of-box" ? 0 : current?.kind === "bios-update" ? current.level : -1;
  if (runs > target.level) return null;
  if (runs === target.level && !launchedLater(to.launchDate, from.launchDate)) return null;
  return target.update;
}

/** Whether `a` launched in an earlier month than `b`, both known. */
function launchedEarlier(a: string | null, b: string | null): boolean {
  const x = launchMonthIndex(a);
  const y = launchMonthIndex(b);
  return x !== null && y !== null && x < y;
}

/** Whether `a` launched in a later month than `b`; an unknown launch counts as later (the warning stays). */
function launchedLater(a: string | null, b: string | null): boolean {
  const x = launchMonthIndex(a);
  const y = launchMonthIndex(b);
  return x === null || y === null || x > y;
}

export type SupportingChipset = { chipset: Chipset; support: ChipsetSupport };

/** The chipsets of the processor's platform that take it; empty for soldered or unmapped parts. */
export function chipsetsSupporting(cpu: FitInput, platforms: readonly Platform[] = PLATFORMS): SupportingChipset[] {
  return chipsetsTaking(platformOf(cpu, platforms));
}

export function chipsetsTaking(fit: PlatformFit): SupportingChipset[] {
  if (fit.kind !== "socket") return [];
  return fit.platform.chipsets.flatMap((chipset) => {
    const support = chipsetSupport(chipset, fit.generation.id);
    return support ? [{ chipset, support }] : [];
  });
}

/** The catalogue's processors that sit on a platform (for the socket page), in catalogue order. */
export function processorsOn<T extends FitInput>(
  platform: Platform,
  catalogue: readonly T[],
  platforms: readonly Platform[] = PLATFORMS,
): T[] {
  return catalogue.filter((cpu) => {
    const fit = platformOf(cpu, platforms);
    return fit.kind === "socket" && fit.platform.slug === platform.slug;
  });
}

/** First and last launch month of a platform's processors, or null if it has none. */
export function launchSpan(
  processors: readonly Pick<FitInput, "launchDate">[],
): { first: string; last: string } | null {
  const months = processors.flatMap((p) => launchMonthKey(p.launchDate) ?? []).sort();
  const first = months[0];
  const last = months.at(-1);
  return first !== undefined && last !== undefined ? { first, last } : null;
}
