// Property test: generated paths, queries, cookies and headers sent to the running server.
// Whatever arrives, the answer is a deliberate status (never 5xx), fast, without leaks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/http";
import { rawRequest } from "../support/raw-http";

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/work\/|SqliteError|TypeError|ReferenceError|better-sqlite3/;
const port = () => Number(new URL(baseUrl()).port);

const known = fc.constantFrom(
  "",
  "en",
  "lib",
  "en/lib",
  "cpu",
  "cpu/amd",
  "cpu/intel",
  "cpu/amd/ryzen-7-7800x3d",
  "cpu/intel/core-i9-14900k",
  "api",
  "api/cpus",
  "_payload.json",
  "assets",
  "_app",
  "__manifest",
  "compare",
  "sitemap.xml",
  "robots.txt",
);
const junkChar = fc.constantFrom(
  "%",
  "%2",
  "%ZZ",
  "%00",
  "%2e",
  "%2f",
  "%C0%AF",
  "%E0%A4%A",
  "..",
  ".",
  "~",
  "'",
  '"',
  "<",
  ">",
  "{",
  "}",
  "|",
  "^",
  "`",
  "é",
  "锐龙",
  "+",
  ";",
  "=",
  "&",
  "#",
  ":",
  "@",
  "!",
  "$",
  "*",
  "(",
  ")",
);
const segment = fc.oneof(
  { arbitrary: known, weight: 6 },
  { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,70}$/), weight: 2 },
  {
    arbitrary: fc
      .array(fc.oneof(junkChar, fc.stringMatching(/^[A-Za-z0-9]{0,4}$/)), { maxLength: 8 })
      .map((parts) => parts.join("")),
    weight: 1,
  },
);
const path = fc
  .array(segment, { minLength: 0, maxLength: 4 })
  .chain((segs) =>
    fc.constantFrom("", "/", ".data", "/_payload.json", ".json").map((suffix) => `/${segs.join("/")}${suffix}`),
  );
const param = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      "q",
      "vendor",
      "segment",
      "sort",
      "dir",
      "page",
      "pageSize",
      "ids",
      "test",
      "_data",
      "__proto__",
      "v",
      "index",
    ),
    fc.stringMatching(/^[a-zA-Z_[\]]{1,12}$/),
  ),
  fc.oneof(
    fc.stringMatching(/^[a-z0-9]{0,12}$/),
    fc.array(junkChar, { maxLength: 6 }).map((c) => c.join("")),
    fc.integer().map(String),
  ),
);
const query = fc
  .array(param, { maxLength: 8 })
  .map((ps) => (ps.length ? `?${ps.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);
const headers = fc.record({
  cookie: fc.option(
    fc.oneof(
      fc.constantFrom("i18n_redirected=en", "i18n_redirected=zh", "i18n_redirected=", "i18n_redirected=%ZZ"),
      headerValue,
    ),
    { nil: undefined },
  ),
  acceptLanguage: fc.option(fc.oneof(fc.constantFrom("en", "zh-CN", "en-US,en;q=0.9", "*", "fr;q=abc"), headerValue), {
    nil: undefined,
  }),
  userAgent: fc.option(fc.oneof(fc.constantFrom("Googlebot/2.1", "curl/8", "Mozilla/5.0 Chrome/156"), headerValue), {
    nil: undefined,
  }),
  method: fc.constantFrom("GET", "GET", "GET", "GET", "GET", "GET", "HEAD", "POST", "OPTIONS"),
});

describe("generated requests", () => {
  it(`${RUNS} cases: never a 5xx, a leak or a hang`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(path, query, headers, async (p, q, h) => {
        const lines = [`${h.method} ${p}${q} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
        if (h.cookie !== undefined) lines.push(`Cookie: ${h.cookie}`);
        if (h.acceptLanguage !== undefined) lines.push(`Accept-Language: ${h.acceptLanguage}`);
        if (h.userAgent !== undefined) lines.push(`User-Agent: ${h.userAgent}`);
        const res = await rawRequest(port(), `${lines.join("\r\n")}\r\n\r\n`, 5000);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${p}${q}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${p}${q}`).toBeLessThan(500);
        expect(res.body, `${p}${q}`).not.toMatch(LEAKS);
      }),
      { numRuns: RUNS },
    );
    console.log(`fuzz: ${RUNS} requests by status`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
  }, 600_000);
});
