// A ladder view as one picture: the title saying what is ranked, the range shown and the data
// date, where the figures come from and which ones take part, then the page's own chart
// (ladder-chart.ts, render-bar-chart.ts) with each place's rank, name and figure, and the
// view's address. Pure; always the light palette. A tall ladder is one tall picture.
import type { LadderState } from "../catalog/ladder/ladder-state";
import type { LadderResult } from "../catalog/ladder/rank-ladder";
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

export type LadderImageInput = {
  result: LadderResult;
  state: LadderState;
  locale: Locale;
  t: Messages;
  /** When the catalogue was built ("2026-11-27…"). */
  builtAt: string;
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

function sourcesLine({ result, state, locale }: LadderImageInput): string {
  const words = IMAGE_TEXT[locale];
  const figures = result.dates
    ? fill(words.figures, {
        source: words.source[state.test],
        count: result.figures,
        from: formatLaunchDate(result.dates.from, locale),
        to: formatLaunchDate(result.dates.to, locale),
      })
    : "";
  const confidence = state.lowConfidence ? words.lowConfidenceIn : words.lowConfidenceOut;
  const estimates = state.estimates && result.hasEstimates ? words.estimates : "";
  return [figures, confidence, estimates].filter((s) => s !== "").join(locale === "zh" ? "" : " ");
}

function rangeLine({ result, state, locale, t, builtAt }: LadderImageInput): string {
  const last = result.from + result.shown.length - 1;
  const range =
    result.from === 1
      ? fill(t.ladder.showing, { shown: result.shown.length, total: result.total })
      : fill(t.ladder.showingRange, { from: result.from, to: last, total: result.total });
  const reference =
    result.reference && state.ref
      ? fill(t.ladder.referenceNamed, { name: locale === "zh" ? result.reference.nameZh : result.reference.name })
      : null;
  const updated = fill(t.home.statUpdated, { date: builtAt.slice(0, 10) });
  return [range, reference, updated].filter((s) => s !== null).join(" · ");
}

export function ladderImageSvg(input: LadderImageInput): SvgImage {
  const { result, state, locale, t, pageUrl } = input;
  const width = LADDER_IMAGE_WIDTH;
  const inner = width - 2 * PAD;
  const spec = ladderChartSpec(result, state, locale, t, () => "");
  const empty = result.shown.length === 0;
  const chartH = empty ? 40 : chartHeight(spec);
  const title = wrapText(ladderImageTitle(input), inner, 22, 2, true);
  const sources = wrapText(sourcesLine(input), inner, 12, 2);
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
