// The kept header block must be byte for byte what node:http's writeHead sends, for every kind
// of request: the same raw requests go to a server answering with writeHead and to one
// answering with keepHead (falling back to writeHead where it declines), and the answers are
// compared as bytes, but for the Date.
import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headText, keepHead } from "./kept-head";

const HEAD = [
  "Content-Security-Policy",
  "default-src 'none'; script-src 'self' 'sha256-opRjTqQ1E5eUpc4SE9v3YoU5wuVpgtqT7zsobCj245Q='",
  "Content-Type",
  "text/html; charset=utf-8",
  "ETag",
  'W/"abc"',
  "Content-Length",
  "5",
];
const OWN = ["X-Request-Id", "req-1"];
const BODY = Buffer.from("hello");

function answer(res: ServerResponse, kept: boolean, status: number): void {
  const head = status === 304 ? HEAD.slice(0, -2) : HEAD;
  if (!kept || !keepHead(res, status, headText(status, head), OWN)) res.writeHead(status, head.concat(OWN));
  res.end(status === 304 ? undefined : BODY);
}

function serve(kept: boolean): Promise<Server> {
  const server = createServer({ keepAliveTimeout: 5_000 }, (req, res) =>
    answer(res, kept, req.headers["if-none-match"] ? 304 : 200),
  );
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/** Sends raw request bytes and collects everything until the server closes or 300 ms of quiet. */
function exchange(server: Server, raw: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let text = "";
    let quiet = setTimeout(() => socket.destroy(), 300);
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      clearTimeout(quiet);
      quiet = setTimeout(() => socket.destroy(), 300);
    });
    socket.on("close", () => done(text.replace(/^Date: .*$/gm, "Date: (now)")));
    socket.on("error", fail);
  });
}

const GET = "GET / HTTP/1.1\r\nHost: a\r\n\r\n";
const REQUESTS: Record<string, string> = {
  "HTTP/1.1 keep-alive": GET,
  "two requests on one connection (pipelined)": GET + GET,
  HEAD: "HEAD / HTTP/1.1\r\nHost: a\r\n\r\n",
  "a 304": "GET / HTTP/1.1\r\nHost: a\r\nIf-None-Match: x\r\n\r\n",
  "Connection: close": "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
  "HTTP/1.0": "GET / HTTP/1.0\r\n\r\n",
  "HTTP/1.0 with keep-alive": "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
  "Expect: 100-continue": "GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n",
};

describe("keepHead", () => {
  let plain: Server;
  let kept: Server;
  beforeAll(async () => {
    [plain, kept] = await Promise.all([serve(false), serve(true)]);
  });
  afterAll(() => {
    plain.close();
    kept.close();
  });

  for (const [name, raw] of Object.entries(REQUESTS)) {
    it(`sends what writeHead sends: ${name}`, async () => {
      const [expected, actual] = await Promise.all([exchange(plain, raw), exchange(kept, raw)]);
      expect(expected).toMatch(/^HTTP\/1\.1 (100 Continue\r\n\r\nHTTP\/1\.1 )?(200|304)/);
      expect(actual).toBe(expected);
    });
  }

  it("is used for a plain keep-alive request, and declines when node:http would close the connection", async () => {
    const used: boolean[] = [];
    const server = createServer({ keepAliveTimeout: 5_000 }, (_req, res) => {
      used.push(keepHead(res, 200, headText(200, HEAD), OWN));
      if (!res.headersSent && !used.at(-1)) res.writeHead(200, HEAD);
      res.end(BODY);
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    await exchange(server, GET);
    await exchange(server, "GET / HTTP/1.0\r\n\r\n");
    await exchange(server, "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    server.close();
    expect(used).toEqual([true, false, false]);
  });

  it("refuses a header value node:http would refuse", () => {
    expect(() => headText(200, ["X-Bad", "a\r\nInjected: 1"])).toThrow();
    expect(() => headText(200, ["Bad Name", "a"])).toThrow();
  });
});
