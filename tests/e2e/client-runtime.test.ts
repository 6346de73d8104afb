import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

function countDocumentLoads(page: Page): { count: () => number } {
  let n = 0;
  page.on("load", () => n++);
  return { count: () => n };
}

async function routerNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}

describe("build-version check", () => {
  it("a new build id turns the next navigation into a full load, and the guard stops a loop", async ({ page }) => {
    await page.route("**/_app/builds/latest.json*", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ id: "a-newer-build", timestamp: Date.now() }),
      }),
    );
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/_app/builds/")) requests.push(r.url());
    });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    // The meta file is fetched about 1 s after idle.
    await expect
      .poll(() => requests.some((u) => /\/_app\/builds\/meta\/[\w-]+\.json$/.test(u)), { timeout: 5000 })
      .toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => requests.some((u) => /latest\.json\?t=\d+/.test(u))).toBe(true);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await page.waitForURL(`${baseUrl()}/en/lib`);
    await page.waitForLoadState("load");
    expect(await isSameDocument(page)).toBe(false);
    // Still "outdated" after the reload, but within 10 s the guard keeps navigation client-side.
    await waitForHydration(page);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => requests.filter((u) => u.includes("latest.json")).length).toBeGreaterThan(1);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${baseUrl()}/en`);
    expect(await isSameDocument(page)).toBe(true);
  });
});

describe("chunk failures and preloads", () => {
  it("a blocked route chunk reloads the page once", async ({ page }) => {
    await page.route(/\/assets\/lib-[\w-]+\.js$/, (route) => route.abort());
    const loads = countDocumentLoads(page);
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    expect(loads.count()).toBe(1);
    await routerNavigate(page, "/en/lib");
    await expect.poll(loads.count, { timeout: 5000 }).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(2);
  });

  it("a failed preload is reported and reloads once; the 10 s guard stops a loop", async ({ page, pageConsole }) => {
    const { errors } = pageConsole;
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await page.route(/\/assets\/lib-[\w-]+\.js$/, (route) => route.abort());
    const loads = countDocumentLoads(page);
    await page.evaluate(() =>
      (window as unknown as { __cpuAtlasPreloads: { preload: (p: string) => Promise<void> } }).__cpuAtlasPreloads
        .preload("/en/lib")
        .catch(() => {}),
    );
    await expect.poll(loads.count, { timeout: 5000 }).toBe(1);
    expect(errors.some((e) => e.includes("preload of /en/lib failed"))).toBe(true);
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { __cpuAtlasPreloads: { preload: (p: string) => Promise<void> } }).__cpuAtlasPreloads
        .preload("/en/lib")
        .catch(() => {}),
    );
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(1);
  });

  it("runs at most 5 route preloads at once and queues the rest", async ({ page }) => {
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await page.route(/\/assets\/cpu-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const samples = await page.evaluate(async () => {
      const q = (
        window as unknown as {
          __cpuAtlasPreloads: { preload: (p: string) => Promise<void>; inFlight: () => number; queued: () => number };
        }
      ).__cpuAtlasPreloads;
      const ids = [
        "ryzen-7-7800x3d",
        "ryzen-9-7950x",
        "ryzen-5-7600x",
        "ryzen-7-9800x3d",
        "ryzen-9-9950x",
        "ryzen-5-9600x",
        "epyc-9654",
        "ryzen-7-5800x3d",
      ];
      const all = Promise.all(ids.map((id) => q.preload(`/en/cpu/amd/${id}`)));
      const seen: Array<[number, number]> = [];
      const timer = setInterval(() => seen.push([q.inFlight(), q.queued()]), 20);
      await all;
      clearInterval(timer);
      return seen;
    });
    const maxInFlight = Math.max(...samples.map(([f]) => f));
    expect(maxInFlight).toBe(5);
    expect(Math.max(...samples.map(([, w]) => w))).toBe(3);
  });
});
