// What the socket and upgrade pages (and their _payload.json twins) carry: plain JSON.
import type { PowerFigure as PackagePower } from "../judgements/power";
import type { Gain, PlatformChange, PlatformCpu, PriceBand, UpgradeCaveat } from "../platforms";
import type { CpuFields, DomainFieldName } from "#catalogue/fields/field-types";
import type { Segment, Vendor } from "#catalogue/fields/value-lists";

/** The catalogue as the platform pages read it: PlatformCpu plus the Chinese name and the memory/PCIe figures. */
export type AtlasPlatformCpu = PlatformCpu & Pick<CpuFields, (typeof ATLAS_EXTRA_FIELDS)[number]>;

/** What the platform pages read beyond PlatformCpu. */
export const ATLAS_EXTRA_FIELDS = [
  "nameZh",
  "memoryMaxSpeedMts",
  "pcieLanes",
] as const satisfies readonly DomainFieldName[];

export type CpuCell = { vendor: Vendor; id: string; name: string; nameZh: string };
export type PlatformRef = { slug: string; socket: string; nameZh: string; nameEn: string };
/**
 * A platform generation, labelled by the series of its processors (the data names it by code name
 * only). seriesZh/codenamesZh are the same lists in Chinese, index-aligned, translated on the server
 * so the browser does not need the translation rules (names-zh.ts).
 */
export type GenerationLabel = {
  id: string;
  series: string[];
  codenames: string[];
  seriesZh: string[];
  codenamesZh: string[];
};

export type ChipsetRow = {
  slug: string;
  name: string;
  soc: boolean;
  launch: string;
  outOfBox: GenerationLabel[];
  afterBios: {
    generations: GenerationLabel[];
    since: string | null;
    vendors: string[];
    boardVendorDiscretion: boolean;
  }[];
  /** Generations board makers run beyond the chipset's specification, with the sources that say so. */
  byBoardMakers: { generations: GenerationLabel[]; sources: string[] }[];
  memoryTypes: string[];
  pcie: { cpu: string | null; chipset: string | null; chipsetLanes: number | null };
  overclock: { cpu: boolean | null; memory: boolean | null };
};

export type SocketProcessor = CpuCell & {
  segment: Segment;
  launchDate: string | null;
  gb6Multi: number | null;
  gb6Single: number | null;
  generation: string | null;
};

export type GenerationMemory = GenerationLabel & {
  memoryTypes: string[];
  memoryMaxSpeedMts: number | null;
  pcieVersion: string | null;
  pcieLanes: number | null;
};

export type SocketPage = {
  platform: PlatformRef & { vendor: Vendor; launch: string; memoryTypes: string[]; sources: string[] };
  /** Empty where the chipsets are not authored yet: which boards take what is then not known. */
  chipsets: ChipsetRow[];
  generations: GenerationMemory[];
  /** Measured Geekbench 6 multi-core, best first; then those without a figure, newest first. */
  processors: SocketProcessor[];
  span: { first: string; last: string } | null;
};

/** Package power under load of the current processor and of the candidate, each with its basis. */
export type PowerChange = { deltaW: number; from: PackagePower; to: PackagePower };

export type UpgradeRow = {
  cpu: CpuCell;
  gain: Gain | null;
  launchPriceUsd: number | null;
  power: PowerChange | null;
  biosUpdate: boolean;
  caveats: UpgradeCaveat[];
};

export type PlatformPick = {
  cpu: CpuCell;
  gain: Gain;
  launchPriceUsd: number;
  power: PowerChange | null;
  platform: PlatformRef;
  changes: PlatformChange[];
  /** The model names of the new board's chipsets. */
  boardChipsets: string[];
};

export type UpgradeQuery = {
  from: string | null;
  budget: number | null;
  memory: string | null;
  chipset: string | null;
};

export type UpgradeFrom = CpuCell & {
  segment: Segment;
  socket: string | null;
  memoryTypes: string[];
  launchPriceUsd: number | null;
};

export type UpgradePage =
  /** No `from`: a processor picker; `notFound` is free text (sent without JS) that matched nothing. */
  | { kind: "picker"; query: UpgradeQuery; notFound: string | null }
  | {
      kind: "not-upgradeable";
      query: UpgradeQuery;
      from: UpgradeFrom;
      reason: "soldered" | "mobile-socket" | "unmapped";
      package: string | null;
    }
  | {
      kind: "options";
      query: UpgradeQuery;
      from: UpgradeFrom;
      platform: PlatformRef;
      /** The chipsets of boards that take `from` (the board filter's choices); empty: not known. */
      boards: { slug: string; name: string }[];
      /** Of those, the chipsets whose boards run `from` by board makers' support, not the chipset's specification. */
      boardMaker: { slug: string; name: string; sources: string[] }[];
      /** Chipset slug -> model name, for wording the caveats. */
      chipsetNames: Record<string, string>;
      memoryChoices: string[];
      ranked: UpgradeRow[];
      unranked: UpgradeRow[];
      bands: { band: PriceBand; picks: PlatformPick[] }[];
      /** The segments "if you change platform" searched. */
      changeSegments: Segment[];
      /** The rule that keeps older platforms out of the picks, for the page to state. */
      currentWithinMonths: number;
    };
