// Every kind of route walked through a catalogue that goes corrupt, then missing, then back,
// under one running server: data routes answer 503 with Retry-After (never a 500, never a
// stale page), /readyz fails, and once the file is back everything answers 200 again.
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueDbPath } from "#catalogue/paths";
import { BROWSER_UA } from "../support/http";
import { startServer, type RunningServer } from "../support/start-server";

// Three ids: two would be redirected (301) to their head-to-head page, listed on its own below.
const IDS = "amd/ryzen-7-7800x3d,intel/core-i7-14700k,intel/core-i9-14900k";
/** [path, extra request headers]: one of each route kind that reads the catalogue. */
const DATA_ROUTES: [string, Record<string, string>][] = [
  ["/", {}],
  ["/en", {}],
  ["/lib", {}],
  ["/en/lib?q=ryzen&vendor=amd", {}],
  ["/cpu/amd/ryzen-7-7800x3d", {}],
  ["/en/cpu/intel/core-i7-14700k", {}],
  [`/compare?ids=${IDS}`, {}],
  [`/en/compare?ids=${IDS}`, { Accept: "*/*" }],
  [`/en/compare?ids=${IDS}`, { Accept: "*/*", "If-None-Match": 'W/"anything"' }],
  [`/en/compare.data?ids=${IDS}`, {}],
  ["/compare/core-i7-14700k-vs-ryzen-7-7800x3d", {}],
  ["/en/compare/core-i7-14700k-vs-ryzen-7-7800x3d/_payload.json", {}],
  ["/socket/am5", {}],
  ["/en/socket/lga1700/_payload.json", {}],
  ["/en/upgrade?from=intel/core-i3-8100", {}],
  ["/_payload.json", {}],
  ["/en/lib/_payload.json", {}],
  ["/cpu/amd/ryzen-7-7800x3d/_payload.json", {}],
  ["/en/cpu/amd/ryzen-7-7800x3d.data", {}],
  ["/en/lib.data?q=ryzen", {}],
  ["/_root.data", {}],
  ["/api/cpus", {}],
  ["/api/cpus?q=7800x3d&sort=score", {}],
  ["/api/cpus.csv?vendor=amd", {}],
  ["/api/cpus/amd/ryzen-7-7800x3d", {}],
  ["/api/suggest?q=ryzen", {}],
  ["/sitemap.xml", {}],
  ["/ladder.png", {}],
  ["/en/ladder.svg?segment=laptop", {}],
  ["/og/cpu/amd/ryzen-7-7800x3d.png", {}],
  ["/en/og/compare/core-i7-14700k-vs-ryzen-7-7800x3d.png", {}],
  ["/og/site.png", {}],
];
/** Routes whose answer does not depend on the catalogue. */
const DATALESS_ROUTES: [string, number][] = [
  ["/robots.txt", 200],
  ["/healthz", 200],
  ["/api/no-such-endpoint", 404],
];

let dir: string;
let db: string;
let original: Buffer;
let server: RunningServer;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER_UA, ...headers } });
const settle = () => new Promise((r) => setTimeout(r, 700)); // the server rechecks the file every 500 ms

async function walk(): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  for (const [path, headers] of DATA_ROUTES) {
    const res = await get(path, headers);
    const body = await res.text();
    const key = `${path} ${JSON.stringify(headers)}`;
    statuses.set(key, res.status);
    if (res.status === 503) {
      expect(res.headers.get("retry-after"), key).toBe("30");
      expect(body, key).not.toMatch(/SqliteError|SQLITE_|node_modules|\/tmp\/|at .*\.js:\d+/);
    }
  }
  for (const [path, status] of DATALESS_ROUTES) expect((await get(path)).status, path).toBe(status);
  return statuses;
}

async function expectDegraded(): Promise<void> {
  await settle();
  for (const [route, status] of await walk()) expect(status, route).toBe(503);
  expect((await get("/readyz")).status).toBe(503);
}

async function expectServing(): Promise<void> {
  await settle();
  for (const [route, status] of await walk()) expect(status, route).toBe(200);
  expect((await get("/readyz")).status).toBe(200);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cpu-atlas-degraded-"));
  db = join(dir, "catalogue.sqlite");
  copyFileSync(catalogueDbPath(), db);
  original = readFileSync(db);
  server = await startServer({ CATALOGUE_DB: db });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("every route kind through corrupt → missing → restored", { timeout: 60_000 }, () => {
  it("serves everything while the catalogue is good (and fills the caches)", async () => {
    await expectServing();
    await expectServing(); // the second walk is answered from the render cache and the response memo
  });

  it("answers 503 with Retry-After everywhere once the file is corrupt", async () => {
    writeFileSync(db, randomBytes(original.length));
    await expectDegraded();
  });

  it("still 503 once the file is removed, and creates no empty database", async () => {
    rmSync(db);
    await expectDegraded();
    expect(() => readFileSync(db)).toThrow();
  });

  it("serves the restored file without a restart", async () => {
    writeFileSync(db, original);
    await expectServing();
  });
});
