import { describe, expect, it } from "vitest";
import { DEFAULT_LADDER, type LadderState } from "../catalog/ladder/ladder-state";
import { rankLadder, type LadderEntry } from "../catalog/ladder/rank-ladder";
import { ladderEntry } from "../catalog/ladder/test-fixtures";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { CHART_COLORS } from "../charts/bar-chart-spec";
import { ladderImageSvg, LADDER_IMAGE_WIDTH } from "./ladder-image";
import { IMAGE_MAX_ROWS, parseLadderImageParams } from "./ladder-image-params";
import { ladderImageFileName } from "./image-paths";
import { wrapText } from "./svg";
import { estimateTextWidth } from "../charts/text-width";

const entry = (id: string, score: number, over: Partial<LadderEntry> = {}) =>
  ladderEntry(id, score, { name: `Ryzen ${id}`, nameZh: `锐龙 ${id}`, samples: 50, ...over });

const entries = Array.from({ length: 40 }, (_, i) =>
  entry(
    `x${i + 1}`,
    20_000 - i * 100,
    i % 2 ? { vendor: "intel", name: `Core x${i + 1}`, nameZh: `酷睿 x${i + 1}` } : {},
  ),
);

/** The text of the SVG's <text> elements, joined by spaces (a long title is wrapped into two). */
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");

function image(state: Partial<LadderState>, locale: "zh" | "en" = "zh") {
  const full = { ...DEFAULT_LADDER, ...state };
  return ladderImageSvg({
    result: rankLadder(entries, full),
    state: full,
    locale,
    t: locale === "zh" ? zh : en,
    pageUrl: "https://cpu-atlas.example/?n=10",
  });
}

describe("ladderImageSvg", () => {
  it("says what is ranked, the range, the data date, the sources and confidence rule, and the view's address", () => {
    const { svg } = image({ n: 10 });
    for (const text of [
      "性能天梯图：Geekbench 6 多核 · 台式机 · 分数",
      "显示前 10 名，共 40 款",
      "数据更新于 2026年4月24日",
      // Every figure has one date: it is said once, not as a range from a day to the same day.
      "成绩来源：Geekbench Browser 平均分，40 款，日期 2026年4月24日。",
      "不含低置信度成绩",
      "cpu-atlas.example/?n=10",
      "处理器图鉴",
    ])
      expect(svg, text).toContain(text);
    const en10 = words(image({ n: 10 }, "en").svg);
    for (const text of [
      "Performance ladder: Geekbench 6 multi-core · Desktop · Score",
      "Top 10 of 40",
      "Data updated April 24, 2026",
      "dated April 24, 2026.",
      "CPU Atlas",
    ])
      expect(en10, text).toContain(text);
    expect(svg).not.toContain(" 至 ");
    expect(svg).not.toContain("†");
  });

  it("dates a picture by its figures, not by the day it is drawn, and gives a span as a range", () => {
    const spread = entries.map((e, i) => ({ ...e, date: i === 0 ? "2025-10-02" : e.date }));
    const full = { ...DEFAULT_LADDER, n: 10 };
    const { svg } = ladderImageSvg({
      result: rankLadder(spread, full),
      state: full,
      locale: "zh",
      t: zh,
      pageUrl: "https://cpu-atlas.example/",
    });
    expect(svg).toContain("日期 2025年10月2日 至 2026年4月24日");
    expect(svg).toContain("数据更新于 2026年4月24日");
  });

  it("marks each low-confidence figure it draws, with the key, when they are included", () => {
    const low = entries.map((e, i) => (i === 1 ? { ...e, lowConfidence: "few-results" as const, samples: 6 } : e));
    const state = { ...DEFAULT_LADDER, n: 5, lowConfidence: true };
    const draw = (locale: "zh" | "en") =>
      words(
        ladderImageSvg({
          result: rankLadder(low, state),
          state,
          locale,
          t: locale === "zh" ? zh : en,
          pageUrl: "https://cpu-atlas.example/",
        }).svg,
      );
    const zhWords = draw("zh");
    expect(zhWords).toContain("含低置信度成绩");
    expect(zhWords).toContain("†\u00a0为低置信度成绩");
    expect(zhWords).toContain("2. 酷睿 x2 19,900 · 100% †");
    expect(zhWords.match(/†/g)).toHaveLength(2);
    expect(draw("en")).toContain("†\u00a0marks a low-confidence figure.");
  });

  it("in the per-watt view under load, says how many are left out for having only a nominal rating", () => {
    // Every third entry has a power under load; the rest only a TDP.
    const powered = entries.map((e, i) =>
      i % 3 === 0
        ? { ...e, underLoad: { watts: 150, basis: "pl2" as const }, nominal: { watts: 65, basis: "tdp" as const } }
        : { ...e, nominal: { watts: 65, basis: "tdp" as const } },
    );
    const draw = (state: Partial<LadderState>, locale: "zh" | "en") => {
      const full = { ...DEFAULT_LADDER, view: "power" as const, n: 5, ...state };
      const t = locale === "zh" ? zh : en;
      return words(
        ladderImageSvg({ result: rankLadder(powered, full), state: full, locale, t, pageUrl: "https://x/" }).svg,
      );
    };
    const leftOut = entries.length - Math.ceil(entries.length / 3);
    expect(draw({}, "zh")).toContain(`另有 ${leftOut} 款只有标称功耗（TDP）`);
    expect(draw({}, "en")).toContain(`${leftOut} more have only a nominal power rating (TDP)`);
    expect(draw({ basis: "nominal" }, "en")).not.toContain("more have only a nominal");
  });

  it("draws each place's rank, name and figure with the page's chart, in the light palette", () => {
    const { svg } = image({ n: 10 });
    expect(svg).toContain(">1. 锐龙 x1<");
    expect(svg).toContain(">10. 酷睿 x10<");
    expect(svg).not.toContain("11. ");
    expect(svg).toContain("20,000 · 100%");
    expect((svg.match(/data-bar=/g) ?? []).length).toBe(10);
    for (const placeholder of Object.values(CHART_COLORS)) expect(svg).not.toContain(placeholder);
    expect(svg).toContain("#c8102e");
    expect(svg).toContain(`font-family="'Noto Sans CJK SC', sans-serif"`);
  });

  it("names the vendor filter and the range of a page further down", () => {
    const svg = words(image({ vendor: "intel", from: 5, n: 5 }, "en").svg);
    expect(svg).toContain("Performance ladder: Geekbench 6 multi-core · Desktop · Score · Intel");
    expect(svg).toContain("Places 5–9 of 40");
  });

  it("is one tall picture for the whole list, its width fixed", () => {
    const short = image({ n: 10 });
    const long = image({ n: 40 });
    expect(short.width).toBe(LADDER_IMAGE_WIDTH);
    expect(long.width).toBe(LADDER_IMAGE_WIDTH);
    expect(long.height - short.height).toBe(30 * 26);
    expect(long.svg).toMatch(new RegExp(`^<svg [^>]*width="${LADDER_IMAGE_WIDTH}" height="${long.height}"`));
  });

  it("escapes names and says so when nothing is ranked", () => {
    const odd = [entry("a<b>&c", 100)];
    const state = { ...DEFAULT_LADDER };
    const { svg } = ladderImageSvg({
      result: rankLadder(odd, state),
      state,
      locale: "en",
      t: en,
      pageUrl: "https://x/",
    });
    expect(svg).toContain("Ryzen a&lt;b&gt;&amp;c");
    const empty = ladderImageSvg({
      result: rankLadder([], state),
      state,
      locale: "en",
      t: en,
      pageUrl: "https://x/",
    });
    expect(empty.svg).toContain(en.ladder.empty);
  });
});

