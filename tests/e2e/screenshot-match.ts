// Screenshots compared with stored ones (tests/e2e/__screenshots__), with a tolerance: a pixel
// counts as changed when one of its channels moved by more than CHANNEL_TOLERANCE, and a view
// fails when more than MAX_CHANGED_RATIO of its pixels changed or its size differs. Playwright's
// PNGs (8-bit RGB or RGBA, not interlaced) are read with node:zlib, so no image library is needed.
// UPDATE_SCREENSHOTS=1 rewrites the stored views; a missing one is written on a developer's
// machine and is a failure in CI.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { deflateSync, inflateSync } from "node:zlib";

const STORED = resolve("tests/e2e/__screenshots__");
const DIFFS = resolve("test-results/screenshot-diffs");
const CHANNEL_TOLERANCE = 48;
const MAX_CHANGED_RATIO = 0.002;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Image = { width: number; height: number; rgba: Buffer };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG into RGBA pixels. */
export function decodePng(png: Buffer): Image {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[out + x - channels]! : 0;
      const up = y > 0 ? pixels[out - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[out - stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0];
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter}`);
      pixels[out + x] = (line[x]! + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels };
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) pixels.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return { width, height, rgba };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  let crc = 0xffffffff;
  for (const byte of Buffer.concat([head.subarray(4), body])) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, body, tail]);
}

/** Encodes RGBA pixels as a PNG (no filtering): for the difference pictures a failure leaves. */
export function encodePng({ width, height, rgba }: Image): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type Difference = { changed: number; ratio: number; sameSize: boolean; diff: Image };

/** Counts the pixels of `actual` that differ from `expected`; the picture marks them in red. */
export function compareImages(expected: Image, actual: Image): Difference {
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = { width, height, rgba: Buffer.alloc(width * height * 4) };
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const inBoth = x < expected.width && y < expected.height && x < actual.width && y < actual.height;
      const e = (y * expected.width + x) * 4;
      const a = (y * actual.width + x) * 4;
      let moved = !inBoth;
      for (let c = 0; c < 4 && !moved; c++) {
        moved = Math.abs(expected.rgba[e + c]! - actual.rgba[a + c]!) > CHANNEL_TOLERANCE;
      }
      if (moved) changed++;
      // Unchanged pixels are kept faintly, changed ones painted red.
      const grey = inBoth ? Math.round(255 - (255 - actual.rgba[a]!) / 4) : 255;
      diff.rgba.set(moved ? [255, 0, 0, 255] : [grey, grey, grey, 255], at);
    }
  }
  return { changed, ratio: changed / (width * height), sameSize, diff };
}

/**
 * Compares `png` with the stored view `name`. Returns null when it matches (or was just stored),
 * else what differs, after writing the actual picture and a difference picture to test-results.
 */
export function matchStoredScreenshot(name: string, png: Buffer): string | null {
  const stored = join(STORED, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === "1" || (!existsSync(stored) && !process.env.CI)) {
    mkdirSync(dirname(stored), { recursive: true });
    writeFileSync(stored, png);
    return null;
  }
  if (!existsSync(stored)) return `no stored view ${stored} (run the test with UPDATE_SCREENSHOTS=1)`;
  const result = compareImages(decodePng(readFileSync(stored)), decodePng(png));
  if (result.sameSize && result.ratio <= MAX_CHANGED_RATIO) return null;
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(join(DIFFS, `${name}.actual.png`), png);
  writeFileSync(join(DIFFS, `${name}.diff.png`), encodePng(result.diff));
  const size = result.sameSize ? "" : " and its size changed";
  return `${name}: ${result.changed} pixels (${(result.ratio * 100).toFixed(2)}%) differ${size}; see ${DIFFS}`;
}
