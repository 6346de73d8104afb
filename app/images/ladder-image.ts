// A ladder view as one picture: the title saying what is ranked, the range shown and the data
// date (the figures' own, never the day it was drawn), where the figures come from and which
// ones take part, then the page's own chart (ladder-chart.ts, render-bar-chart.ts) with each
// place's rank, name and figure, low-confidence figures marked as the page marks them, and the
// view's address. Pure; always the light palette. A tall ladder is one tall picture.
import type { LadderState } from "../catalog/ladder/ladder-state";
import type { LadderResult, RankedEntry } from "../catalog/ladder/rank-ladder";
import { refKey } from "../catalog/cpu-ref";
import { formatLaunchDate } from "../catalog/format";
import { ladderChartSpec } from "../charts/ladder-chart";
import { chartHeight } from "../charts/bar-chart-spec";
import { renderBarChartSvg } from "../charts/render-bar-chart";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import type { Locale } from "#common/locale";
import { IMAGE_TEXT } from "./image-text";
import { displayUrl, LIGHT, placeChart, svgDocument, text, wrapText } from "./svg";

export const LADDER_IMAGE_WIDTH = 760;
const PAD = 24;
const FOOTER = 44;
/** Room for the sources, the confidence rule, the marks' key and what the per-watt view leaves out. */
const SOURCES_LINES = 4;

export type LadderImageInput = {
  result: LadderResult;
  state: LadderState;
  locale: Locale;
  t: Messages;
  /** The ladder view's page, in full. */
  pageUrl: string;
};

export type SvgImage = { svg: string; width: number; height: number };

/** The title: what is ranked (test, segment, view) and, when filtered, by whom. */
export function ladderImageTitle({
  result,
  state,
  locale,
  t,
}: Pick<LadderImageInput, "result" | "state" | "locale" | "t">): string {
  const spec = ladderChartSpec(result, state, locale, t, () => "");
  const vendor = state.vendor === "all" ? "" : ` · ${t.vendor[state.vendor]}`;
  return `${t.ladder.heading}${locale === "zh" ? "：" : ": "}${spec.title}${vendor}`;
}

/** The places the picture draws, as the chart spec lists them (the reference last when outside the range). */
function drawnEntries(result: LadderResult): RankedEntry[] {
  const entries = [...result.shown];
  if (result.reference && !entries.includes(result.reference) && !entries.some((e) => e.isReference))
    entries.push(result.reference);
  return entries;
}

function sourcesLine({ result, state, locale, t }: LadderImageInput): string {
  const words = IMAGE_TEXT[locale];
  const source = words.source[state.test];
  const dates = result.dates;
  const figures = !dates
    ? ""
    : dates.from === dates.to
      ? fill(words.figuresOn, { source, count: result.figures, date: formatLaunchDate(dates.from, locale) })
      : fill(words.figures, {
          source,
          count: result.figures,
          from: formatLaunchDate(dates.from, locale),
          to: formatLaunchDate(dates.to, locale),
        });
  const confidence = state.lowConfidence ? words.lowConfidenceIn : words.lowConfidenceOut;
  const marked = drawnEntries(result).some((e) => e.lowConfidence !== null) ? words.lowConfidenceKey : "";
  const estimates = state.estimates && result.hasEstimates ? words.estimates : "";
  // The per-watt view under load leaves out what has only a nominal rating, and says how many, as the page does.
  const nominalOnly = result.nominalOnly > 0 ? fill(t.ladder.nominalOnly, { count: result.nominalOnly }) : "";
  return [figures, confidence, marked, estimates, nominalOnly].filter((s) => s !== "").join(locale === "zh" ? "" : " ");
}

function rangeLine({ result, state, locale, t }: LadderImageInput): string {
  const last = result.from + result.shown.length - 1;
  const range =
    result.from === 1
      ? fill(t.ladder.showing, { shown: result.shown.length, total: result.total })
      : fill(t.ladder.showingRange, { from: result.from, to: last, total: result.total });
  const reference =
    result.reference && state.ref
      ? fill(t.ladder.referenceNamed, { name: locale === "zh" ? result.reference.nameZh : result.reference.name })
      : null;
  // The data's date is its newest figure's, as the page states it; not the day the picture was drawn.
  const updated = result.dates ? fill(t.home.statUpdated, { date: formatLaunchDate(result.dates.to, locale) }) : null;
  return [range, reference, updated].filter((s) => s !== null).join(" · ");
}

/** The page's chart, with each low-confidence figure marked (the key is in the sources line). */
function chartSpec({ result, state, locale, t }: LadderImageInput) {
  const spec = ladderChartSpec(result, state, locale, t, refKey);
  const low = new Set(drawnEntries(result).flatMap((e) => (e.lowConfidence ? [refKey(e)] : [])));
  const mark = IMAGE_TEXT[locale].lowConfidenceMark;
  return {
    ...spec,
    bars: spec.bars.map((b) => ({
      ...b,
      valueText: low.has(b.href ?? "") ? `${b.valueText} ${mark}` : b.valueText,
      href: "",
    })),
  };
}

export function ladderImageSvg(input: LadderImageInput): SvgImage {
  const { result, state, t, pageUrl } = input;
  const width = LADDER_IMAGE_WIDTH;
  const inner = width - 2 * PAD;
  const spec = chartSpec(input);
  const empty = result.shown.length === 0;
  const chartH = empty ? 40 : chartHeight(spec);
  const title = wrapText(ladderImageTitle(input), inner, 22, 2, true);
  const sources = wrapText(sourcesLine(input), inner, 12, SOURCES_LINES);
  const rangeY = 38 + title.length * 30 - 6;
  const header = rangeY + 20 + sources.length * 16 + 24;
  const height = header + chartH + FOOTER;
  let body = `<rect width="${width}" height="${header - 12}" fill="${LIGHT.band}"/>`;
  title.forEach((line, i) => (body += text(PAD, 38 + i * 30, line, { size: 22, bold: true })));
  body += text(PAD, rangeY, rangeLine(input), { size: 13, fill: LIGHT.muted, maxWidth: inner });
  sources.forEach((line, i) => (body += text(PAD, rangeY + 20 + i * 16, line, { size: 12, fill: LIGHT.muted })));
  body += empty
    ? text(PAD, header + 20, state.view === "power" && result.figures > 0 ? t.ladder.noPowerBasis : t.ladder.empty, {
        size: 13,
        fill: LIGHT.muted,
        maxWidth: inner,
      })
    : placeChart(renderBarChartSvg(spec, inner), PAD, header);
  const footerY = height - FOOTER;
  body += `<path d="M${PAD} ${footerY + 0.5}H${width - PAD}" stroke="${LIGHT.border}"/>`;
  body += text(PAD, footerY + 28, displayUrl(pageUrl), { size: 13, fill: LIGHT.accent, maxWidth: inner * 0.7 });
  body += text(width - PAD, footerY + 28, t.siteName, { size: 13, fill: LIGHT.muted, anchor: "end", bold: true });
  return { svg: svgDocument(width, height, body), width, height };
}
