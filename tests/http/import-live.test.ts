// The running server picks up an import without a restart: it serves the old data until
// the swap, then the new data version, and never a prerendered page built from older data.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueDbPath } from "#catalogue/paths";
import { BROWSER_UA } from "../support/http";
import { startServer, type RunningServer } from "../support/start-server";

let dir: string;
let db: string;
let server: RunningServer;
const get = (path: string) => fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
const readyVersion = async () => (await (await fetch(`${server.url}/readyz`)).text()).replace(/^ready /, "").trim();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cpu-atlas-live-"));
  db = join(dir, "catalogue.sqlite");
  copyFileSync(catalogueDbPath(), db);
  server = await startServer({ CATALOGUE_DB: db });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("an import while the server runs", () => {
  it("serves the new data version without a restart", async () => {
    const before = await readyVersion();
    expect((await get("/en/cpu/intel/itanium-9560")).status).toBe(404);
    // The seed's 6700K carries the Geekbench snapshot's figure, not the fixture's 1450.
    expect(await (await get("/en/cpu/intel/core-i7-6700k/_payload.json")).text()).not.toContain("1450");
    const prerendered = await get("/en/cpu/intel/core-i9-14900k/_payload.json");
    expect(prerendered.headers.get("etag")).toContain(before);

    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/import.ts",
        "tests/fixtures/import/intel-ark-live.csv",
        "tests/fixtures/import/geekbench6.json",
      ],
      {
        env: { ...process.env, CATALOGUE_DB: db },
        encoding: "utf8",
      },
    );
    expect(run.status, run.stderr).toBe(0);

    await new Promise((r) => setTimeout(r, 700)); // the connection rechecks the file every 500 ms
    const after = await readyVersion();
    expect(after).not.toBe(before);
    // A processor out of the seed's scope (an Itanium), new from the ARK file.
    const added = await get("/en/cpu/intel/itanium-9560");
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Itanium 9560");
    // The authored seed outranks an import: the 6700K keeps the snapshot's Geekbench figure.
    const page = await get("/en/cpu/intel/core-i7-6700k/_payload.json");
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("1450");
    // A page prerendered from the older data is no longer served as a file.
    expect((await get("/en/cpu/intel/core-i9-14900k/_payload.json")).headers.get("etag") ?? "").not.toContain(before);
  });
});