describe("parseLadderImageParams", () => {
  it("takes the ladder's parameters and n up to the bound, or all", () => {
    const ok = parseLadderImageParams(new URLSearchParams("segment=laptop&n=500"));
    expect(ok).toMatchObject({ ok: true, rows: 500 });
    expect(ok.ok && ok.ladderParams.toString()).toBe("segment=laptop");
    expect(parseLadderImageParams(new URLSearchParams("n=all"))).toMatchObject({ ok: true, rows: IMAGE_MAX_ROWS });
    expect(parseLadderImageParams(new URLSearchParams(""))).toMatchObject({ ok: true, rows: 30 });
    // The page's Save links carry the per-watt view's basis.
    const nominal = parseLadderImageParams(new URLSearchParams("view=power&basis=nominal"));
    expect(nominal.ok && nominal.ladderParams.toString()).toBe("view=power&basis=nominal");
  });

  it.each([
    ["n=0", "n"],
    [`n=${IMAGE_MAX_ROWS + 1}`, "n"],
    ["n=1&n=2", "n"],
    ["segment=phone", "segment"],
    ["view=power&basis=peak", "basis"],
    ["utm_source=x", "utm_source"],
    ["ref=nothing", "ref"],
  ])("refuses %s, naming %s", (query, param) => {
    const parsed = parseLadderImageParams(new URLSearchParams(query));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.map((p) => p.param)).toContain(param);
  });
});

describe("ladderImageFileName", () => {
  it("names the view, and the per-watt view's basis when it is not the default", () => {
    const power = { ...DEFAULT_LADDER, view: "power" as const };
    expect(ladderImageFileName(power, "png")).toBe("cpu-atlas-ladder-geekbench6-multi-desktop-all-power.png");
    expect(ladderImageFileName({ ...power, basis: "nominal" }, "svg")).toBe(
      "cpu-atlas-ladder-geekbench6-multi-desktop-all-power-nominal.svg",
    );
  });
});

describe("wrapText", () => {
  it("breaks at spaces, within the width and the number of lines, the last cut with an ellipsis", () => {
    expect(wrapText("Ryzen Threadripper PRO 7995WX", 2000, 20, 2)).toEqual(["Ryzen Threadripper PRO 7995WX"]);
    const lines = wrapText("Ryzen Threadripper PRO 7995WX and more words that go on", 300, 20, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Ryzen Threadripper\b/);
    for (const line of lines) expect(estimateTextWidth(line, 20)).toBeLessThanOrEqual(300);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(wrapText("锐龙线程撕裂者专业版处理器", 60, 20, 3)).toEqual(["锐龙线", "程撕裂", "者专…"]);
  });

  it("in Chinese text fills each line, keeping numbers and Latin words whole and full-width commas off a line's start", () => {
    const text =
      "成绩来源：平均分，日期 2026年4月24日。另有 405 款只有标称功耗（TDP），没有满载功耗数据，未列入：标称值与满载功耗不能放在一起排名。";
    for (const width of [150, 200, 260, 330]) {
      const lines = wrapText(text, width, 12, 10);
      expect(lines.join("").replace(/ /g, "")).toBe(text.replace(/ /g, ""));
      for (const line of lines.slice(0, -1)) expect(estimateTextWidth(line, 12)).toBeGreaterThan(width - 3 * 12);
      for (const line of lines) expect(line).not.toMatch(/^[，。：）]/);
      expect(lines.some((l) => /\d$/.test(l) && /^\d/.test(lines[lines.indexOf(l) + 1] ?? ""))).toBe(false);
    }
  });
});
