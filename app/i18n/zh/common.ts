// zh strings of every page (the header, footer, error page, titles, and the detail strings the home ladder shares); app/i18n/messages.ts says how a page gets them.
export const zhCommon = {
  siteName: "处理器图鉴",
  siteTagline: "AMD 与 Intel 处理器规格、对比与天梯图",
  placeholders: { welcome: "欢迎", home: "首页", about: "关于我们" },
  nav: { breadcrumb: "面包屑导航", home: "首页", library: "处理器库", primary: "主导航", skipToContent: "跳到主要内容" },
  search: { label: "搜索处理器", landmark: "全站搜索", placeholder: "例如 7800X3D、i7 14700K、锐龙7", submit: "搜索" },
  language: { label: "语言", switchTo: "English", switchToLang: "en" },
  theme: { label: "主题", light: "浅色", dark: "深色", system: "跟随系统" },
  footer: {
    apiDocs: "开放数据 API",
    sources: "数据来源：AMD 与 Intel 官方规格页面；跑分来自 Geekbench Browser、Cinebench R23 评测与 PassMark，每项数据均标注来源。",
    about: "关于我们",
    rights: "处理器图鉴 · 规格以厂商公布为准",
  },
  suggest: {
    label: "搜索处理器",
    results: "{count} 条建议",
    resultsOne: "1 条建议",
    none: "没有匹配的处理器",
    open: "打开",
    enterOpens: "回车打开",
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
  benchmark: {
    test: {
      "geekbench6-single": "Geekbench 6 单核",
      "geekbench6-multi": "Geekbench 6 多核",
      "cinebench-r23-single": "Cinebench R23 单核",
      "cinebench-r23-multi": "Cinebench R23 多核",
      passmark: "PassMark CPU Mark",
      "passmark-single": "PassMark 单线程",
    },
    kind: { measured: "实测", estimated: "估算" },
    lowConfidenceTag: "低置信度",
    /** The caveat in words next to every figure or comparison that rests on a low-confidence figure. */
    lowConfidenceNote: { "few-results": "低置信度：仅 {count} 个结果", "not-scaling": "低置信度：多核分数未随核心数增长" },
    lowConfidence: {
      "few-results": "低置信度：少于 20 个成绩的平均值，个别结果影响很大",
      "not-scaling": "低置信度：服务器多核平均分未随核心数增长（多路与虚拟机环境的成绩混在其中）",
    },
  },
  error: {
    notFoundTitle: "页面未找到",
    serverErrorTitle: "服务器内部错误",
    notFoundExplain: "你要找的页面不存在：地址可能有误，或该页面已经移走。",
    serverErrorExplain: "处理这个请求时出了错，请稍后再试。",
    backHome: "返回首页",
  },
  vendor: { amd: "AMD", intel: "Intel" },
  /** What a per-watt figure divides by (power-basis.ts): short, and in full where there is room. */
  powerBasis: { pl2: "PL2", ppt: "PPT", tdp: "TDP" },
  powerBasisFull: { pl2: "PL2，最大睿频功耗", ppt: "PPT，1.35 × TDP", tdp: "TDP" },
  segment: { desktop: "台式机", laptop: "笔记本", workstation: "工作站", server: "服务器", embedded: "嵌入式" },
} as const;
