import { describe, expect, it } from "vitest";
import { ResponseMemo, type MemoEntry } from "./response-memo";

const entry = (bytes: number): MemoEntry => ({
  headers: ["Content-Type", "text/plain"],
  body: Buffer.alloc(bytes),
  dataVersion: "v1",
  localeCheck: null,
});

describe("ResponseMemo", () => {
  it("keeps entries apart by encoding and by secure", () => {
    const memo = new ResponseMemo({ maxEntries: 10, maxBytes: 1000 });
    const br = entry(1);
    memo.remember("/a", false, "br", br);
    expect(memo.get("/a", false, "br")).toBe(br);
    expect(memo.get("/a", true, "br")).toBeUndefined();
    expect(memo.get("/a", false, "gzip")).toBeUndefined();
  });

  it("forgets the oldest beyond its entry and byte limits", () => {
    const memo = new ResponseMemo({ maxEntries: 3, maxBytes: 100 });
    for (const url of ["/1", "/2", "/3", "/4"]) memo.remember(url, false, "identity", entry(10));
    expect(memo.size).toBe(3);
    expect(memo.get("/1", false, "identity")).toBeUndefined();
    memo.remember("/big", true, "br", entry(80));
    // 4 entries and 110 bytes: the oldest goes, which brings both back within the limits.
    expect(memo.size).toBe(3);
    expect(memo.get("/2", false, "identity")).toBeUndefined();
    expect(memo.get("/3", false, "identity")).toBeDefined();
    expect(memo.get("/big", true, "br")).toBeDefined();
    memo.remember("/huge", false, "br", entry(101));
    expect(memo.get("/huge", false, "br")).toBeUndefined();
  });

  it("replaces an entry for the same key and counts it once", () => {
    const memo = new ResponseMemo({ maxEntries: 2, maxBytes: 100 });
    memo.remember("/a", false, "br", entry(10));
    memo.remember("/a", false, "br", entry(20));
    memo.delete("/b", false, "br");
    expect(memo.size).toBe(1);
    memo.delete("/a", false, "br");
    expect(memo.size).toBe(0);
  });

  it("remembers nothing when turned off", () => {
    const memo = new ResponseMemo({ maxEntries: 0, maxBytes: 100 });
    memo.remember("/a", false, "br", entry(1));
    expect(memo.size).toBe(0);
  });
});
