import { describe, expect, it } from "vitest";
import { RenderedCache, type CachedResponse } from "./rendered-cache";

const page = (bytes: number): CachedResponse => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  br: null,
  gzip: null,
  policy: null,
  bytes,
});

describe("RenderedCache", () => {
  it("forgets the least recently used beyond its byte budget", () => {
    const cache = new RenderedCache(800);
    for (const key of ["/a", "/b", "/c", "/d"]) cache.set(key, "v1", page(100));
    cache.get("/a", "v1"); // /b is now the oldest
    cache.set("/e", "v1", page(100));
    cache.set("/f", "v1", page(100));
    cache.set("/g", "v1", page(100));
    cache.set("/h", "v1", page(100)); // 800 bytes: all kept
    cache.set("/i", "v1", page(100));
    expect(cache.get("/b", "v1")).toBeUndefined();
    expect(cache.get("/a", "v1")).toBeDefined();
    expect(cache.size).toEqual({ entries: 8, bytes: 800 });
  });

  it("keeps no entry above an eighth of its budget, and none at all with a zero budget", () => {
    const cache = new RenderedCache(800);
    cache.set("/big", "v1", page(101));
    expect(cache.get("/big", "v1")).toBeUndefined();
    const off = new RenderedCache(0);
    off.set("/a", "v1", page(0));
    expect(off.get("/a", "v1")).toBeUndefined();
  });

  it("forgets everything when the data version changes", () => {
    const cache = new RenderedCache(800);
    cache.set("/a", "v1", page(10));
    expect(cache.get("/a", "v2")).toBeUndefined();
    expect(cache.get("/a", "v1")).toBeUndefined();
    expect(cache.hits).toBe(0);
    expect(cache.misses).toBe(2);
  });
});
