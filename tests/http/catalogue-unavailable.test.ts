import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "../support/http";
import { startServer, type RunningServer } from "../support/start-server";

const MISSING = "/tmp/cpu-atlas-no-such-catalogue.sqlite";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ CATALOGUE_DB: MISSING });
});
afterAll(() => server?.stop());

describe("a missing catalogue", () => {
  it("answers 503 with Retry-After on data pages, never a stale prerendered page", async () => {
    for (const path of ["/en", "/en/lib", "/en/cpu/amd/ryzen-7-7800x3d", "/en/cpu/amd/ryzen-7-7800x3d/_payload.json"]) {
      const res = await fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("30");
      expect(await res.text()).not.toMatch(/SqliteError|node_modules|\/work\//);
    }
  });

  it("fails /readyz but stays alive, and creates no empty database", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(existsSync(MISSING)).toBe(false);
  });
});
