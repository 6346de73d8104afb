// Chinese is the default language; en.ts must have exactly these keys (`satisfies`).
export const zh = {
  siteName: "处理器图鉴",
  siteTagline: "AMD 与 Intel 处理器规格、对比与天梯图",
  placeholders: { welcome: "欢迎", home: "首页", about: "关于我们" },
  nav: { home: "首页", library: "处理器库", primary: "主导航" },
  search: { label: "搜索处理器", placeholder: "例如 7800X3D、i7 14700K、锐龙7", submit: "搜索" },
  language: { label: "语言", switchTo: "English", switchToLang: "en" },
  theme: { label: "主题", light: "浅色", dark: "深色", system: "跟随系统" },
  footer: {
    sources: "数据来源：AMD 与 Intel 官方规格页面；跑分来自 Geekbench Browser、Cinebench R23 评测与 PassMark，每项数据均标注来源。",
    about: "关于我们",
    rights: "处理器图鉴 · 规格以厂商公布为准",
  },
  home: {
    title: "处理器图鉴 — AMD 与 Intel 处理器天梯图与规格库",
    description: "查询、对比与排名 AMD 和 Intel 处理器：完整规格、跑分与天梯图。",
    heading: "欢迎来到处理器图鉴",
    catalogueCount: "目录收录 {count} 款处理器",
    newest: "最新发布",
    browse: "浏览全部处理器",
  },
  library: {
    title: "处理器库 — 处理器图鉴",
    description: "按厂商、细分市场、接口和规格筛选全部 AMD 与 Intel 处理器。",
    heading: "处理器库",
    results: "共 {count} 款",
    empty: "没有找到匹配的处理器。",
  },
  cpu: {
    titleSuffix: "规格与跑分 — 处理器图鉴",
    description: "{name} 的完整规格：{cores} 核 {threads} 线程，加速频率 {boost}，三级缓存 {l3}，TDP {tdp}。",
    specs: "规格",
    coresThreads: "核心 / 线程",
    boostClock: "最高加速频率",
    l3: "三级缓存",
    tdp: "TDP",
  },
  error: {
    notFoundTitle: "Page Not Found",
    serverErrorTitle: "Internal Server Error",
    backHome: "返回首页",
  },
  vendor: { amd: "AMD", intel: "Intel" },
  segment: { desktop: "桌面", laptop: "笔记本", workstation: "工作站", server: "服务器", embedded: "嵌入式" },
} as const;

export type Messages = { [K in keyof typeof zh]: Widen<(typeof zh)[K]> };
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
