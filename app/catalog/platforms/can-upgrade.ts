// Can the board that holds `from` take `to`? Same socket generation *and* a chipset that takes
// both. Caveats are data, never prose, so pages can word them in either language.
import type { PlatformCpu } from "./cpu";
import { biosUpdateFor, chipsetSupport, platformOf, type BiosSubject, type PlatformFit } from "./platform-of";
import { PLATFORMS, type Platform } from "./platform-data";
import type { Chipset } from "./schema";

export type UpgradeCaveat =
  /**
   * Boards of these chipsets that run `from` take `to` only after a BIOS update (`boardVendorDiscretion`:
   * only where the board maker shipped it). Never for a generation the board already runs, or an older one.
   */
  | { kind: "bios-update"; chipsets: string[]; since?: string; vendors?: string[]; boardVendorDiscretion?: boolean }
  /** On these chipsets `from` or `to` runs by board makers' support, not the chipset's specification: check the board's CPU support list. */
  | { kind: "board-maker"; chipsets: string[]; sources: string[] }
  /** Boards with these chipsets take `from` but not `to`: it depends on the board. */
  | { kind: "not-on-chipsets"; chipsets: string[] }
  /** `to` is unlocked but these chipsets cannot overclock it. */
  | { kind: "no-overclock"; chipsets: string[] }
  /** These chipsets run `to`'s own PCIe lanes at `gen`, below what `to` supports. */
  | { kind: "lower-pcie"; gen: string; chipsets: string[] }
  /** The two processors share no memory type: the memory must change too. */
  | { kind: "memory-type"; from: string[]; to: string[] };

export type NotUpgradeableReason =
  "soldered" | "mobile-socket" | "unmapped" | "different-platform" | "no-common-chipset" | "chipset-does-not-take-from";

export type UpgradeCheck =
  | {
      verdict: "ok";
      ok: true;
      /** Some board generation that holds `from` needs a BIOS update for `to` (see the caveats for which). */
      biosUpdate: boolean;
      /** Chipsets (slugs) that take both. */
      chipsets: string[];
      caveats: UpgradeCaveat[];
    }
  | { verdict: "no"; ok: false; reason: NotUpgradeableReason; biosUpdate: false; chipsets: []; caveats: [] }
  /** Same platform, but we have not authored which chipsets take these generations. */
  | { verdict: "unknown"; ok: false; reason: "support-not-listed"; biosUpdate: false; chipsets: []; caveats: [] };

export type UpgradeCheckOptions = { chipset?: string; platforms?: readonly Platform[] };

type CheckInput = Pick<
  PlatformCpu,
  "name" | "series" | "segment" | "codename" | "socket" | "launchDate" | "unlocked" | "pcieVersion" | "memoryTypes"
>;

const no = (reason: NotUpgradeableReason): UpgradeCheck => ({
  verdict: "no",
  ok: false,
  reason,
  biosUpdate: false,
  chipsets: [],
  caveats: [],
});

export function canUpgrade(from: CheckInput, to: CheckInput, options: UpgradeCheckOptions = {}): UpgradeCheck {
  const platforms = options.platforms ?? PLATFORMS;
  const a = platformOf(from, platforms);
  if (a.kind !== "socket") return no(notSocketReason(a));
  const b = platformOf(to, platforms);
  if (b.kind !== "socket") return no(notSocketReason(b));
  if (a.platform.slug !== b.platform.slug) return no("different-platform");

  const takesFrom = a.platform.chipsets.filter((c) => chipsetSupport(c, a.generation.id) !== null);
  const board = options.chipset === undefined ? takesFrom : takesFrom.filter((c) => c.slug === options.chipset);
  if (options.chipset !== undefined && board.length === 0) return no("chipset-does-not-take-from");
  const both = board.filter((c) => chipsetSupport(c, b.generation.id) !== null);
  if (both.length === 0) {
    const listed = (id: string) => a.platform.chipsets.some((c) => chipsetSupport(c, id) !== null);
    if (!listed(a.generation.id) || !listed(b.generation.id)) {
      return {
        verdict: "unknown",
        ok: false,
        reason: "support-not-listed",
        biosUpdate: false,
        chipsets: [],
        caveats: [],
      };
    }
    return no("no-common-chipset");
  }
  const caveats = [
    ...biosCaveats(
      both,
      { generation: a.generation.id, launchDate: from.launchDate },
      { generation: b.generation.id, launchDate: to.launchDate },
    ),
    ...boardMakerCaveat(both, a.generation.id, b.generation.id),
    ...notOnCaveat(board, both),
    ...overclockCaveat(both, to),
    ...pcieCaveats(both, to),
    ...memoryCaveat(from, to),
  ];
  return {
    verdict: "ok",
    ok: true,
    biosUpdate: caveats.some((c) => c.kind === "bios-update"),
    chipsets: both.map((c) => c.slug),
    caveats,
  };
}

