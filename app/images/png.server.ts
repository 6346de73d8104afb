// SVG to PNG with resvg (docs/decisions.md), off the event loop; the text is drawn as glyph
// outlines (glyphs.server.ts). A picture is at most MAX_PNG_PIXELS (its scale is lowered to fit).
import { renderAsync } from "@resvg/resvg-js";
import { outlineText } from "./glyphs.server";

/** About 100 MB of pixels while rendering: room for the full desktop ladder. */
export const MAX_PNG_PIXELS = 24_000_000;

export type PngImage = { png: Buffer; width: number; height: number };

/** The scale for an SVG of this size: `wanted`, lowered so the picture stays within MAX_PNG_PIXELS. */
export function pngScale(width: number, height: number, wanted: number): number {
  const fit = Math.sqrt(MAX_PNG_PIXELS / Math.max(1, width * height));
  return Math.max(0.25, Math.min(wanted, Math.floor(fit * 100) / 100));
}

export async function svgToPng(svg: string, width: number, height: number, wanted = 1): Promise<PngImage> {
  const scale = pngScale(width, height, wanted);
  const image = await renderAsync(outlineText(svg), {
    fitTo: { mode: "zoom", value: scale },
    font: { loadSystemFonts: false },
    background: "#ffffff",
    logLevel: "off",
  });
  return { png: image.asPng(), width: image.width, height: image.height };
}
