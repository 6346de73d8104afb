// Text width without fonts (the server has none): an estimate from character classes,
// in em. It errs wide, so a right-aligned label keeps its start inside the chart.
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const NARROW = /[\s.,:;'|!()[\]{}ilIjft·`]/;
const WIDE = /[A-Z0-9mwMW@%#&]/;
const BOLD_FACTOR = 1.08;
const ELLIPSIS = "…";

function charEm(char: string): number {
  if (FULL_WIDTH.test(char)) return 1;
  if (NARROW.test(char)) return 0.32;
  if (WIDE.test(char)) return 0.66;
  return 0.58;
}

export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) em += charEm(char);
  return em * fontSize * (bold ? BOLD_FACTOR : 1);
}

/** The text, or its longest prefix that fits `maxWidth` with an ellipsis (by code point, never half a pair). */
export function truncateToWidth(text: string, maxWidth: number, fontSize: number, bold = false): string {
  if (estimateTextWidth(text, fontSize, bold) <= maxWidth) return text;
  const budget = maxWidth - estimateTextWidth(ELLIPSIS, fontSize, bold);
  let width = 0;
  let kept = "";
  for (const char of text) {
    width += charEm(char) * fontSize * (bold ? BOLD_FACTOR : 1);
    if (width > budget) break;
    kept += char;
  }
  // "5.4 GHz · 8C/16T ·…" reads better without the dangling separator.
  const trimmed = kept.replace(/[\s·]+$/u, "");
  return trimmed === "" ? "" : trimmed + ELLIPSIS;
}
