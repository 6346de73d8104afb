// Each processor field's part in the library (the /lib page and /api/cpus), declared once
// beside the registry: its public name, how it filters (and what the API document says about
// that filter), its sort and default direction, its table column. app/catalog/library/library-fields.ts
// derives the URL parameters, filters, facets, sorts, OpenAPI parameters, the index's columns
// and the table's columns from it. Server only: the page gets what it needs as data
// (LibraryLayout), so none of this reaches the browser's bundle. A field with any role is in
// the library's items (or only in its table, when tableOnly).
import type { FieldName } from "./processor-fields";

export type SortDir = "asc" | "desc";

/** What the API document says about a parameter, in English and Chinese. */
export type ParamDoc = { description: string; descriptionZh: string; examples?: unknown[] };

/** How a library table cell writes a field; components/library/columns.ts holds one formatter per id. */
export type FieldCellFormat =
  | "text"
  | "integer"
  | "vendorName"
  | "segmentName"
  | "seriesName"
  | "codename"
  | "launchMonth"
  | "price"
  | "coresThreads"
  | "clock"
  | "cache"
  | "power"
  | "list"
  | "gpuOrNo"
  | "yesNo";

/**
 * How the library filters by a field: `facet` any of the catalogue's values (named in any case);
 * `enum` any of the field's closed values, or of `values` (a number's, as the URL writes it);
 * `flag` yes/no; `present` yes/no for having a value; `range` an inclusive range in URL units
 * (the value divided by `divide`: boost MHz in GHz), whole numbers unless `decimal` (two
 * places); `step` the form's.
 */
export type LibraryFilter =
  | "facet"
  | "enum"
  | { values: readonly string[] }
  | "flag"
  | "present"
  | { range: readonly [min: number, max: number]; decimal?: true; divide?: number; step?: number };

/**
 * `param`: the public name (URL parameter, facet, sort key, column id), the field's key when
 * absent. `filter` with its `doc`. `sort`: the default direction ("asc" A→Z, "desc" largest
 * first); `by` orders by another field's values, `then` breaks ties by another field.
 * `column`: a table column, written by that cell format (every column sorts).
 */
export type LibraryRole = ({ filter: LibraryFilter; doc: ParamDoc } | { filter?: never; doc?: never }) & {
  param?: string;
  sort?: SortDir | { dir: SortDir; by?: FieldName; then?: FieldName };
  column?: FieldCellFormat;
};

