import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, MIN_COMPRESSED_BYTES, pageTwinsSync } from "./page-compression";

describe("page compression", () => {
  it("fits the brotli window to the file, between 64 KiB and 16 MiB", () => {
    expect(brotliWindowBits(600)).toBe(16);
    expect(brotliWindowBits(65_520)).toBe(16);
    expect(brotliWindowBits(65_521)).toBe(17);
    expect(brotliWindowBits(60_000_000)).toBe(24);
  });

  it("writes twins that decompress to the file, and none for small files", () => {
    const page = Buffer.from(`<!DOCTYPE html>${"<tr><th>核心</th><td>8 cores / 16 threads</td></tr>".repeat(3000)}`);
    const twins = pageTwinsSync(page)!;
    expect(brotliDecompressSync(twins.br).equals(page)).toBe(true);
    expect(gunzipSync(twins.gz).equals(page)).toBe(true);
    expect(twins.br.length).toBeLessThan(page.length / 10);
    expect(pageTwinsSync(Buffer.alloc(MIN_COMPRESSED_BYTES - 1, "a"))).toBeNull();
  });
});
