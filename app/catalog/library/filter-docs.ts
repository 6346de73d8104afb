// What the API document says about each filter, in both languages: the one part of a field's
// library role the browser never needs, so it is kept apart from the registry (which the
// browser imports). The type asks for an entry for every filter the registry declares.
import type { FilterParam } from "./library-names";

/** What the document says about a parameter (moved from the schema to the OpenAPI parameter). */
export type ParamDoc = { description: string; descriptionZh: string; examples?: unknown[] };

export const FILTER_DOCS: Record<FilterParam, ParamDoc> = {
  vendor: { description: "Vendor", descriptionZh: "厂商" },
  segment: { description: "Market segment", descriptionZh: "市场定位" },
  family: { description: "Family", descriptionZh: "产品家族", examples: ["Ryzen", "Core Ultra", "EPYC"] },
  series: { description: "Series", descriptionZh: "系列", examples: ["Ryzen 7000", "Core 14th Gen"] },
  socket: { description: "Socket", descriptionZh: "接口", examples: ["AM5", "LGA1700"] },
  codename: { description: "Code name", descriptionZh: "代号", examples: ["Raptor Lake"] },
  uarch: { description: "Microarchitecture", descriptionZh: "微架构", examples: ["Zen 4"] },
  memory: { description: "Memory type", descriptionZh: "内存类型", examples: ["DDR5"] },
  pcie: { description: "PCIe version of the processor's own lanes", descriptionZh: "处理器直连通道的 PCIe 版本" },
  sockets: {
    description: "Most sockets a system may hold (server processors: 1S, 2S, 4S or 8S)",
    descriptionZh: "一台系统最多可装的处理器数（服务器处理器：单路、双路、四路或八路）",
  },
  year: { description: "launch year", descriptionZh: "发布年份", examples: [2023] },
  cores: { description: "cores", descriptionZh: "核心数", examples: [8] },
  threads: { description: "threads", descriptionZh: "线程数", examples: [16] },
  tdp: { description: "TDP in watts", descriptionZh: "TDP（瓦）", examples: [65] },
  boost: { description: "boost clock in GHz", descriptionZh: "加速频率（GHz）", examples: [5.5] },
  price: {
    description: "launch price in USD (a processor without one never matches)",
    descriptionZh: "首发价格（美元；没有首发价格的处理器不会匹配）",
    examples: [450],
  },
  igpu: { description: "Has integrated graphics", descriptionZh: "是否有核显" },
  unlocked: { description: "Unlocked multiplier", descriptionZh: "是否不锁倍频" },
};
