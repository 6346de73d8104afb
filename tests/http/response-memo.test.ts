// The fast path (server/response-memo.ts): an answer remembered from memory must be the same
// answer the full pipeline gives, and everything that could change it still takes the long way.
import { describe, expect, inject, it } from "vitest";
import { LOCALE_COOKIE } from "#common/locale";
import { BROWSER_UA, get } from "../support/http";
import { rawRequest, type RawResponse } from "../support/raw-http";

const port = () => Number(new URL(inject("baseUrl")).port);
const DETAIL = "/en/cpu/intel/core-i9-14900k";

function request(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  const lines = Object.entries({ Host: "localhost", "User-Agent": BROWSER_UA, ...headers }).map(
    ([k, v]) => `${k}: ${v}\r\n`,
  );
  return rawRequest(port(), `${method} ${target} HTTP/1.1\r\n${lines.join("")}Connection: close\r\n\r\n`);
}

/** Headers without those written afresh for each response: Node's date and connection, and the request id. */
const PER_RESPONSE = new Set(["date", "connection", "x-request-id"]);
const stable = (res: RawResponse) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.has(name)));

async function assetPath(): Promise<string> {
  const html = await (await get(DETAIL)).text();
  const path = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
  if (!path) throw new Error("no stylesheet in the page");
  return path;
}

describe("answers remembered for the fast path", () => {
  it("are the same headers and body as the long way, for each encoding", async () => {
    const targets = [DETAIL, await assetPath(), `/en/lib?q=ryzen&memo=${Date.now()}`];
    for (const target of targets) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const answers = [];
        // The first may render (no cache header yet); the second is a hit the long way; the third comes from the memo.
        for (let i = 0; i < 3; i++) answers.push(await request(target, { "Accept-Encoding": encoding }));
        const [, longWay, remembered] = answers as [RawResponse, RawResponse, RawResponse];
        expect(remembered.status, `${target} ${encoding}`).toBe(200);
        expect(stable(remembered), `${target} ${encoding}`).toEqual(stable(longWay));
        expect(remembered.body).toBe(longWay.body);
        expect(remembered.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      }
    }
  });

  it("keep HSTS apart: a secure request behind a trusted proxy is not answered with a plain one's headers", async () => {
    // The test server does not trust proxies: X-Forwarded-Proto must change nothing, memo or not.
    await request(DETAIL);
    const forwarded = await request(DETAIL, { "X-Forwarded-Proto": "https" });
    expect(forwarded.headers["strict-transport-security"]).toBeUndefined();
  });

  it("still redirect by locale on unprefixed pages", async () => {
    const target = `/lib?memo=${Date.now()}`;
    for (let i = 0; i < 3; i++) expect((await request(target)).status).toBe(200);
    const english = await request(target, { Cookie: `${LOCALE_COOKIE}=en` });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe(`/en${target}`);
    const preferred = await request(target, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(preferred.status).toBe(302);
  });

  it("leave conditional, HEAD and bad requests to the long way", async () => {
    const first = await request(DETAIL, { "Accept-Encoding": "br" });
    await request(DETAIL, { "Accept-Encoding": "br" });
    const etag = first.headers.etag as string;
    expect((await request(DETAIL, { "Accept-Encoding": "br", "If-None-Match": etag })).status).toBe(304);
    const head = await request(DETAIL, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body).toBe("");
    expect((await request(DETAIL, { Host: "bad host!" })).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`X-Filler-${i}`, "1"]));
    expect((await request(DETAIL, many)).status).toBe(431);
    expect((await request(DETAIL, {}, "POST")).status).toBe(405);
  });
});
