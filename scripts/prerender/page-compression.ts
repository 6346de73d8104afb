// The brotli and gzip twins of a prerendered page file (HTML, .data, _payload.json): three
// per page, about 22,700 on the default catalogue, so their CPU time is a visible part of the
// build. Measured on 300 detail pages (docs/decisions.md): brotli quality 6 with a window
// just large enough for the file costs about half of quality 8 with the default 4 MiB
// window, for about 1 % more bytes. Measured again on 656 files of the default build (HTML,
// .data, _payload.json, both locales): brotli 5 against 6 costs 7 % less for 0.2-0.4 % more
// bytes; gzip 4 against 6 costs 40 % less for 4-5 % more bytes, and the gzip twin only goes
// to clients that do not take brotli. Together 2.80 -> 2.24 ms of CPU per detail page.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const PAGE_BROTLI_QUALITY = 5;
const PAGE_GZIP_LEVEL = 4;
/** Smaller files are written without twins. */
export const MIN_COMPRESSED_BYTES = 512;

/** log2 of the smallest brotli window (16..24) holding the whole file: a larger one only costs setup time. */
export function brotliWindowBits(size: number): number {
  const bits = Math.ceil(Math.log2(size + 16));
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, bits));
}

/** The .br and .gz bodies of a page file, or null when it is too small to be worth it (synchronous: for the prerender workers). */
export function pageTwinsSync(body: Buffer): { br: Buffer; gz: Buffer } | null {
  if (body.length < MIN_COMPRESSED_BYTES) return null;
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  return { br: brotliCompressSync(body, { params }), gz: gzipSync(body, { level: PAGE_GZIP_LEVEL }) };
}
