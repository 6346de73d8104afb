import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { bench, detail } from "../catalog/compare/test-fixtures";
import { buildVerdict } from "../catalog/compare/verdict";
import { verdictSentences } from "./verdict-text.server";
import { verdictWithNotes } from "./caveat-text.server";

// Figures as in the catalogue's seed: 7800X3D (AM5, 120 W TDP, no power under load published, $449) and 14700K (LGA1700, PL2 253 W, $409).
const x3d = detail({
  vendor: "amd",
  id: "ryzen-7-7800x3d",
  name: "Ryzen 7 7800X3D",
  nameZh: "锐龙 7 7800X3D",
  socket: "AM5",
  tdpW: 120,
  launchPriceUsd: 449,
  memoryTypes: ["DDR5"],
  benchmarks: [
    bench("geekbench6-single", 2700),
    bench("geekbench6-multi", 14800),
    bench("cinebench-r23-multi", 18000, "estimated"),
  ],
});
const i7 = detail({
  vendor: "intel",
  id: "core-i7-14700k",
  name: "Core i7-14700K",
  nameZh: "酷睿 i7-14700K",
  socket: "LGA1700",
  tdpW: 125,
  maxTurboPowerW: 253,
  launchPriceUsd: 409,
  memoryTypes: ["DDR4", "DDR5"],
  benchmarks: [bench("geekbench6-single", 2970), bench("geekbench6-multi", 19000), bench("passmark", 53000)],
});

describe("verdictSentences", () => {
  it("writes the verdict in English", () => {
    expect(verdictSentences(buildVerdict(x3d, i7), [x3d.name, i7.name], "en", en)).toEqual([
      "Core i7-14700K scores 28% higher than Ryzen 7 7800X3D in Geekbench 6 multi-core.",
      "Core i7-14700K scores 10% higher than Ryzen 7 7800X3D in Geekbench 6 single-core.",
      "Nominal power ratings are about the same (not the power drawn under load, which is not published for both): Ryzen 7 7800X3D 120 W (TDP), Core i7-14700K 125 W (TDP).",
      "Launch price: Core i7-14700K $409, Ryzen 7 7800X3D $449, 10% more.",
      "Different platforms: Ryzen 7 7800X3D uses AM5 (DDR5), Core i7-14700K uses LGA1700 (DDR4/DDR5); they need different boards.",
    ]);
  });

  it("writes the verdict in Chinese, with even results and estimates", () => {
    const a = detail({
      id: "a",
      nameZh: "甲",
      benchmarks: [bench("passmark", 10000), bench("cinebench-r23-multi", 20000, "estimated")],
      tdpW: 65,
    });
    const b = detail({
      id: "b",
      nameZh: "乙",
      benchmarks: [bench("passmark", 10240), bench("cinebench-r23-multi", 10000)],
      tdpW: 65,
    });
    expect(verdictSentences(buildVerdict(a, b), ["甲", "乙"], "zh", zh)).toEqual([
      "甲 的 Cinebench R23 多核 比 乙 高 100%。（含估算分数）",
      "甲 与 乙 的 PassMark CPU Mark 相当（相差不到 3%）。",
      "标称功耗相当（并非满载功耗：两者并未都公布满载功耗）：甲 为 65 W（TDP），乙 为 65 W（TDP）。",
      "两者都使用 AM5 接口（能否用同一块主板还取决于芯片组与 BIOS）。",
    ]);
  });

  it("says in words when a figure it sets against another is low-confidence", () => {
    const a = detail({
      id: "ryzen-9-5950x",
      name: "Ryzen 9 5950X",
      nameZh: "锐龙 9 5950X",
      benchmarks: [bench("geekbench6-multi", 17400)],
    });
    const e5 = { ...bench("geekbench6-multi", 10000), samples: 6, lowConfidence: "few-results" as const };
    const b = detail({
      id: "xeon-e5-2680-v4",
      name: "Xeon E5-2680 v4",
      nameZh: "至强 E5-2680 v4",
      vendor: "intel",
      benchmarks: [e5],
    });
    const parts = buildVerdict(a, b);
    expect(parts[0]).toMatchObject({
      kind: "test",
      winner: 0,
      percent: 74,
      caveats: [{ side: 1, reason: "few-results", samples: 6 }],
    });
    // The page layer words the caveat in the page's language (pages.server.ts); the sentence carries it.
    const worded = (names: [string, string], locale: "zh" | "en") => verdictWithNotes(parts, names, locale);
    expect(verdictSentences(worded([a.name, b.name], "en"), [a.name, b.name], "en", en)[0]).toBe(
      "Ryzen 9 5950X scores 74% higher than Xeon E5-2680 v4 in Geekbench 6 multi-core. (Xeon E5-2680 v4's figure is low confidence: 6 results)",
    );
    expect(verdictSentences(worded([a.nameZh, b.nameZh], "zh"), [a.nameZh, b.nameZh], "zh", zh)[0]).toBe(
      "锐龙 9 5950X 的 Geekbench 6 多核 比 至强 E5-2680 v4 高 74%。（至强 E5-2680 v4 的成绩为低置信度：仅 6 个结果）",
    );
  });
});
