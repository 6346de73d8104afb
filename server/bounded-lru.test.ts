import { describe, expect, it } from "vitest";
import { BoundedLru } from "./bounded-lru";

const lru = (maxBytes: number, maxEntries?: number) => new BoundedLru<string>({ maxBytes, maxEntries }, (v) => v.length);

describe("BoundedLru", () => {
  it("forgets the least recently used beyond its byte limit", () => {
    const cache = lru(6);
    cache.set("a", "aa");
    cache.set("b", "bb");
    cache.get("a"); // b is now the oldest
    cache.set("c", "cccc");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aa");
    expect(cache.size).toEqual({ entries: 2, bytes: 6 });
  });

  it("forgets beyond its entry limit, and counts a replaced key once", () => {
    const cache = lru(100, 2);
    cache.set("a", "1");
    cache.set("a", "22");
    cache.set("b", "3");
    expect(cache.size).toEqual({ entries: 2, bytes: 3 });
    cache.set("c", "4");
    expect(cache.get("a")).toBeUndefined();
    cache.delete("b");
    cache.delete("missing");
    expect(cache.size).toEqual({ entries: 1, bytes: 1 });
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
