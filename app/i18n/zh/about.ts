// zh strings of the methodology page (/about); app/i18n/messages.ts says how a page gets them.
export const zhAbout = {
  coverage: {
    footerSpecs: "规格来自 AMD 与 Intel 官方页面。",
    footerBenchmarks: "跑分：{list}。",
    suite: { geekbench6: "Geekbench 6", passmark: "PassMark", "cinebench-r23": "Cinebench R23" },
    suiteFrom: "{suite}（{source}）{processors}，{dates}",
    suiteFromMany: "{suite}（{count} 篇评测）{processors}，{dates}",
    processors: "{count} 款处理器",
    processorsOne: "1 款处理器",
    asOf: "截至 {date}",
    span: "{from}至{to}",
    listSeparator: "；",
  },
  about: {
    title: "关于我们：数据来源与方法 — 处理器图鉴",
    description:
      "处理器图鉴的数据来源与日期、各项跑分的覆盖范围、功耗口径、低置信度规则，以及排名、对手与性价比的计算方法，均由当前目录直接统计。",
    heading: "关于我们：数据来源与方法",
    intro: "本页的数字都由当前目录直接统计：共 {processors}，目录生成于 {builtAt}。",
    contents: "目录",
    sources: "来源与日期",
    specsText:
      "规格由人工逐项录入，依据 AMD 与 Intel 官方规格页面；2025 年 8 月以后发布、厂商页面尚未收录的规格，须有两家独立的知名媒体报道，并记录厂商的发布日期。无法核实的型号、规格、成绩和日期一律不收录。",
    benchmarksText: "每项跑分都注明来源与日期。下表按测试列出：",
    withheldText:
      "Geekbench 6 条目报告的线程数与处理器不符（虚拟机、关闭部分核心或超线程），或核心数多于处理器（多路服务器）时，其成绩不予采用；线程数相同而核心数较少的仍予采用（Geekbench 把 AMD Bulldozer 的一个模块计为一个核心）。该处理器的页面会注明成绩未采用及原因。",
    test: "测试",
    source: "来源",
    dates: "日期",
    processors: "处理器数",
    lowConfidence: "低置信度",
    coverage: "各细分市场的覆盖",
    coverageText:
      "每个细分市场中有成绩的处理器数量（占比），以及有 {test}成绩的最新处理器的发布日期：更新的型号还没有成绩，无法排名。",
    segment: "细分市场",
    all: "全部",
    newest: "有 {test}成绩的最新型号",
    none: "无",
    share: "{count}（{pct}）",
    confidence: "置信度规则",
    fewResults: "结果太少：平均值来自少于 {count} 次提交，一个异常值就能明显改变它。适用于：{tests}。",
    notScaling:
      "服务器多核不随核心数增长：同系列中核心更少的处理器平均分不低于它。这类平均值多来自多路服务器或虚拟机，更能说明测试环境而不是芯片本身。适用于：{tests}。",
    confidenceText:
      "排名默认不含低置信度成绩（可在天梯图中勾选「包含低置信度成绩」）；凡是显示或比较这类成绩的地方，都在旁边写明原因。目前：",
    lowCount: "{test}：{fewResults} 项结果太少，{notScaling} 项不随核心数增长",
    power: "功耗口径",
    powerText: "功耗数据有两种口径，衡量的东西不同，因此从不跨口径给出百分比或“更优”：",
    powerUnderLoad:
      "满载：Intel 最大睿频功耗（PL2）；{sockets} 插槽上的 AMD Zen 处理器使用 AMD 插槽功耗（PPT），AMD 规定其为 TDP 的 {ratio} 倍；其他满载功耗一律不从 TDP 推算",
    powerSource: "AMD {date} 的声明（AnandTech 报道）",
    powerNominal: "标称：TDP、Intel 处理器基础功耗、默认 TDP",
    powerCompare: "对比时，若每款处理器都有满载功耗则用满载功耗，否则全部使用标称功耗，并在每个数值旁注明口径。",
    powerLadder: "每瓦天梯按满载功耗排名，只有标称功耗的处理器不列入并注明数量；一键即可改为全部按标称功耗排名。",
    powerTable: "各细分市场按口径划分的处理器数：",
    noPower: "无功耗数据",
    methods: "排名、对手与性价比的计算",
    rankText:
      "排名：在同一细分市场中、有所选测试成绩的处理器里，按分数从高到低排列；“快于 N%”是排在它之后的处理器所占比例。",
    rivalText:
      "对手：另一家厂商同一细分市场、{months} 个月内发布的处理器；命名有档次时（锐龙 7 对酷睿 i7 / 酷睿 Ultra 7）先在同档次中选。先比 {test}（只用非低置信度的实测成绩，相差不超过 25%），分数相差不到 3% 时取首发价更接近者；没有可比成绩时取首发价最接近者，再没有则取规格最接近者。",
    valueText:
      "性价比（按首发价）：{test}分数除以首发价（美元）。只对未停产、且在成绩测得前 {years} 年内发布的处理器给出，因为更早的处理器的首发价不是现在的价格；天梯图每美元视图、处理器库、对比页、分享卡片与 API 都用同一规则。",
    betterText:
      "更优：只在“越多（或越少）越好”的项目上标出更优值，且每款处理器都要有数值、数值可比：单位相同，核显单元只在同一图形架构内比较（Intel 执行单元与 Xe 核心、不同代的 AMD 计算单元不可比）。领先幅度须至少达到：测试成绩 {score}%、功耗 {power}%、价格 {price}%、其他规格 {spec}%；差距更小视为相当，结论中也是如此。",
    boardText:
      "主板：只有两款处理器都是插槽式时，结论才会说明它们是否同一接口、是否需要不同主板；焊接的笔记本与嵌入式芯片不按主板比较。",
    upgradeText: "升级建议的提升：{test}实测平均值相对当前处理器的变化。",
  },
} as const;
