// Text drawn as glyph outlines, for the PNG renderer. resvg lays out each run of text anew,
// and with Noto Sans CJK (a CID-keyed CFF font of 65,000 glyphs) each run costs some 20 ms:
// a 30-row ladder took over a second. So each character's outline is asked of resvg once per
// process (all new ones in a single run, told apart by colour), kept, and every <text> of an
// image becomes references to those outlines placed by the font's advance widths (no kerning
// or ligatures, which this text does not need). The SVG offered for download keeps its text.
import { Resvg } from "@resvg/resvg-js";
import { env } from "#common/env";
import { fontMetrics, imageFontFace, type FontMetrics } from "./font-face.server";

export const IMAGE_FONT_FAMILY = "Noto Sans CJK SC";
/** What a <text> without font-size inherits: the charts' size (render-bar-chart.ts). */
const DEFAULT_SIZE = 12;

type Glyph = { id: string; d: string };

let font: { file: string; metrics: FontMetrics } | null = null;
const glyphs = new Map<string, Glyph>();

export function imageFont(): { file: string; metrics: FontMetrics } {
  if (!font) {
    const { file, face } = imageFontFace(env().IMAGE_FONT_FILE, IMAGE_FONT_FAMILY);
    font = { file, metrics: fontMetrics(face) };
  }
  return font;
}

export const resvgFont = () => ({
  loadSystemFonts: false,
  fontFiles: [imageFont().file],
  defaultFontFamily: IMAGE_FONT_FAMILY,
});

const colourOf = (i: number) => `#${(i + 1).toString(16).padStart(6, "0")}`;

/** Asks resvg for the outlines of the characters not yet known, in one run of text. */
function learn(chars: readonly string[]): void {
  const { metrics } = imageFont();
  const size = metrics.unitsPerEm;
  const pen: number[] = [];
  let x = 0;
  for (const c of chars) {
    pen.push(x);
    x += metrics.advance(c);
  }
  const spans = chars.map((c, i) => `<tspan fill="${colourOf(i)}">${escape(c)}</tspan>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${x + size}" height="${2 * size}"><text x="0" y="${size}" font-size="${size}" font-family="${IMAGE_FONT_FAMILY}" xml:space="preserve">${spans}</text></svg>`;
  const tree = new Resvg(svg, { font: resvgFont(), logLevel: "off" }).toString();
  const outlines = new Map<number, string>();
  for (const m of tree.matchAll(/<path fill="#([0-9a-fA-F]{6})"[^>]*? d="([^"]*)"/g))
    outlines.set(parseInt(m[1]!, 16) - 1, m[2]!);
  chars.forEach((c, i) => {
    const d = outlines.get(i) ?? "";
    glyphs.set(c, { id: `g${glyphs.size}`, d: d === "" ? "" : shift(d, -pen[i]!, -size) });
  });
}

/** A path's coordinates moved by (dx, dy): resvg writes absolute commands with x y pairs (M, L, C, Z). */
function shift(d: string, dx: number, dy: number): string {
  return d.replace(
    /(-?[\d.]+(?:e-?\d+)?) (-?[\d.]+(?:e-?\d+)?)/g,
    (_, x: string, y: string) => `${round(Number(x) + dx)} ${round(Number(y) + dy)}`,
  );
}

const round = (n: number) => String(Math.round(n * 10) / 10);
const UNESCAPE: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => UNESCAPE[m] ?? m);
const escape = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

function attributes(source: string): Map<string, string> {
  return new Map([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Every <text> of the SVG (one line each, as the images write them) as glyph outlines; the outlines used go in <defs>. */
export function outlineText(svg: string): string {
  const texts = [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)];
  const unknown = new Set<string>();
  for (const t of texts) for (const c of unescape(t[2]!)) if (!glyphs.has(c) && c.trim() !== "") unknown.add(c);
  if (unknown.size > 0) learn([...unknown]);
  const { metrics } = imageFont();
  const used = new Set<string>();
  const out = svg.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_, attrs: string, content: string) => {
    const a = attributes(attrs);
    const size = Number(a.get("font-size") ?? DEFAULT_SIZE);
    const scale = size / metrics.unitsPerEm;
    let pen = 0;
    let uses = "";
    for (const c of unescape(content)) {
      const glyph = glyphs.get(c);
      if (glyph && glyph.d !== "") {
        used.add(c);
        uses += `<use href="#${glyph.id}" x="${pen}"/>`;
      }
      pen += metrics.advance(c);
    }
    const anchor = a.get("text-anchor");
    const x = Number(a.get("x") ?? 0) - (anchor === "end" ? pen : anchor === "middle" ? pen / 2 : 0) * scale;
    const central = a.get("dominant-baseline") === "central" ? ((metrics.ascender + metrics.descender) / 2) * scale : 0;
    const y = Number(a.get("y") ?? 0) + central;
    const fill = a.get("fill") ?? "#000000";
    const bold =
      a.get("font-weight") === "bold" ? size / 40 : a.has("stroke-width") ? Number(a.get("stroke-width")) : 0;
    const stroke = bold > 0 ? ` stroke="${fill}" stroke-width="${round(bold / scale)}"` : "";
    return `<g transform="translate(${round(x)} ${round(y)}) scale(${scale})" fill="${fill}"${stroke}>${uses}</g>`;
  });
  const defs = [...used]
    .map((c) => glyphs.get(c)!)
    .map((g) => `<path id="${g.id}" d="${g.d}"/>`)
    .join("");
  return out.replace(/(<svg[^>]*>)/, `$1<defs>${defs}</defs>`);
}
