// The upgrade advisor, pure: its query (400 naming a malformed parameter), and the page from
// the processor, the processors on its socket and the catalogue (for "if you change platform").
import { comparisonPowerKind, powerOfKind } from "../judgements/power";
import { MEMORY_TYPES } from "#catalogue/fields/value-lists";
import { isValidCpuId } from "#catalogue/slug";
import { changeSegments, platformChangePicks, platformOf, upgradeOptions, type UpgradeOption } from "../platforms";
import { launchMonthIndex } from "#catalogue/launch-date-order";
import { chipsetsTaking } from "../platforms/platform-of";
import { platformRef } from "./socket-page";
import type {
  AtlasPlatformCpu,
  CpuCell,
  PlatformPick,
  PlatformRef,
  PowerChange,
  UpgradeFrom,
  UpgradePage,
  UpgradeQuery,
  UpgradeRow,
} from "./types";
import { PLATFORMS, type Platform, type PlatformCpu } from "../platforms";

/** "If you change platform" offers only platforms whose newest processor is this recent (see docs/decisions.md). */
export const CURRENT_PLATFORM_MONTHS = 24;
const MAX_BUDGET_USD = 100_000;
const MEMORY_PARAMS: ReadonlyMap<string, string> = new Map(MEMORY_TYPES.map((m) => [m.toLowerCase(), m]));

export type ParsedUpgradeQuery = { ok: true; query: UpgradeQuery } | { ok: false; param: string };

/** Empty values are absent (a plain GET form sends every field); unknown parameters are ignored. */
export function parseUpgradeQuery(params: URLSearchParams): ParsedUpgradeQuery {
  // null: absent; undefined: given more than once (malformed).
  const value = (name: string, lower = false) => {
    const all = params
      .getAll(name)
      .map((v) => (lower ? v.trim().toLowerCase() : v.trim()))
      .filter((v) => v !== "");
    return all.length === 0 ? null : all.length === 1 ? all[0]! : undefined;
  };
  const from = value("from", true);
  if (from === undefined || (from !== null && !isCpuRef(from))) return { ok: false, param: "from" };
  const budget = value("budget");
  if (
    budget === undefined ||
    (budget !== null && !(/^\d{1,6}$/.test(budget) && Number(budget) > 0 && Number(budget) <= MAX_BUDGET_USD))
  )
    return { ok: false, param: "budget" };
  const memory = value("memory", true);
  if (memory === undefined || (memory !== null && !MEMORY_PARAMS.has(memory))) return { ok: false, param: "memory" };
  const chipset = value("chipset", true);
  if (chipset === undefined || (chipset !== null && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(chipset)))
    return { ok: false, param: "chipset" };
  return { ok: true, query: { from, budget: budget === null ? null : Number(budget), memory, chipset } };
}

function isCpuRef(value: string): boolean {
  const m = /^(amd|intel)\/(.+)$/i.exec(value);
  return m !== null && isValidCpuId(m[2]!.toLowerCase());
}

/** Platforms whose newest processor launched within `months` of the catalogue's newest. */
export function currentPlatforms(
  byPlatform: ReadonlyMap<string, readonly Pick<PlatformCpu, "launchDate">[]>,
  months = CURRENT_PLATFORM_MONTHS,
): Set<string> {
  const newest = new Map(
    [...byPlatform].flatMap(([slug, cpus]) => {
      const months = cpus.flatMap((c) => launchMonthIndex(c.launchDate) ?? []);
      return months.length === 0 ? [] : [[slug, Math.max(...months)] as const];
    }),
  );
  const latest = Math.max(...newest.values());
  return new Set([...newest].filter(([, m]) => latest - m <= months).map(([slug]) => slug));
}

const cpuCell = (c: AtlasPlatformCpu): CpuCell => ({ vendor: c.vendor, id: c.id, name: c.name, nameZh: c.nameZh });

function powerChange(from: PlatformCpu, to: PlatformCpu): PowerChange | null {
  // One basis for both: under load when both have it, else their nominal ratings.
  const basis = comparisonPowerKind([from, to]);
  const a = powerOfKind(from, basis);
  const b = powerOfKind(to, basis);
  return a && b ? { deltaW: b.watts - a.watts, from: a, to: b } : null;
}

function upgradeFrom(c: AtlasPlatformCpu): UpgradeFrom {
  return {
    ...cpuCell(c),
    segment: c.segment,
    socket: c.socket,
    memoryTypes: c.memoryTypes,
    launchPriceUsd: c.launchPriceUsd,
  };
}

export type UpgradeInputs = {
  /** The processors with `from`'s socket value (the only ones that can fit its board). */
  sameSocket: readonly AtlasPlatformCpu[];
  /** Candidates for "if you change platform": the catalogue on current platforms. */
  otherPlatforms: readonly AtlasPlatformCpu[];
  platforms?: readonly Platform[];
};

export type BuiltUpgradePage = Exclude<UpgradePage, { kind: "picker" }> | { kind: "bad-chipset" };

