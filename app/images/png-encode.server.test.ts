import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { encodeOpaquePng } from "./png-encode.server";

/** The PNG decoded by another decoder (resvg's, through an SVG <image>), as RGBA bytes. */
function decode(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" image-rendering="optimizeSpeed" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
  return new Resvg(svg, { logLevel: "off" }).render().pixels;
}

describe("encodeOpaquePng", () => {
  it("writes pixels another decoder reads back exactly, row by row", async () => {
    const width = 7;
    const height = 5;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++)
      rgba.set([(i * 37) % 256, (i * 91) % 256, (i * 13 + 200) % 256, 255], i * 4);
    const png = await encodeOpaquePng(rgba, width, height);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(height);
    expect(decode(png, width, height)).toEqual(rgba);
  });

  it("writes a picture of many blocks of rows (over 1 MB) whole", async () => {
    const width = 700;
    const height = 600;
    const rgba = Buffer.alloc(width * height * 4, 255);
    for (let y = 0; y < height; y++) rgba.set([y % 256, (y * 7) % 256, 0], (y * width + ((y * 13) % width)) * 4);
    const png = await encodeOpaquePng(rgba, width, height);
    expect(decode(png, width, height).equals(rgba)).toBe(true);
  });

  it("refuses a buffer that is not width x height pixels", async () => {
    await expect(encodeOpaquePng(Buffer.alloc(10), 2, 2)).rejects.toThrow(/expected 16 bytes/);
  });
});