function notSocketReason(fit: Exclude<PlatformFit, { kind: "socket" }>): NotUpgradeableReason {
  return fit.kind;
}

function biosCaveats(chipsets: Chipset[], from: BiosSubject, to: BiosSubject): UpgradeCaveat[] {
  const groups = new Map<string, UpgradeCaveat & { kind: "bios-update" }>();
  for (const c of chipsets) {
    const update = biosUpdateFor(c, from, to);
    if (update === null) continue;
    const { since, vendors, boardVendorDiscretion } = update;
    const key = JSON.stringify([since, vendors, boardVendorDiscretion]);
    const group = groups.get(key) ?? {
      kind: "bios-update",
      chipsets: [],
      ...(since && { since }),
      ...(vendors && { vendors }),
      ...(boardVendorDiscretion && { boardVendorDiscretion }),
    };
    group.chipsets.push(c.slug);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function boardMakerCaveat(chipsets: Chipset[], fromGeneration: string, toGeneration: string): UpgradeCaveat[] {
  const byMakers = chipsets.flatMap((c) =>
    [fromGeneration, toGeneration].flatMap((g) => {
      const support = chipsetSupport(c, g);
      return support?.kind === "board-maker" ? [{ chipset: c.slug, sources: support.support.sources }] : [];
    }),
  );
  if (byMakers.length === 0) return [];
  return [
    {
      kind: "board-maker",
      chipsets: [...new Set(byMakers.map((b) => b.chipset))],
      sources: [...new Set(byMakers.flatMap((b) => b.sources))],
    },
  ];
}

function notOnCaveat(board: Chipset[], both: Chipset[]): UpgradeCaveat[] {
  const missing = board.filter((c) => !both.includes(c)).map((c) => c.slug);
  return missing.length > 0 ? [{ kind: "not-on-chipsets", chipsets: missing }] : [];
}

function overclockCaveat(chipsets: Chipset[], to: CheckInput): UpgradeCaveat[] {
  if (to.unlocked !== true) return [];
  const locked = chipsets.filter((c) => c.overclock?.cpu === false).map((c) => c.slug);
  return locked.length > 0 ? [{ kind: "no-overclock", chipsets: locked }] : [];
}

function pcieCaveats(chipsets: Chipset[], to: CheckInput): UpgradeCaveat[] {
  const wanted = to.pcieVersion;
  if (wanted === null) return [];
  const byGen = new Map<string, string[]>();
  for (const c of chipsets) {
    const gen = c.pcie?.cpu;
    if (gen !== undefined && Number(gen) < Number(wanted)) byGen.set(gen, [...(byGen.get(gen) ?? []), c.slug]);
  }
  return [...byGen].map(([gen, slugs]) => ({ kind: "lower-pcie", gen, chipsets: slugs }));
}

function memoryCaveat(from: CheckInput, to: CheckInput): UpgradeCaveat[] {
  const shared = from.memoryTypes.some((t) => to.memoryTypes.includes(t));
  return shared ? [] : [{ kind: "memory-type", from: from.memoryTypes, to: to.memoryTypes }];
}
