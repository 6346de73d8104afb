// A damaged, truncated or locked catalogue: data pages answer 503 with Retry-After,
// /readyz fails, no empty database appears, and the server recovers once the file is
// back. An import killed half-way leaves the live file as it was.
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueDbPath } from "#catalogue/paths";
import { BROWSER_UA } from "../support/http";
import { startServer, type RunningServer } from "../support/start-server";

let dir: string;
let db: string;
let original: Buffer;
let server: RunningServer;
const SSR_PAGE = "/en/lib?q=ryzen&vendor=amd"; // not prerendered: rendered from the database
const get = (path: string) => fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
const settle = () => new Promise((r) => setTimeout(r, 700)); // the server rechecks the file every 500 ms
const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

let fresh = 0;
async function expectUnavailable(): Promise<void> {
  // A page not rendered before: one kept in memory may still be served while the file is locked.
  const page = await get(`${SSR_PAGE}&t=${++fresh}`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("30");
  expect(await page.text()).not.toMatch(/SqliteError|SQLITE_|node_modules|\/tmp\//);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

async function expectRecovered(): Promise<void> {
  await settle();
  expect((await get(SSR_PAGE)).status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cpu-atlas-faults-"));
  db = join(dir, "catalogue.sqlite");
  copyFileSync(catalogueDbPath(), db);
  original = readFileSync(db);
  server = await startServer({ CATALOGUE_DB: db });
  expect((await get(SSR_PAGE)).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("database faults", () => {
  it("a file of random bytes", async () => {
    writeFileSync(db, randomBytes(original.length));
    await settle();
    await expectUnavailable();
    writeFileSync(db, original);
    await expectRecovered();
  });

  it("a truncated file", async () => {
    truncateSync(db, Math.floor(original.length / 3));
    await settle();
    await expectUnavailable();
    writeFileSync(db, original);
    await expectRecovered();
  });

  it("a file locked by another writer", async () => {
    const writer = new Database(db);
    writer.exec("BEGIN EXCLUSIVE");
    try {
      await expectUnavailable();
    } finally {
      writer.exec("ROLLBACK");
      writer.close();
    }
    await expectRecovered();
  });

  it("a missing file: 503, and no empty database is created", async () => {
    rmSync(db);
    await settle();
    await expectUnavailable();
    expect(() => statSync(db)).toThrow();
    writeFileSync(db, original);
    await expectRecovered();
  });

  it("an import killed half-way (kill -9) leaves the live file unchanged", { timeout: 60_000 }, async () => {
    const before = sha(db);
    const inputs = [
      "tests/fixtures/import/intel-ark.csv",
      "tests/fixtures/import/techpowerup.csv",
      "tests/fixtures/import/passmark.csv",
    ];
    for (const delayMs of [150, 400, 700]) {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/import.ts", ...inputs], {
        env: { ...process.env, CATALOGUE_DB: db },
        stdio: "ignore",
      });
      const exited = new Promise((r) => child.once("exit", r));
      await new Promise((r) => setTimeout(r, delayMs));
      child.kill("SIGKILL");
      await exited;
      const after = sha(db);
      // Either the import had not swapped yet (unchanged) or it had completed: never a half-written file.
      if (after !== before) {
        const check = new Database(db, { readonly: true });
        expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
        check.close();
        writeFileSync(db, original);
      }
    }
    await expectRecovered();
  });
});
