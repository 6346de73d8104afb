// What every shareable image has in common: the light palette (the page's light theme, for
// printing and chats, whatever the reader's theme), the system's CJK font named first, and
// SVG text helpers. Pure, shared by the ladder image and the link-preview cards.
import { CHART_COLORS } from "../charts/bar-chart-spec";
import { estimateTextWidth, truncateToWidth } from "../charts/text-width";

/** Noto Sans CJK ships with the system (fonts-noto-cjk); a viewer without it falls back to its sans-serif. */
export const IMAGE_FONT = "'Noto Sans CJK SC', sans-serif";

/** The light theme's colours (app/styles/base.css). */
export const LIGHT = {
  background: "#ffffff",
  band: "#f7f7f5",
  text: "#1b1c1e",
  muted: "#5b5f66",
  border: "#dcdde0",
  accent: "#0b63c4",
  amd: "#c8102e",
  intel: "#0068b5",
  highlight: "#d97706",
  /** A caveat (a low-confidence figure): amber, dark enough to read on white. */
  warning: "#b45309",
  amdEstimated: "#e89aa6",
  intelEstimated: "#8db8dc",
} as const;

/** The chart's placeholder colours (which CSS paints on the page) painted in the light palette. */
const CHART_PAINT: ReadonlyArray<readonly [string, string]> = [
  [CHART_COLORS.text, LIGHT.text],
  [CHART_COLORS.muted, LIGHT.muted],
  [CHART_COLORS.grid, LIGHT.border],
  [CHART_COLORS.amd, LIGHT.amd],
  [CHART_COLORS.intel, LIGHT.intel],
  [CHART_COLORS.highlight, LIGHT.highlight],
  [CHART_COLORS.amdEstimated, LIGHT.amdEstimated],
  [CHART_COLORS.intelEstimated, LIGHT.intelEstimated],
];

/**
 * A chart SVG of render-bar-chart.ts placed at (x, y) of an image, in the light palette and the
 * image's font. Its content goes in a translated group, not a nested <svg>: resvg clips a
 * nested viewport through a layer the size of the whole picture, which was two thirds of the
 * 2x ladder's render time, and the chart lays itself out within its box, so nothing is clipped.
 */
export function placeChart(chartSvg: string, x: number, y: number): string {
  const root = /^<svg [^>]*?font-size="([^"]*)"[^>]*>/.exec(chartSvg);
  if (!root || !chartSvg.endsWith("</svg>")) throw new Error("not a chart of render-bar-chart.ts");
  let out =
    `<g transform="translate(${x} ${y})" font-family="${IMAGE_FONT}" font-size="${root[1]}">` +
    `${chartSvg.slice(root[0].length, -"</svg>".length)}</g>`;
  for (const [placeholder, colour] of CHART_PAINT) out = out.replaceAll(`"${placeholder}"`, `"${colour}"`);
  return out;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export type TextOptions = {
  size: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  maxWidth?: number;
};

/**
 * One line of text, cut with an ellipsis to `maxWidth`. The images load one font weight (each
 * weight costs a render about 20 ms of font loading): bold is the regular face with a thin stroke.
 */
export function text(
  x: number,
  y: number,
  content: string,
  { size, fill = LIGHT.text, anchor = "start", bold = false, maxWidth }: TextOptions,
): string {
  const shown = maxWidth === undefined ? content : truncateToWidth(content, maxWidth, size, bold);
  const weight = bold ? ` stroke="${fill}" stroke-width="${Math.max(0.4, size / 40).toFixed(2)}"` : "";
  const anchorAttr = anchor === "start" ? "" : ` text-anchor="${anchor}"`;
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${anchorAttr}${weight}>${escapeXml(shown)}</text>`;
}

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
/** Full-width punctuation that never starts a line (it stays with the character before it). */
const NO_LINE_START = /[，。、：；！？）」』]/;

/** Whether a line may break before `chars[i]`: at a space, or beside a CJK character. */
function breaksBefore(chars: readonly string[], i: number): boolean {
  const c = chars[i]!;
  if (c === " ") return true;
  if (i === 0 || NO_LINE_START.test(c)) return false;
  return CJK.test(c) || CJK.test(chars[i - 1]!);
}

/**
 * Up to `maxLines` lines of at most `maxWidth`, broken at the last space or CJK character that
 * fits (a Latin word or number stays whole); the last line cut with an ellipsis.
 */
export function wrapText(content: string, maxWidth: number, size: number, maxLines: number, bold = false): string[] {
  const lines: string[] = [];
  let rest = content.trim();
  while (rest !== "" && lines.length < maxLines - 1 && estimateTextWidth(rest, size, bold) > maxWidth) {
    let cut = 0;
    let width = 0;
    let lastBreak = -1;
    const chars = [...rest];
    for (let i = 0; i < chars.length; i++) {
      width += estimateTextWidth(chars[i]!, size, bold);
      if (width > maxWidth) {
        if (breaksBefore(chars, i)) lastBreak = i;
        break;
      }
      if (breaksBefore(chars, i)) lastBreak = i;
      cut = i + 1;
    }
    const at = lastBreak > 0 ? lastBreak : Math.max(1, cut);
    lines.push(chars.slice(0, at).join("").trim());
    rest = chars.slice(at).join("").trim();
  }
  if (rest !== "") lines.push(truncateToWidth(rest, maxWidth, size, bold));
  return lines;
}

/** The document around an image's parts. */
export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${IMAGE_FONT}">` +
    `<rect width="${width}" height="${height}" fill="${LIGHT.background}"/>${body}</svg>`
  );
}

/** The site's address as shown on an image: host and path, without the scheme. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, "");
