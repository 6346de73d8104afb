// The words that appear only on the shareable images (the ladder image, the link-preview
// cards), per locale. Server-only: kept out of the page dictionaries the browser downloads.
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Locale } from "#common/locale";
import type { LowConfidence } from "#catalogue/benchmark-confidence";

type ImageText = {
  /** Where a test's figures come from. */
  source: Record<BenchmarkTest, string>;
  figures: string;
  /** The same when every figure has one date. */
  figuresOn: string;
  lowConfidenceOut: string;
  lowConfidenceIn: string;
  estimates: string;
  rank: string;
  /** Said of a rank counted with low-confidence figures included. */
  rankedWithLowConfidence: string;
  /** Why a figure is low-confidence, short enough for a card's column. */
  lowConfidenceShort: Record<LowConfidence, string>;
  noRank: string;
  /** The test's name and the date of the figure shown (the data's date, not the picture's). */
  figureDated: string;
  /** The low-confidence mark beside a place on the ladder picture, and its key. */
  lowConfidenceMark: string;
  lowConfidenceKey: string;
  fasterThan: string;
  launched: string;
  specs: string;
  vs: string;
  siteLine: string;
};

export const IMAGE_TEXT: Record<Locale, ImageText> = {
  zh: {
    source: {
      "geekbench6-multi": "Geekbench Browser 平均分",
      "geekbench6-single": "Geekbench Browser 平均分",
      "cinebench-r23-multi": "Cinebench R23 评测",
      "cinebench-r23-single": "Cinebench R23 评测",
      passmark: "PassMark",
      "passmark-single": "PassMark",
    },
    figures: "成绩来源：{source}，{count} 款，日期 {from} 至 {to}。",
    figuresOn: "成绩来源：{source}，{count} 款，日期 {date}。",
    lowConfidenceOut: "不含低置信度成绩（少于 20 个结果，或服务器多核分数未随核心数增长）。",
    lowConfidenceIn: "含低置信度成绩。",
    estimates: "「≈」为估算分数。",
    rank: "{segment}第 {rank} 名，共 {total} 款",
    rankedWithLowConfidence: "排名含低置信度成绩",
    lowConfidenceShort: { "few-results": "低置信度：仅 {count} 个结果", "not-scaling": "低置信度：多核未随核心数增长" },
    noRank: "{segment}天梯暂无排名",
    figureDated: "{test} · {date}",
    lowConfidenceMark: "†",
    // A no-break space keeps the mark with its words when the line wraps.
    lowConfidenceKey: "†\u00a0为低置信度成绩。",
    fasterThan: "快于 {percent}% 的同类处理器",
    launched: "发布于 {date}",
    specs: "{cores} 核 {threads} 线程 · 最高 {boost} · 三级缓存 {l3} · TDP {tdp}",
    vs: "对比",
    siteLine: "AMD 与 Intel 处理器规格、对比与天梯图",
  },
  en: {
    source: {
      "geekbench6-multi": "Geekbench Browser averages",
      "geekbench6-single": "Geekbench Browser averages",
      "cinebench-r23-multi": "Cinebench R23 reviews",
      "cinebench-r23-single": "Cinebench R23 reviews",
      passmark: "PassMark",
      "passmark-single": "PassMark",
    },
    figures: "Figures: {source}, {count} processors, dated {from} to {to}.",
    figuresOn: "Figures: {source}, {count} processors, dated {date}.",
    lowConfidenceOut:
      "Low-confidence figures left out (under 20 results, or server multi-core scores that do not grow with cores).",
    lowConfidenceIn: "Low-confidence figures included.",
    estimates: "“≈” marks an estimate.",
    rank: "#{rank} of {total} {segment} processors",
    rankedWithLowConfidence: "Ranked with low-confidence figures included",
    lowConfidenceShort: {
      "few-results": "low confidence: {count} results",
      "not-scaling": "low confidence: multi-core not scaling",
    },
    noRank: "Not ranked on the {segment} ladder",
    figureDated: "{test} · {date}",
    lowConfidenceMark: "†",
    lowConfidenceKey: "†\u00a0marks a low-confidence figure.",
    fasterThan: "Faster than {percent}% of its class",
    launched: "Launched {date}",
    specs: "{cores} cores, {threads} threads · up to {boost} · L3 {l3} · TDP {tdp}",
    vs: "vs",
    siteLine: "AMD and Intel processor specifications, comparisons and rankings",
  },
};