export const LIBRARY_ROLES = {
  vendor: { filter: "enum", sort: "asc", column: "vendorName", doc: { description: "Vendor", descriptionZh: "厂商" } },
  name: { sort: "asc" },
  family: {
    filter: "facet",
    sort: "asc",
    column: "seriesName",
    doc: { description: "Family", descriptionZh: "产品家族", examples: ["Ryzen", "Core Ultra", "EPYC"] },
  },
  series: {
    filter: "facet",
    sort: "asc",
    column: "seriesName",
    doc: { description: "Series", descriptionZh: "系列", examples: ["Ryzen 7000", "Core 14th Gen"] },
  },
  segment: {
    filter: "enum",
    sort: "asc",
    column: "segmentName",
    doc: { description: "Market segment", descriptionZh: "市场定位" },
  },
  codename: {
    filter: "facet",
    sort: "asc",
    column: "codename",
    doc: { description: "Code name", descriptionZh: "代号", examples: ["Raptor Lake"] },
  },
  microarchitecture: {
    param: "uarch",
    filter: "facet",
    sort: "asc",
    column: "text",
    doc: { description: "Microarchitecture", descriptionZh: "微架构", examples: ["Zen 4"] },
  },
  process: { sort: "asc", column: "text" },
  socket: {
    filter: "facet",
    sort: "asc",
    column: "text",
    doc: { description: "Socket", descriptionZh: "接口", examples: ["AM5", "LGA1700"] },
  },
  launchDate: { param: "launch", sort: { dir: "desc", by: "launchSort" }, column: "launchMonth" },
  launchYear: {
    param: "year",
    filter: { range: [1970, 2100] },
    doc: { description: "launch year", descriptionZh: "发布年份", examples: [2023] },
  },
  /** In the table for the launch order (launchDate sorts by it) and value. */
  launchSort: {},
  launchPriceUsd: {
    param: "price",
    filter: { range: [0, 99_999], decimal: true },
    sort: "desc",
    column: "price",
    doc: {
      description: "launch price in USD (a processor without one never matches)",
      descriptionZh: "首发价格（美元；没有首发价格的处理器不会匹配）",
      examples: [450],
    },
  },
  /** Also in the items for value at launch price (value.ts). */
  status: {
    filter: "enum",
    doc: {
      description: "lifecycle status (oem: an OEM or cloud part, not on the vendor's public list)",
      descriptionZh: "状态（oem：OEM 定制型号，不在厂商公开列表中）",
      examples: ["oem"],
    },
  },
  cores: {
    filter: { range: [1, 1024] },
    sort: { dir: "desc", then: "threads" },
    column: "coresThreads",
    doc: { description: "cores", descriptionZh: "核心数", examples: [8] },
  },
  threads: {
    filter: { range: [1, 2048] },
    sort: "desc",
    doc: { description: "threads", descriptionZh: "线程数", examples: [16] },
  },
  baseClockMhz: { param: "base", sort: "desc", column: "clock" },
  boostClockMhz: {
    param: "boost",
    filter: { range: [0, 10], decimal: true, divide: 1000, step: 0.1 },
    sort: "desc",
    column: "clock",
    doc: { description: "boost clock in GHz", descriptionZh: "加速频率（GHz）", examples: [5.5] },
  },
  l3Kib: { param: "l3", sort: "desc", column: "cache" },
  tdpW: {
    param: "tdp",
    filter: { range: [0, 1000], decimal: true },
    sort: "desc",
    column: "power",
    doc: { description: "TDP in watts", descriptionZh: "TDP（瓦）", examples: [65] },
  },
  memoryTypes: {
    param: "memory",
    filter: "facet",
    sort: "asc",
    column: "list",
    doc: { description: "Memory type", descriptionZh: "内存类型", examples: ["DDR5"] },
  },
  pcieVersion: {
    param: "pcie",
    filter: "enum",
    sort: "desc",
    column: "text",
    doc: { description: "PCIe version of the processor's own lanes", descriptionZh: "处理器直连通道的 PCIe 版本" },
  },
  pcieLanes: {
    filter: { range: [0, 512] },
    sort: "desc",
    column: "integer",
    doc: {
      description: "PCIe lanes of the processor's own",
      descriptionZh: "处理器直连的 PCIe 通道数",
      examples: [24],
    },
  },
  gpuName: {
    param: "igpu",
    filter: "present",
    sort: "desc",
    column: "gpuOrNo",
    doc: { description: "Has integrated graphics", descriptionZh: "是否有核显" },
  },
  unlocked: {
    filter: "flag",
    sort: "desc",
    column: "yesNo",
    doc: { description: "Unlocked multiplier", descriptionZh: "是否不锁倍频" },
  },
  /** Sockets a system may hold, written as the URL gives them. */
  maxSockets: {
    param: "sockets",
    filter: { values: ["1", "2", "4", "8"] },
    doc: {
      description: "Most sockets a system may hold (server processors: 1S, 2S, 4S or 8S)",
      descriptionZh: "一台系统最多可装的处理器数（服务器处理器：单路、双路、四路或八路）",
    },
  },
} as const satisfies { [K in FieldName]?: LibraryRole };

export type LibraryRoles = typeof LIBRARY_ROLES;
export type LibraryRoleName = keyof LibraryRoles;
export const hasLibraryRole = (name: FieldName): name is LibraryRoleName => Object.hasOwn(LIBRARY_ROLES, name);
