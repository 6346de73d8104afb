// SVG to PNG with resvg (docs/decisions.md), off the event loop; the text is drawn as glyph
// outlines (glyphs.server.ts) and the pixels encoded by png-encode.server.ts. A picture is at
// most MAX_PNG_PIXELS (its scale is lowered to fit).
import { renderAsync } from "@resvg/resvg-js";
import pLimit from "p-limit";
import { outlineText } from "./glyphs.server";
import { encodeOpaquePng } from "./png-encode.server";

/** About 100 MB of pixels while rendering: room for the full desktop ladder. */
export const MAX_PNG_PIXELS = 24_000_000;

export type PngImage = { png: Buffer; width: number; height: number };

/** The scale for an SVG of this size: `wanted`, lowered so the picture stays within MAX_PNG_PIXELS. */
export function pngScale(width: number, height: number, wanted: number): number {
  const fit = Math.sqrt(MAX_PNG_PIXELS / Math.max(1, width * height));
  return Math.max(0.25, Math.min(wanted, Math.floor(fit * 100) / 100));
}

/**
 * Renders at once per process (each holds a core: the full desktop ladder takes some 3 s) and
 * renders that may wait for them. Past that, svgToPng throws RendererBusyError: a burst of
 * uncached pictures is answered 503 instead of starving the pages of CPU.
 */
export const PNG_RENDERS_AT_ONCE = 2;
export const PNG_RENDERS_WAITING = 16;
const renders = pLimit(PNG_RENDERS_AT_ONCE);

export class RendererBusyError extends Error {
  constructor() {
    super("Too many pictures are being drawn");
    this.name = "RendererBusyError";
  }
}

export async function svgToPng(svg: string, width: number, height: number, wanted = 1): Promise<PngImage> {
  if (renders.activeCount + renders.pendingCount >= PNG_RENDERS_AT_ONCE + PNG_RENDERS_WAITING)
    throw new RendererBusyError();
  return renders(() => render(svg, width, height, wanted));
}

async function render(svg: string, width: number, height: number, wanted: number): Promise<PngImage> {
  const scale = pngScale(width, height, wanted);
  const image = await renderAsync(outlineText(svg), {
    fitTo: { mode: "zoom", value: scale },
    font: { loadSystemFonts: false },
    // Every pixel opaque, as encodeOpaquePng needs, whatever the SVG paints.
    background: "#ffffff",
    logLevel: "off",
  });
  return {
    png: await encodeOpaquePng(image.pixels, image.width, image.height),
    width: image.width,
    height: image.height,
  };
}
