import { describe, expect, it } from "vitest";
import { makeAnswer } from "./answer";
import { AnswerCache } from "./answer-cache";

const answer = (bytes: number) =>
  makeAnswer({ status: 200, headers: [], csp: "default-src 'none'", etag: null, body: Buffer.alloc(bytes) });

describe("AnswerCache", () => {
  it("forgets the least recently used beyond its byte budget", () => {
    // Each answer counts its body and 512 bytes for its headers: sixteen fit.
    const cache = new AnswerCache(16 * 612);
    for (let i = 0; i < 16; i++) cache.set(`/${i}`, "v1", answer(100));
    cache.get("/0", "v1"); // /1 is now the oldest
    cache.set("/new", "v1", answer(100));
    expect(cache.get("/0", "v1")).toBeDefined();
    expect(cache.get("/1", "v1")).toBeUndefined();
    expect(cache.size.entries).toBe(16);
  });

  it("forgets everything when the data version changes", () => {
    const cache = new AnswerCache(10_000);
    cache.set("/a", "v1", answer(10));
    expect(cache.get("/a", "v1")).toBeDefined();
    expect(cache.get("/a", "v2")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("never keeps an answer above an eighth of the budget, and nothing at 0", () => {
    const cache = new AnswerCache(8_000);
    cache.set("/big", "v1", answer(2_000));
    expect(cache.get("/big", "v1")).toBeUndefined();
    const off = new AnswerCache(0);
    off.set("/a", "v1", answer(1));
    expect(off.enabled).toBe(false);
    expect(off.get("/a", "v1")).toBeUndefined();
  });
});

describe("makeAnswer", () => {
  it("makes each encoding's header block once, and a 304's without the body's headers", () => {
    const made = makeAnswer({
      status: 200,
      headers: [["Content-Type", "text/plain"]],
      csp: "default-src 'none'",
      etag: 'W/"v1"',
      body: Buffer.from("hello"),
      br: Buffer.from("hi"),
    });
    expect([...made.encodings].sort()).toEqual(["br", "identity"]);
    expect(made.forms.br?.head).toEqual(expect.arrayContaining(["Content-Encoding", "br", "Content-Length", "2"]));
    expect(made.forms.identity.head).toEqual(expect.arrayContaining(["Content-Length", "5"]));
    expect(made.notModified?.head).not.toContain("Content-Length");
    expect(made.notModified?.head).toContain("Content-Type");
  });
});
