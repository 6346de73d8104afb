import { describe, expect, it } from "vitest";
import { decodePathStrict, guardRequest, isValidHost } from "./guard";

const ok = { method: "GET", url: "/", host: "localhost:3000", rawHeaders: ["Host", "localhost:3000"] };

describe("request guard", () => {
  it("lets ordinary requests through", () => {
    expect(guardRequest(ok)).toBeNull();
    expect(guardRequest({ ...ok, method: "HEAD", url: "/lib?q=%E9%94%90" })).toBeNull();
  });

  it("answers 405 with Allow for other methods", () => {
    for (const method of ["POST", "PUT", "TRACE", "DELETE", "OPTIONS"]) {
      const r = guardRequest({ ...ok, method });
      expect(r?.status).toBe(405);
      expect(r?.headers?.Allow).toBe("GET, HEAD");
    }
  });

  it("answers 414 for over-long URLs and 431 for oversized headers", () => {
    expect(guardRequest({ ...ok, url: `/?q=${"a".repeat(9000)}` })?.status).toBe(414);
    expect(guardRequest({ ...ok, rawHeaders: ["Cookie", "a".repeat(40_000)] })?.status).toBe(431);
    expect(guardRequest({ ...ok, rawHeaders: Array.from({ length: 500 }, (_, i) => `h${i}`) })?.status).toBe(431);
  });

  it("answers 400 for bad hosts, paths and queries", () => {
    expect(guardRequest({ ...ok, host: undefined })?.status).toBe(400);
    expect(guardRequest({ ...ok, host: "evil.example/x" })?.status).toBe(400);
    expect(guardRequest({ ...ok, host: "a:99999" })?.status).toBe(400);
    for (const url of [
      "/%",
      "/%ZZ",
      "/%E0%A4%A",
      "/%C0%AF",
      "/a%00b",
      "/..%2fetc",
      "/%2e%2e/x",
      "//",
      "//evil.example/..",
      "/?q=%ZZ",
      "/?q=%00",
      "/_payload.json/#",
      "/lib#x",
      "/?q=a#b",
    ]) {
      expect(guardRequest({ ...ok, url })?.status, url).toBe(400);
    }
  });

  it("accepts valid hosts", () => {
    for (const h of ["localhost", "localhost:3000", "127.0.0.1:8080", "[::1]:3000", "cpu-atlas.example"])
      expect(isValidHost(h)).toBe(true);
  });

  it("decodes paths strictly", () => {
    expect(decodePathStrict("/cpu/amd/x")).toBe("/cpu/amd/x");
    expect(decodePathStrict("/%E9%94%90")).toBe("/锐");
    expect(decodePathStrict("/a/../b")).toBeNull();
    expect(decodePathStrict("/api/cpus/amd/%2F")).toBeNull();
    expect(decodePathStrict("/cpu/amd/a%2fb")).toBeNull();
  });
});
