// Every URL parameter of the library (the /lib page and /api/cpus): one zod schema each, with
// its documentation in both languages. parse-query.ts validates with these schemas and the
// OpenAPI document (app/api/openapi-document.server.ts) is generated from them, so the two cannot drift.
// A value arrives as a string; each schema's output is what the document describes.
import { z } from "zod";
import { SEGMENTS, VENDORS } from "../fields/value-lists";
import { MAX_PAGE, MAX_SEARCH_LENGTH, PAGE_SIZES, PCIE_VERSIONS, SOCKET_COUNTS, SORT_KEYS, type ListFilter, type RangeFilter } from "./query-model";

/** What the document says about a parameter (moved from the schema to the OpenAPI parameter). */
export type ParamDoc = { description: string; descriptionZh: string; examples?: unknown[] };

const facetValue = (doc: ParamDoc) =>
  z
    .string()
    .min(1)
    .max(80)
    .meta({
      ...doc,
      description: `${doc.description} (a value from the catalogue, any case)`,
      descriptionZh: `${doc.descriptionZh}（目录中的值，不区分大小写）`,
    });

export const LIST_SCHEMAS: Record<ListFilter, z.ZodType<string>> = {
  vendor: z.enum(VENDORS).meta({ description: "Vendor", descriptionZh: "厂商" }),
  segment: z.enum(SEGMENTS).meta({ description: "Market segment", descriptionZh: "市场定位" }),
  family: facetValue({ description: "Family", descriptionZh: "产品家族", examples: ["Ryzen", "Core Ultra", "EPYC"] }),
  series: facetValue({ description: "Series", descriptionZh: "系列", examples: ["Ryzen 7000", "Core 14th Gen"] }),
  socket: facetValue({ description: "Socket", descriptionZh: "接口", examples: ["AM5", "LGA1700"] }),
  codename: facetValue({ description: "Code name", descriptionZh: "代号", examples: ["Raptor Lake"] }),
  uarch: facetValue({ description: "Microarchitecture", descriptionZh: "微架构", examples: ["Zen 4"] }),
  memory: facetValue({ description: "Memory type", descriptionZh: "内存类型", examples: ["DDR5"] }),
  pcie: z.enum(PCIE_VERSIONS).meta({ description: "PCIe version of the processor's own lanes", descriptionZh: "处理器直连通道的 PCIe 版本" }),
  sockets: z.enum(SOCKET_COUNTS).meta({
    description: "Most sockets a system may hold (server processors: 1S, 2S, 4S or 8S)",
    descriptionZh: "一台系统最多可装的处理器数（服务器处理器：单路、双路、四路或八路）",
  }),
};

// Plain decimal digits only (no sign, exponent or spaces): what a form or a person types.
const decimal = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, "not a number").transform(Number);
const integer = z.string().regex(/^\d{1,6}$/, "not a whole number").transform(Number);
const wholeRange = (min: number, max: number, doc: ParamDoc) => integer.pipe(z.number().int().min(min).max(max)).meta(doc);
const decimalRange = (max: number, doc: ParamDoc) => decimal.pipe(z.number().min(0).max(max).multipleOf(0.01)).meta(doc);

export const RANGE_SCHEMAS: Record<RangeFilter, z.ZodType<number, string>> = {
  year: wholeRange(1970, 2100, { description: "launch year", descriptionZh: "发布年份", examples: [2023] }),
  cores: wholeRange(1, 1024, { description: "cores", descriptionZh: "核心数", examples: [8] }),
  threads: wholeRange(1, 2048, { description: "threads", descriptionZh: "线程数", examples: [16] }),
  tdp: decimalRange(1000, { description: "TDP in watts", descriptionZh: "TDP（瓦）", examples: [65] }),
  boost: decimalRange(10, { description: "boost clock in GHz", descriptionZh: "加速频率（GHz）", examples: [5.5] }),
  price: decimalRange(99999, {
    description: "launch price in USD (a processor without one never matches)",
    descriptionZh: "首发价格（美元；没有首发价格的处理器不会匹配）",
    examples: [450],
  }),
};

const flag = (doc: ParamDoc) => z.enum(["yes", "no"]).meta(doc);

export const SINGLE_SCHEMAS = {
  q: z.string().max(MAX_SEARCH_LENGTH, `longer than ${MAX_SEARCH_LENGTH} characters`).meta({
    description: "Search, Chinese or English, as people type models; exact models rank first",
    descriptionZh: "搜索，中文或英文，按人们输入型号的方式；完全匹配的型号排在最前",
    examples: ["7800x3d", "i7 14700k", "锐龙7", "猛禽湖"],
  }),
  sort: z.enum(SORT_KEYS).meta({
    description:
      "Sort: relevance (default with q), launch (default without), a column, score (Geekbench 6 multi-core), scoreSingle, passmark or value (Geekbench 6 multi-core points per launch dollar)",
    descriptionZh: "排序：relevance（有搜索时的默认）、launch（无搜索时的默认）、任一列、score（Geekbench 6 多核）、scoreSingle、passmark 或 value（每美元首发价格的 Geekbench 6 多核分数）",
  }),
  dir: z.enum(["asc", "desc"]).meta({
    description: "Direction (default: A→Z for text, largest first for numbers); unknown values always last",
    descriptionZh: "方向（默认：文字 A→Z，数字从大到小）；未知值总在最后",
  }),
  page: integer.pipe(z.number().int().min(1).max(MAX_PAGE)).meta({
    description: "Page, from 1; a page past the end has no items",
    descriptionZh: "页码，从 1 开始；超过末页的页没有条目",
  }),
  pageSize: z
    .enum(PAGE_SIZES.map(String) as [string, ...string[]])
    .transform(Number)
    .pipe(z.literal(PAGE_SIZES))
    .meta({ description: "Processors per page (default 25)", descriptionZh: "每页处理器数（默认 25）" }),
  igpu: flag({ description: "Has integrated graphics", descriptionZh: "是否有核显" }),
  unlocked: flag({ description: "Unlocked multiplier", descriptionZh: "是否不锁倍频" }),
} as const;
export type SingleKey = keyof typeof SINGLE_SCHEMAS;
