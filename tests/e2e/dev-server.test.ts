// npm run dev in Chromium: the pages load from Vite's sources under the same CSP as production
// (plus the HMR socket), hydrate, open Vite's HMR websocket, and ask for nothing that is missing
// (the build meta file included).
import { afterAll, beforeAll, describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { startDevServer, type RunningServer } from "../support/start-server";

let dev: RunningServer;
beforeAll(async () => {
  dev = await startDevServer();
}, 150_000);
afterAll(() => dev?.stop());

describe.skipIf(!!process.env.TEST_BASE_URL)("the dev server in a browser", () => {
  it("loads /en: hydrated, HMR connected, no CSP violation, no failed request", async ({ page, pageConsole }) => {
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const socket = page.waitForEvent("websocket", { timeout: 60_000 });
    const res = await page.goto(`${dev.url}/en`, { waitUntil: "load", timeout: 90_000 });
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    expect((await socket).url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
    // The build meta file is fetched about a second after idle.
    await page.waitForResponse((r) => r.url().includes("/_app/builds/meta/"), { timeout: 30_000 });
    expect([...pageConsole.errors, ...failed]).toEqual([]);
  });
});
