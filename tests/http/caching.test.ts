// The caching policy (common/http.ts), asserted at the HTTP level for one URL of each kind.
import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const SHORT = "public, max-age=60, stale-while-revalidate=600";
const DETAIL = "/en/cpu/amd/ryzen-7-7800x3d";

type Expected = { cacheControl: string; etag: boolean; vary?: string };

async function expectPolicy(path: string, status: number, expected: Expected, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  expect(res.status, path).toBe(status);
  expect(res.headers.get("cache-control"), path).toBe(expected.cacheControl);
  if (expected.etag) expect(res.headers.get("etag"), path).toMatch(/^W\/"[\x21\x23-\x7e]+"$/);
  else expect(res.headers.get("etag"), path).toBeNull();
  if (expected.vary) expect(res.headers.get("vary") ?? "", path).toContain(expected.vary);
  await res.arrayBuffer();
  return res;
}

async function assetPath(): Promise<string> {
  const html = await (await get("/en")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  return asset as string;
}

describe("caching policy, one URL of each kind", () => {
  const short: Expected = { cacheControl: SHORT, etag: true, vary: "Accept-Encoding" };
  const rows: Array<[kind: string, path: string, status: number, expected: Expected]> = [
    ["prerendered HTML", DETAIL, 200, short],
    ["rendered HTML", "/en/lib?q=7800x3d", 200, short],
    ["page with an unknown query", `${DETAIL}?x=1`, 200, short],
    ["rendered text file", "/robots.txt", 200, short],
    [".data", `${DETAIL}.data`, 200, short],
    ["_payload.json", `${DETAIL}/_payload.json`, 200, short],
    ["API JSON", "/api/cpus?vendor=amd", 200, short],
    ["CSV", "/api/cpus.csv?vendor=amd", 200, short],
    [
      "other static file",
      "/_app/builds/latest.json",
      200,
      { cacheControl: "no-cache", etag: true, vary: "Accept-Encoding" },
    ],
    ["rendered 404", "/en/cpu/amd/no-such-processor", 404, { cacheControl: "no-store", etag: false }],
    ["plain 404", "/assets/no-such-file.js", 404, { cacheControl: "no-store", etag: false }],
    ["API 400", "/api/cpus?page=0", 400, { cacheControl: "no-store", etag: false }],
    ["rendered 400", "/en/compare?ids=%%%", 400, { cacheControl: "no-store", etag: false }],
    ["route-rule redirect", "/lib/", 301, { cacheControl: "no-store", etag: false }],
    ["probe", "/healthz", 200, { cacheControl: "no-store", etag: false }],
  ];

  it.each(rows)("%s (%s)", async (_kind, path, status, expected) => {
    await expectPolicy(path, status, expected);
  });

  it("hashed assets are immutable", async () => {
    await expectPolicy(await assetPath(), 200, {
      cacheControl: "public, max-age=31536000, immutable",
      etag: true,
      vary: "Accept-Encoding",
    });
  });

  it("the locale redirect is not stored and varies on the locale inputs", async () => {
    const res = await expectPolicy("/", 302, { cacheControl: "no-store", etag: false }, { "Accept-Language": "en" });
    expect(res.headers.get("vary")).toContain("Accept-Language");
  });

  it("/lib and /lib?q= share one policy", async () => {
    const plain = await get("/en/lib");
    const searched = await get("/en/lib?q=ryzen");
    expect(plain.headers.get("cache-control")).toBe(SHORT);
    expect(searched.headers.get("cache-control")).toBe(plain.headers.get("cache-control"));
    expect(searched.headers.get("vary")).toBe(plain.headers.get("vary"));
  });
});

describe("revalidation with the policy's ETags", () => {
  it.each([
    ["prerendered HTML", DETAIL],
    ["page with an unknown query", `${DETAIL}?x=1`],
    [".data", `${DETAIL}.data`],
    ["API JSON", "/api/cpus?vendor=amd"],
  ])("%s answers 304 to its own tag, weak or strong, and 200 to another", async (_kind, path) => {
    const etag = (await get(path)).headers.get("etag") ?? "";
    for (const header of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const res = await get(path, { "If-None-Match": header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(SHORT);
      expect(await res.text()).toBe("");
    }
    expect((await get(path, { "If-None-Match": 'W/"stale"' })).status).toBe(200);
  });

  it("a tag is the same whatever the encoding (weak tags name the representation, not the bytes)", async () => {
    const br = await get(DETAIL, { "Accept-Encoding": "br" });
    const gzip = await get(DETAIL, { "Accept-Encoding": "gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(br.headers.get("etag")).toBe(gzip.headers.get("etag"));
  });
});

describe("encoding negotiation", () => {
  it.each([
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.9", "br"],
    ["br;q=0.1, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["br;q=0, gzip;q=0", null],
  ])("Accept-Encoding: %s → %s, for static files and rendered pages alike", async (accept, encoding) => {
    for (const path of [DETAIL, `${DETAIL}?x=1`]) {
      const res = await get(path, { "Accept-Encoding": accept });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-encoding"), path).toBe(encoding);
      await res.arrayBuffer();
    }
  });
});
