import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isSameDocument, launchBrowser, markDocument, newPage, waitForHydration } from "../support/browser";

let browser: Browser;
const base = () => inject("baseUrl");
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function countDocumentLoads(page: Page): { count: () => number } {
  let n = 0;
  page.on("load", () => n++);
  return { count: () => n };
}

async function routerNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}

describe("build-version check", () => {
  it("a new build id turns the next navigation into a full load, and the guard stops a loop", async () => {
    const { context, page } = await newPage(browser);
    await page.route("**/_app/builds/latest.json*", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ id: "a-newer-build", timestamp: Date.now() }) }),
    );
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/_app/builds/")) requests.push(r.url());
    });
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    // The meta file is fetched about 1 s after idle.
    await expect.poll(() => requests.some((u) => /\/_app\/builds\/meta\/[\w-]+\.json$/.test(u)), { timeout: 5000 }).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => requests.some((u) => /latest\.json\?t=\d+/.test(u))).toBe(true);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await page.waitForURL(`${base()}/en/lib`);
    await page.waitForLoadState("load");
    expect(await isSameDocument(page)).toBe(false);
    // Still "outdated" after the reload, but within 10 s the guard keeps navigation client-side.
    await waitForHydration(page);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => requests.filter((u) => u.includes("latest.json")).length).toBeGreaterThan(1);
    await markDocument(page);
    await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${base()}/en`);
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe("chunk failures and preloads", () => {
  it("a blocked route chunk reloads the page once", async () => {
    const { context, page } = await newPage(browser);
    await page.route(/\/assets\/lib-[\w-]+\.js$/, (route) => route.abort());
    const loads = countDocumentLoads(page);
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    expect(loads.count()).toBe(1);
    await routerNavigate(page, "/en/lib");
    await expect.poll(loads.count, { timeout: 5000 }).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(2);
    await context.close();
  });

  it("a failed preload is reported and reloads once; the 10 s guard stops a loop", async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    await page.route(/\/assets\/lib-[\w-]+\.js$/, (route) => route.abort());
    const loads = countDocumentLoads(page);
    await page.evaluate(() => (window as unknown as { __cpuAtlasPreloads: { preload: (p: string) => Promise<void> } }).__cpuAtlasPreloads.preload("/en/lib").catch(() => {}));
    await expect.poll(loads.count, { timeout: 5000 }).toBe(1);
    expect(errors.some((e) => e.includes("preload of /en/lib failed"))).toBe(true);
    await waitForHydration(page);
    await page.evaluate(() => (window as unknown as { __cpuAtlasPreloads: { preload: (p: string) => Promise<void> } }).__cpuAtlasPreloads.preload("/en/lib").catch(() => {}));
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(1);
    await context.close();
  });

  it("runs at most 5 route preloads at once and queues the rest", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base()}/en`);
    await waitForHydration(page);
    await page.route(/\/assets\/cpu-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const samples = await page.evaluate(async () => {
      const q = (window as unknown as { __cpuAtlasPreloads: { preload: (p: string) => Promise<void>; inFlight: () => number; queued: () => number } }).__cpuAtlasPreloads;
      const ids = ["ryzen-7-7800x3d", "ryzen-9-7950x", "ryzen-5-7600x", "ryzen-7-9800x3d", "ryzen-9-9950x", "ryzen-5-9600x", "epyc-9654", "ryzen-7-5800x3d"];
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
    await context.close();
  });
});
