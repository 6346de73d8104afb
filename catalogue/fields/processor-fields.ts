// Every processor field, declared once. The catalogue's table (DDL and Kysely types), the seed
// and import validation, the domain types and row mapping, the spec sheet, compare rows and
// the CSV are derived from this list; see README.md beside it. Plain data, free of zod, so the
// browser imports it too. Declaration order is the table's column order and the CSV's order;
// the display order within a spec group is the dictionaries' order of the labels.
import type { Messages } from "../../app/i18n/zh";
import { FAMILIES, MEMORY_TYPES, PCIE_VERSIONS, SEGMENTS, STATUSES, VENDORS } from "./value-lists";

export const SPEC_GROUPS = [
  "essentials",
  "cores",
  "cache",
  "power",
  "memory",
  "expansion",
  "graphics",
  "ai",
  "package",
  "features",
] as const;
export type SpecGroupId = (typeof SPEC_GROUPS)[number];
/** A label key of the spec dictionaries (zh and en; en satisfies typeof zh). */
export type SpecLabel = Exclude<keyof Messages["spec"], "group" | "status" | "yes" | "no">;

/** How the spec sheet writes a value; spec-sheet.ts holds one formatter per id. */
export const FORMAT_IDS = [
  "text",
  "list",
  "integer",
  "clock",
  "cache",
  "power",
  "powerRange",
  "temperature",
  "speedMts",
  "memorySize",
  "area",
  "tops",
  "transistors",
  "price",
  "launchDate",
  "yesNo",
  "vendorName",
  "familyName",
  "seriesName",
  "segmentName",
  "codename",
  "status",
  "hybridCount",
  "socketLink",
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** text and int/real columns; flag: yes/no (SQLite 1/0); list: a JSON array of text. */
export type FieldKind = "text" | "int" | "real" | "flag" | "list";

export type FieldSpec = {
  column: string;
  kind: FieldKind;
  /** NOT NULL in the table (lists: NOT NULL DEFAULT '[]'). */
  notNull?: true;
  /** In the authored seed: required, optional, or derived by the writer (never written in the seed). */
  seed: "required" | "optional" | "derived";
  /** Only in the table (the domain and the API do not carry it). */
  tableOnly?: true;
  /** An import may set it. */
  imported?: true;
  unit?: "MHz" | "KiB" | "W" | "USD" | "MT/s" | "GB" | "°C" | "mm²" | "millions" | "TOPS";
  /** The allowed values (of each item, for lists). */
  values?: readonly string[];
  /** "typed": the TypeScript type is the union of `values`; "seed": only the seed is held to them (imports bring vendors' names). */
  closed?: "typed" | "always" | "seed";
  /** Every number in the catalogue is positive; `max` bounds it (inclusive). */
  max?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: RegExp;
  url?: true;
  /** The spec sheet's row: group, label key, formatter; `hybridLabel` for processors with E-cores. */
  spec?: { group: SpecGroupId; label: SpecLabel; format: FormatId; hybridLabel?: SpecLabel };
  /** Which value compare marks as better; absent: neutral. */
  compare?: "higher" | "lower";
  /** Part of CpuSummary (listings, search results). */
  summary?: true;
  /** The CSV export's column header. */
  csv?: string;
  /** The API document's description. */
  description?: string;
};

const launchDatePattern = /^(19|20)\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$|^(19|20)\d\d-Q[1-4]$/;

export const PROCESSOR_FIELDS = {
  vendor: {
    column: "vendor",
    kind: "text",
    notNull: true,
    seed: "required",
    values: VENDORS,
    closed: "typed",
    summary: true,
    csv: "vendor",
    spec: { group: "essentials", label: "vendor", format: "vendorName" },
  },
  id: { column: "id", kind: "text", notNull: true, seed: "derived", summary: true, csv: "id" },
  /** English model name without the vendor: "Ryzen 7 7800X3D", "Core i9-14900K". */
  name: {
    column: "name",
    kind: "text",
    notNull: true,
    seed: "required",
    minLength: 3,
    maxLength: 80,
    summary: true,
    csv: "name",
  },
  nameZh: { column: "name_zh", kind: "text", notNull: true, seed: "derived", summary: true, csv: "name_zh" },
  family: {
    column: "family",
    kind: "text",
    notNull: true,
    seed: "required",
    imported: true,
    values: FAMILIES,
    closed: "seed",
    minLength: 2,
    summary: true,
    csv: "family",
    spec: { group: "essentials", label: "family", format: "familyName" },
  },
  /** The family in Chinese ("锐龙", "酷睿"), translated when the catalogue is written so the browser needs no naming rules. */
  familyZh: { column: "family_zh", kind: "text", notNull: true, seed: "derived" },
  /** Marketing series: "Ryzen 7000", "Core 14th Gen", "Core Ultra Series 2", "EPYC 9004". */
  series: {
    column: "series",
    kind: "text",
    notNull: true,
    seed: "required",
    imported: true,
    minLength: 1,
    summary: true,
    csv: "series",
    spec: { group: "essentials", label: "series", format: "seriesName" },
  },
  /** The series in Chinese ("锐龙 7000 系列"), translated like familyZh. */
  seriesZh: { column: "series_zh", kind: "text", notNull: true, seed: "derived" },
  segment: {
    column: "segment",
    kind: "text",
    notNull: true,
    seed: "required",
    imported: true,
    values: SEGMENTS,
    closed: "typed",
    summary: true,
    csv: "segment",
    spec: { group: "essentials", label: "segment", format: "segmentName" },
  },
  codename: {
    column: "codename",
    kind: "text",
    seed: "required",
    imported: true,
    minLength: 2,
    summary: true,
    csv: "codename",
    spec: { group: "essentials", label: "codename", format: "codename" },
  },
  codenameZh: { column: "codename_zh", kind: "text", seed: "derived", summary: true },
  microarchitecture: {
    column: "microarchitecture",
    kind: "text",
    seed: "required",
    imported: true,
    minLength: 2,
    csv: "microarchitecture",
    spec: { group: "essentials", label: "microarchitecture", format: "text" },
  },
  process: {
    column: "process",
    kind: "text",
    seed: "required",
    imported: true,
    minLength: 2,
    csv: "process",
    spec: { group: "package", label: "process", format: "text" },
  },
  socket: {
    column: "socket",
    kind: "text",
    seed: "required",
    imported: true,
    minLength: 2,
    summary: true,
    csv: "socket",
    spec: { group: "package", label: "socket", format: "socketLink" },
  },
  /** Required in the seed but for an OEM part, or a vendor-sourced part, whose sources give no launch month (validation.ts). */
  launchDate: {
    column: "launch_date",
    kind: "text",
    seed: "optional",
    imported: true,
    pattern: launchDatePattern,
    summary: true,
    csv: "launch_date",
    description: "YYYY-MM-DD, YYYY-MM or YYYY-Qn, as the vendor publishes it",
    spec: { group: "essentials", label: "launchDate", format: "launchDate" },
  },
  launchYear: { column: "launch_year", kind: "int", seed: "derived", tableOnly: true },
  /** launch_date as a sortable YYYY-MM-DD (quarters: first month; unknown day: 00). */
  launchSort: { column: "launch_sort", kind: "text", seed: "derived", tableOnly: true },
  launchPriceUsd: {
    column: "launch_price_usd",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "USD",
    max: 100_000,
    csv: "launch_price_usd",
    compare: "lower",
    spec: { group: "essentials", label: "launchPrice", format: "price" },
  },
  status: {
    column: "status",
    kind: "text",
    seed: "required",
    imported: true,
    values: STATUSES,
    closed: "always",
    spec: { group: "essentials", label: "lifecycle", format: "status" },
  },
  cores: {
    column: "cores",
    kind: "int",
    notNull: true,
    seed: "required",
    imported: true,
    max: 1024,
    summary: true,
    csv: "cores",
    compare: "higher",
    spec: { group: "cores", label: "cores", format: "integer" },
  },
  threads: {
    column: "threads",
    kind: "int",
    notNull: true,
    seed: "required",
    imported: true,
    max: 2048,
    summary: true,
    csv: "threads",
    compare: "higher",
    spec: { group: "cores", label: "threads", format: "integer" },
  },
  pCores: {
    column: "p_cores",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 1024,
    compare: "higher",
    spec: { group: "cores", label: "pCores", format: "hybridCount" },
  },
  eCores: {
    column: "e_cores",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 1024,
    compare: "higher",
    spec: { group: "cores", label: "eCores", format: "hybridCount" },
  },
  lpeCores: {
    column: "lpe_cores",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 1024,
    compare: "higher",
    spec: { group: "cores", label: "lpeCores", format: "integer" },
  },
  /** Absent where the vendor publishes none (Intel N100, N200, N97, N50, i3-N305, i3-N300). */
  baseClockMhz: {
    column: "base_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    summary: true,
    csv: "base_clock_mhz",
    compare: "higher",
    spec: { group: "cores", label: "baseClock", hybridLabel: "pBaseClock", format: "clock" },
  },
  boostClockMhz: {
    column: "boost_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    summary: true,
    csv: "boost_clock_mhz",
    compare: "higher",
    spec: { group: "cores", label: "boostClock", hybridLabel: "pBoostClock", format: "clock" },
  },
  /** Intel Turbo Boost Max 3.0 frequency (favoured cores), apart from the all-parts Max Turbo in boostClockMhz. */
  turboMax3ClockMhz: {
    column: "turbo_max3_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    compare: "higher",
    spec: { group: "cores", label: "turboMax3Clock", format: "clock" },
  },
  eCoreBaseClockMhz: {
    column: "e_core_base_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    compare: "higher",
    spec: { group: "cores", label: "eBaseClock", format: "clock" },
  },
  eCoreBoostClockMhz: {
    column: "e_core_boost_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    compare: "higher",
    spec: { group: "cores", label: "eBoostClock", format: "clock" },
  },
  l1Kib: {
    column: "l1_kib",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "KiB",
    compare: "higher",
    spec: { group: "cache", label: "l1", format: "cache" },
  },
  l2Kib: {
    column: "l2_kib",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "KiB",
    compare: "higher",
    spec: { group: "cache", label: "l2", format: "cache" },
  },
  l3Kib: {
    column: "l3_kib",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "KiB",
    summary: true,
    csv: "l3_kib",
    compare: "higher",
    spec: { group: "cache", label: "l3", format: "cache" },
  },
  // TDP, base and turbo power are ratings shown as published; the power drawn under load
  // (PL2, PPT or TDP: the spec sheet's packagePower row) is the one compare marks.
  /** Optional in the seed: empty where the vendor gives none or the sources disagree (data/README.md). */
  tdpW: {
    column: "tdp_w",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "W",
    max: 2000,
    summary: true,
    csv: "tdp_w",
    spec: { group: "power", label: "tdp", format: "power" },
  },
  basePowerW: {
    column: "base_power_w",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "W",
    max: 2000,
    spec: { group: "power", label: "basePower", format: "power" },
  },
  maxTurboPowerW: {
    column: "max_turbo_power_w",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "W",
    max: 2000,
    spec: { group: "power", label: "maxTurboPower", format: "power" },
  },
  ctdpMinW: {
    column: "ctdp_min_w",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "W",
    max: 2000,
    spec: { group: "power", label: "ctdp", format: "powerRange" },
  },
  ctdpMaxW: { column: "ctdp_max_w", kind: "real", seed: "optional", imported: true, unit: "W", max: 2000 },
  memoryTypes: {
    column: "memory_types",
    kind: "list",
    notNull: true,
    seed: "required",
    imported: true,
    values: MEMORY_TYPES,
    closed: "always",
    minItems: 1,
    csv: "memory_types",
    spec: { group: "memory", label: "memoryTypes", format: "list" },
  },
  memoryMaxSpeedMts: {
    column: "memory_max_speed_mts",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MT/s",
    max: 20_000,
    compare: "higher",
    spec: { group: "memory", label: "memorySpeed", format: "speedMts" },
  },
  memoryChannels: {
    column: "memory_channels",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 24,
    compare: "higher",
    spec: { group: "memory", label: "memoryChannels", format: "integer" },
  },
  memoryMaxGb: {
    column: "memory_max_gb",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "GB",
    compare: "higher",
    spec: { group: "memory", label: "memoryMax", format: "memorySize" },
  },
  ecc: {
    column: "ecc",
    kind: "flag",
    seed: "optional",
    imported: true,
    spec: { group: "memory", label: "ecc", format: "yesNo" },
  },
  pcieVersion: {
    column: "pcie_version",
    kind: "text",
    seed: "optional",
    imported: true,
    values: PCIE_VERSIONS,
    closed: "seed",
    pattern: /^[1-7]\.0$/,
    csv: "pcie_version",
    compare: "higher",
    spec: { group: "expansion", label: "pcieVersion", format: "text" },
  },
  pcieLanes: {
    column: "pcie_lanes",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 512,
    compare: "higher",
    csv: "pcie_lanes",
    spec: { group: "expansion", label: "pcieLanes", format: "integer" },
  },
  gpuName: {
    column: "gpu_name",
    kind: "text",
    seed: "optional",
    imported: true,
    minLength: 2,
    csv: "integrated_gpu",
    spec: { group: "graphics", label: "gpuName", format: "text" },
  },
  gpuCores: {
    column: "gpu_cores",
    kind: "int",
    seed: "optional",
    imported: true,
    compare: "higher",
    spec: { group: "graphics", label: "gpuCores", format: "integer" },
  },
  gpuClockMhz: {
    column: "gpu_clock_mhz",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "MHz",
    max: 10_000,
    compare: "higher",
    spec: { group: "graphics", label: "gpuClock", format: "clock" },
  },
  npuTops: {
    column: "npu_tops",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "TOPS",
    compare: "higher",
    spec: { group: "ai", label: "npuTops", format: "tops" },
  },
  unlocked: {
    column: "unlocked",
    kind: "flag",
    seed: "required",
    imported: true,
    csv: "unlocked",
    spec: { group: "cores", label: "unlocked", format: "yesNo" },
  },
  /** Sockets the processor scales to in one server (1, 2, 4 or 8), as ARK and AMD publish it. */
  maxSockets: {
    column: "max_sockets",
    kind: "int",
    seed: "optional",
    imported: true,
    max: 8,
    compare: "higher",
    spec: { group: "package", label: "maxSockets", format: "integer" },
  },
  instructionSets: {
    column: "instruction_sets",
    kind: "list",
    notNull: true,
    seed: "optional",
    imported: true,
    minLength: 2,
    spec: { group: "features", label: "instructionSets", format: "list" },
  },
  features: {
    column: "features",
    kind: "list",
    notNull: true,
    seed: "optional",
    imported: true,
    minLength: 2,
    spec: { group: "features", label: "features", format: "list" },
  },
  dieSizeMm2: {
    column: "die_size_mm2",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "mm²",
    spec: { group: "package", label: "dieSize", format: "area" },
  },
  transistorsMillions: {
    column: "transistors_millions",
    kind: "real",
    seed: "optional",
    imported: true,
    unit: "millions",
    spec: { group: "package", label: "transistors", format: "transistors" },
  },
  tjmaxC: {
    column: "tjmax_c",
    kind: "int",
    seed: "optional",
    imported: true,
    unit: "°C",
    max: 150,
    spec: { group: "power", label: "tjmax", format: "temperature" },
  },
  /** Where the specification comes from: the vendor's page or press release, else the first of two independent outlets reporting the vendor's announcement. */
  sourceUrl: { column: "source_url", kind: "text", seed: "required", imported: true, url: true },
  /** The second independent outlet, when sourceUrl is not the vendor's own (data/README.md, sourcing rule). */
  alsoReportedUrl: { column: "also_reported_url", kind: "text", seed: "optional", url: true },
  /** The date of the vendor's announcement that the outlets report (YYYY-MM-DD). */
  announcedOn: {
    column: "announced_on",
    kind: "text",
    seed: "optional",
    pattern: /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  },
  /** Slug ids (same vendor) of the model this one replaced / was replaced by. */
  predecessor: {
    column: "predecessor",
    kind: "text",
    seed: "optional",
    description: "Id (same vendor) of the model this one replaced",
  },
  successor: {
    column: "successor",
    kind: "text",
    seed: "optional",
    description: "Id (same vendor) of the model that replaced this one",
  },
} as const satisfies Record<string, FieldSpec>;

export type Fields = typeof PROCESSOR_FIELDS;
export type FieldName = keyof Fields;
export const FIELD_NAMES = Object.keys(PROCESSOR_FIELDS) as FieldName[];