export function buildUpgradePage(from: AtlasPlatformCpu, query: UpgradeQuery, inputs: UpgradeInputs): BuiltUpgradePage {
  const platforms = inputs.platforms ?? PLATFORMS;
  const fit = platformOf(from, platforms);
  if (fit.kind !== "socket") {
    return {
      kind: "not-upgradeable",
      query,
      from: upgradeFrom(from),
      reason: fit.kind,
      package: fit.kind === "soldered" ? fit.package : fit.socket,
    };
  }
  const taking = chipsetsTaking(fit);
  const boards = taking.map(({ chipset }) => ({ slug: chipset.slug, name: chipset.name }));
  const boardMaker = taking.flatMap(({ chipset, support }) =>
    support.kind === "board-maker"
      ? [{ slug: chipset.slug, name: chipset.name, sources: support.support.sources }]
      : [],
  );
  if (query.chipset !== null && !boards.some((b) => b.slug === query.chipset)) return { kind: "bad-chipset" };
  const keepMemory = query.memory === null ? undefined : MEMORY_PARAMS.get(query.memory);
  const filters = { budgetMax: query.budget ?? undefined, keepMemory, platforms };
  const options = upgradeOptions(from, inputs.sameSocket, { ...filters, chipset: query.chipset ?? undefined });
  const byKey = new Map(inputs.sameSocket.map((c) => [`${c.vendor}/${c.id}`, c]));
  const row = (o: UpgradeOption): UpgradeRow => ({
    cpu: cpuCell(byKey.get(`${o.cpu.vendor}/${o.cpu.id}`)!),
    gain: o.gain,
    launchPriceUsd: o.launchPriceUsd,
    power: powerChange(from, o.cpu),
    biosUpdate: o.biosUpdate,
    caveats: o.caveats,
  });
  const others = new Map(inputs.otherPlatforms.map((c) => [`${c.vendor}/${c.id}`, c]));
  const bands = platformChangePicks(from, inputs.otherPlatforms, filters).map(({ band, picks }) => ({
    band,
    picks: picks.map((p): PlatformPick => {
      const to = others.get(`${p.cpu.vendor}/${p.cpu.id}`)!;
      const toFit = platformOf(to, platforms);
      const toPlatform = toFit.kind === "socket" ? toFit.platform : fit.platform;
      const board = p.changes.find((c) => c.kind === "board");
      return {
        cpu: cpuCell(to),
        gain: p.gain,
        launchPriceUsd: p.launchPriceUsd,
        power: powerChange(from, to),
        platform: platformRef(toPlatform),
        changes: p.changes,
        boardChipsets: (board?.chipsets ?? []).map(
          (slug) => toPlatform.chipsets.find((c) => c.slug === slug)?.name ?? slug,
        ),
      };
    }),
  }));
  return {
    kind: "options",
    query,
    from: upgradeFrom(from),
    platform: platformRef(fit.platform),
    boards,
    boardMaker,
    chipsetNames: Object.fromEntries(fit.platform.chipsets.map((c) => [c.slug, c.name])),
    memoryChoices: from.memoryTypes.filter((m) => MEMORY_PARAMS.has(m.toLowerCase())),
    ranked: options.kind === "options" ? options.ranked.map(row) : [],
    unranked: options.kind === "options" ? options.unranked.map(row) : [],
    bands,
    changeSegments: changeSegments(from),
    currentWithinMonths: CURRENT_PLATFORM_MONTHS,
  };
}

/** A detail page's "Upgrade options": every socketed processor (and "cannot be upgraded" for a soldered desktop, workstation or server part), with the top gains on the same board and the advisor's link. */
export type DetailUpgrade =
  | { kind: "options"; platform: PlatformRef; top: { cpu: CpuCell; gain: NonNullable<UpgradeRow["gain"]> }[] }
  | { kind: "not-known"; platform: PlatformRef }
  | { kind: "not-upgradeable" };

const DETAIL_UPGRADE_TOP = 3;

export function detailUpgrade(
  from: AtlasPlatformCpu,
  sameSocket: readonly AtlasPlatformCpu[],
  platforms: readonly Platform[] = PLATFORMS,
): DetailUpgrade | null {
  const fit = platformOf(from, platforms);
  if (fit.kind !== "socket")
    return from.segment === "laptop" || from.segment === "embedded" ? null : { kind: "not-upgradeable" };
  if (chipsetsTaking(fit).length === 0) return { kind: "not-known", platform: platformRef(fit.platform) };
  const options = upgradeOptions(from, sameSocket, { platforms });
  const byKey = new Map(sameSocket.map((c) => [`${c.vendor}/${c.id}`, c]));
  const top = options.kind === "options" ? options.ranked.slice(0, DETAIL_UPGRADE_TOP) : [];
  return {
    kind: "options",
    platform: platformRef(fit.platform),
    top: top.map((o) => ({ cpu: cpuCell(byKey.get(`${o.cpu.vendor}/${o.cpu.id}`)!), gain: o.gain! })),
  };
}
