// PNG encoding of an opaque RGBA picture: every row unfiltered, deflated at a low level by
// node's zlib (in its thread pool). resvg's own encoder (asPng) deflates at the default
// level with row filters and took a third of the 2x ladder's render time for a file about
// as large (docs/decisions.md). The rows are streamed to zlib a block at a time, so encoding
// holds no second copy of the picture (the largest is some 100 MB: MAX_PNG_PIXELS).
import { pipeline } from "node:stream/promises";
import { crc32, createDeflate } from "node:zlib";

/** About 1 MB of rows per write to zlib. */
const BLOCK_BYTES = 1 << 20;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Level 1 gives the size of resvg's encoder at under half its time; higher levels cost more than they save. */
export const PNG_DEFLATE_LEVEL = 1;

function chunk(type: string, data: Buffer): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)), 0);
  return [head, data, crc];
}

/**
 * `rgba`: width x height pixels of four bytes, every one opaque (premultiplied and straight
 * colour are then the same bytes, so resvg's pixels can be written as they are).
 */
export async function encodeOpaquePng(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error(`expected ${stride * height} bytes, got ${rgba.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method choice, no interlace
  const idat = await deflateRows(rgba, stride, height);
  return Buffer.concat([
    SIGNATURE,
    ...chunk("IHDR", header),
    ...chunk("IDAT", idat),
    ...chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The PNG image data: each row as a filter byte (0, none) and its pixels, deflated. */
async function deflateRows(rgba: Buffer, stride: number, height: number): Promise<Buffer> {
  const rowsPerBlock = Math.max(1, Math.floor(BLOCK_BYTES / (stride + 1)));
  function* blocks() {
    for (let y = 0; y < height; y += rowsPerBlock) {
      const rows = Math.min(rowsPerBlock, height - y);
      // Every byte is written: the filter byte and the row's pixels.
      const block = Buffer.allocUnsafe(rows * (stride + 1));
      for (let r = 0; r < rows; r++) {
        block[r * (stride + 1)] = 0;
        rgba.copy(block, r * (stride + 1) + 1, (y + r) * stride, (y + r + 1) * stride);
      }
      yield block;
    }
  }
  const parts: Buffer[] = [];
  await pipeline(blocks, createDeflate({ level: PNG_DEFLATE_LEVEL, chunkSize: 64 * 1024 }), async (deflated) => {
    for await (const part of deflated) parts.push(part as Buffer);
  });
  return Buffer.concat(parts);
}
