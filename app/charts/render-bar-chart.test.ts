import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART_COLORS, chartHeight, type Bar, type BarChartSpec } from "./bar-chart-spec";
import { renderBarChartSvg } from "./render-bar-chart";
import { estimateTextWidth, truncateToWidth } from "./text-width";
import { gridValues } from "./value-axis";

const bar = (label: string, value: number, more: Partial<Bar> = {}): Bar => ({
  label,
  value,
  valueText: String(value),
  vendor: "intel",
  highlight: false,
  ...more,
});
const chart = (bars: Bar[]): BarChartSpec => ({
  id: "c",
  title: "Chart",
  bars,
  legend: { amd: "AMD", intel: "Intel" },
});
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const rects = (svg: string) =>
  [...svg.matchAll(/<rect data-bar="(\d+)" data-vendor="(\w+)"[^>]*width="([\d.]+)"[^>]*fill="(#\d+)"/g)].map((m) => ({
    index: Number(m[1]),
    vendor: m[2],
    width: Number(m[3]),
    fill: m[4],
  }));

/** Well-formed without a parser: every tag closes in order, and text holds no raw `<` or stray `&`. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [tag] of svg.matchAll(/<[^>]*>/g)) {
    const parts = /^<(\/?)([a-z]+)((?:\s+[a-zA-Z:-]+="[^"<>&]*")*)\s*(\/?)>$/.exec(tag);
    if (!parts) return false;
    const [, close, name, , selfClosing] = parts;
    if (selfClosing) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  const outsideTags = svg.replace(/<[^<>]*>/g, "");
  const entities = outsideTags.replace(/&(amp|lt|gt|quot|#39);/g, "");
  return stack.length === 0 && !/[<>&]/.test(entities) && svg.startsWith("<svg ") && svg.endsWith("</svg>");
}

describe("renderBarChartSvg", () => {
  const spec = chart([
    bar("Core i9-14900K", 20000),
    bar("Ryzen 7 7800X3D", 15000, { vendor: "amd", highlight: true }),
    bar("Ryzen 5 7600", 12000, { vendor: "amd", estimated: true, valueText: "≈12,000" }),
    bar("Core i5-13400", 11000, { estimated: true }),
  ]);

  it("keeps whole value labels in Chinese units at desktop and phone widths (no '…')", () => {
    const zh = chart([
      bar("1. 锐龙 9 9950X3D", 100, { vendor: "amd", valueText: "70 分/美元 · 100%" }),
      bar("2. 酷睿 i5-14600K", 93, { valueText: "65.2 分/美元 · 93%" }),
      bar("3. 锐龙 5 7600X", 20, { vendor: "amd", valueText: "14 分/美元 · 20%", highlight: true }),
    ]);
    for (const width of [608, 360]) {
      const shown = texts(renderBarChartSvg(zh, width));
      for (const b of zh.bars) expect(shown).toContain(b.valueText);
    }
  });

  it("scales by its viewBox, with the height from chartHeight", () => {
    const svg = renderBarChartSvg(spec, 300);
    expect(svg).toMatch(
      new RegExp(`^<svg [^>]*width="300" height="${chartHeight(spec)}" viewBox="0 0 300 ${chartHeight(spec)}"`),
    );
    expect(chartHeight(spec)).toBe(44 + 26 * 4);
  });

  it("colours bars by vendor, the page's processor in the highlight colour, estimates paler", () => {
    expect(rects(renderBarChartSvg(spec, 512)).map((r) => [r.index, r.vendor, r.fill])).toEqual([
      [0, "intel", CHART_COLORS.intel],
      [1, "amd", CHART_COLORS.highlight],
      [2, "amd", CHART_COLORS.amdEstimated],
      [3, "intel", CHART_COLORS.intelEstimated],
    ]);
  });

  it("bars are proportional to their values, 16 px high", () => {
    const [a, b] = rects(renderBarChartSvg(spec, 512));
    expect(b!.width / a!.width).toBeCloseTo(15000 / 20000, 2);
    expect(renderBarChartSvg(spec, 512).match(/height="16"/g)).toHaveLength(4);
  });

  it("writes the highlighted label and value in bold text colour, other values muted", () => {
    const svg = renderBarChartSvg(spec, 512);
    const bold = [...svg.matchAll(/<text [^>]*fill="(#\d+)" font-weight="bold">([^<]*)</g)].map((m) => [m[1], m[2]]);
    expect(bold).toEqual([
      [CHART_COLORS.text, "Ryzen 7 7800X3D"],
      [CHART_COLORS.text, "15000"],
    ]);
    expect(svg).toContain(`fill="${CHART_COLORS.muted}">20000</text>`);
  });

  it("lists in the legend only the vendors that have bars", () => {
    const both = renderBarChartSvg(spec, 512);
    expect([...both.matchAll(/data-legend="(\w+)"/g)].map((m) => m[1])).toEqual(["amd", "intel"]);
    const intelOnly = renderBarChartSvg(chart([bar("Core i9-14900K", 20000), bar("Core i7-14700K", 18000)]), 512);
    expect([...intelOnly.matchAll(/data-legend="(\w+)"/g)].map((m) => m[1])).toEqual(["intel"]);
    expect(texts(intelOnly)).not.toContain("AMD");
  });

  it("escapes labels, values and legend names", () => {
    const svg = renderBarChartSvg(
      { ...chart([bar(`<script>"a" & 'b'`, 1, { valueText: "<1 & 2>" })]), legend: { amd: "A&D", intel: "<i>" } },
      512,
    );
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<i>");
    expect(texts(svg)).toEqual(["&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;", "&lt;1 &amp; 2&gt;", "&lt;i&gt;"]);
  });

  it("truncates long labels with an ellipsis, and value labels to the room on the right", () => {
    const long = "Intel Xeon Platinum 8592+ Processor with a very long marketing name indeed";
    const svg = renderBarChartSvg(
      chart([
        bar(long, 100, { valueText: "100 points, measured on many machines over many months" }),
        bar("Short", 10),
      ]),
      360,
    );
    const [label, value] = texts(svg);
    expect(label!.endsWith("…")).toBe(true);
    expect(estimateTextWidth(label!, 12)).toBeLessThanOrEqual(0.42 * 360);
    expect(value!.endsWith("…")).toBe(true);
    const x = Number(svg.match(/<text x="([\d.]+)"[^>]*>[^<]*…<\/text><text/)?.[1] ?? NaN);
    expect(Number.isNaN(x)).toBe(false);
  });

  it("is deterministic and survives odd input", () => {
    expect(renderBarChartSvg(spec, 512)).toBe(renderBarChartSvg(structuredClone(spec), 512));
    const odd = renderBarChartSvg(chart([bar("", Number.NaN), bar("x", -5), bar("y", Number.POSITIVE_INFINITY)]), 0);
    expect(odd).not.toMatch(/NaN|Infinity/);
    expect(wellFormed(renderBarChartSvg(chart([]), 512))).toBe(true);
  });

  it("any spec yields well-formed SVG with every label escaped", () => {
    const barArb = fc.record({
      label: fc.string({ unit: "grapheme", maxLength: 60 }),
      value: fc.double(),
      valueText: fc.string({ maxLength: 40 }),
      vendor: fc.constantFrom("amd" as const, "intel" as const),
      highlight: fc.boolean(),
      estimated: fc.option(fc.boolean(), { nil: undefined }),
    });
    const specArb = fc.record({
      id: fc.string(),
      title: fc.string(),
      bars: fc.array(barArb, { maxLength: 40 }),
      legend: fc.record({ amd: fc.string({ maxLength: 20 }), intel: fc.string({ maxLength: 20 }) }),
    });
    fc.assert(
      fc.property(specArb, fc.integer({ min: -10, max: 3000 }), (s, width) => {
        const svg = renderBarChartSvg(s, width);
        expect(wellFormed(svg)).toBe(true);
        expect(svg).not.toMatch(/NaN|Infinity/);
        expect(svg.match(/<rect data-bar=/g) ?? []).toHaveLength(s.bars.length);
        expect(renderBarChartSvg(s, width)).toBe(svg);
      }),
    );
  });
});

describe("text width and grid", () => {
  it("counts CJK as full width and Latin narrower", () => {
    expect(estimateTextWidth("锐龙", 12)).toBe(24);
    expect(estimateTextWidth("Ryzen", 12)).toBeLessThan(5 * 12 * 0.7);
    expect(estimateTextWidth("Ryzen", 12, true)).toBeGreaterThan(estimateTextWidth("Ryzen", 12));
  });

  it("truncates by code point and keeps text that fits", () => {
    expect(truncateToWidth("Ryzen", 100, 12)).toBe("Ryzen");
    expect(truncateToWidth("锐龙锐龙锐龙", 40, 12)).toBe("锐龙…");
    expect(truncateToWidth("𠀀𠀀𠀀𠀀", 30, 12)).toBe("𠀀…");
    expect(truncateToWidth("anything", 2, 12)).toBe("");
    expect(truncateToWidth("5.4 GHz · 8C/16T · L3 96 MB", 118, 12)).toBe("5.4 GHz · 8C/16T…");
  });

  it("splits the axis into about four round steps, ending at the axis end", () => {
    expect(gridValues(20400, 4)).toEqual([5000, 10000, 15000, 20400]);
    expect(gridValues(5.1, 4)).toEqual([1, 2, 3, 4, 5.1]);
    expect(gridValues(0, 4)).toEqual([]);
  });
});
