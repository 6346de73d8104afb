import { describe, expect, it } from "vitest";
import type { CpuDetail } from "#catalogue/types";
import type { Standing } from "../catalog/ranks/standing";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { cpuCardSvg, pairCardSvg, type CardCpu } from "./preview-card";

const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");

const xeon = {
  vendor: "intel",
  id: "xeon-e5-2680-v4",
  name: "Xeon E5-2680 v4",
  nameZh: "至强 E5-2680 v4",
  segment: "server",
  cores: 14,
  threads: 28,
  boostClockMhz: 3300,
  l3Kib: 35840,
  tdpW: 120,
  launchDate: "2016-Q1",
  benchmarks: [
    {
      test: "geekbench6-multi",
      score: 7000,
      samples: 900,
      source: "Geekbench Browser",
      sourceUrl: null,
      date: "2026-04-24",
      kind: "measured",
      includes: null,
      lowConfidence: "not-scaling",
    },
  ],
} satisfies Partial<CpuDetail> as unknown as CpuDetail;

const standing: Standing = {
  test: "geekbench6-multi",
  segment: "server",
  rank: 122,
  total: 320,
  fasterThan: 61,
  lowConfidence: "not-scaling",
  samples: 900,
  ladderSearch: "?segment=server&lowConfidence=1",
};

const common = (locale: "zh" | "en") => ({
  locale,
  t: locale === "zh" ? zh : en,
  siteUrl: "https://cpu-atlas.example/cpu/intel/xeon-e5-2680-v4",
});

describe("preview cards carry what the page carries", () => {
  const subject: CardCpu = { cpu: xeon, standing };

  it("names a low-confidence figure, its reason, and the figure's own date, in both languages", () => {
    const zhText = words(cpuCardSvg(subject, common("zh")).svg);
    expect(zhText).toContain("服务器第 122 名，共 320 款");
    expect(zhText).toContain("排名含低置信度成绩 · 低置信度：多核未随核心数增长");
    expect(zhText).toContain("Geekbench 6 多核 · 2026年4月24日");
    const enText = words(cpuCardSvg(subject, common("en")).svg);
    expect(enText).toContain("Ranked with low-confidence figures included · low confidence: multi-core not scaling");
    expect(enText).toContain("Geekbench 6 multi-core · April 24, 2026");
    expect(enText).not.toContain("…");
  });

  it("says nothing of confidence for a figure that is not low-confidence", () => {
    const sure = {
      ...xeon,
      benchmarks: xeon.benchmarks.map((b) => ({ ...b, lowConfidence: null })),
    } satisfies CpuDetail;
    const text = words(cpuCardSvg({ cpu: sure, standing: { ...standing, lowConfidence: null } }, common("zh")).svg);
    expect(text).toContain("服务器第 122 名，共 320 款");
    expect(text).not.toContain("低置信度");
    expect(text).not.toContain("…");
  });

  it("puts the caveat in the head-to-head card too, for the side whose figure it is", () => {
    const other = { ...xeon, id: "x", name: "Other", nameZh: "其他", benchmarks: [] } satisfies CpuDetail;
    const text = words(pairCardSvg([subject, { cpu: other, standing: null }], common("en")).svg);
    expect(text).toContain("low confidence: multi-core not scaling");
    expect(text.match(/low confidence:/g)).toHaveLength(1);
    expect(text).not.toContain("…");
  });
});
