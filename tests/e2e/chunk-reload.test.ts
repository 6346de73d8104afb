// After a deploy the old hashed chunks are gone: a click on a link whose route module no
// longer loads ends in exactly one full load, of the page the user was going to.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it, watchConsole } from "../support/fixtures";
import { baseUrl } from "../support/http";

/** The route module of a route, as the build's manifest names it. */
function routeModuleUrl(page: Page, routeId: string): Promise<string> {
  return page.evaluate((id) => {
    const manifest = (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
      .__reactRouterManifest;
    return new URL(manifest.routes[id]!.module, location.href).href;
  }, routeId);
}

/** The URL of each document loaded from now on. */
function watchLoads(page: Page) {
  const loaded: string[] = [];
  page.on("load", () => loaded.push(page.url()));
  return { loaded, count: () => loaded.length };
}

describe("a route chunk that fails during a client navigation", () => {
  it("loads the destination in full, once, and the click is not lost", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US" });
    const { errors } = await watchConsole(page);
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    const libModule = await routeModuleUrl(page, "en-lib");
    // Gone from the server until the new document asks for the new build's files.
    let gone = true;
    await page.route(libModule, (route) =>
      gone ? route.fulfill({ status: 404, body: "Not Found" }) : route.continue(),
    );
    const loads = watchLoads(page);
    page.on("request", (r) => {
      if (r.resourceType() === "document" && r.url() === `${baseUrl()}/en/lib`) gone = false;
    });

    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await page.waitForURL(`${baseUrl()}/en/lib`);
    await expect.poll(loads.count, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1500); // a second load (React Router's own reload) would come by now
    expect(loads.loaded).toEqual([`${baseUrl()}/en/lib`]);
    expect(page.url()).toBe(`${baseUrl()}/en/lib`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/librar/i);
    expect(errors.some((e) => e.includes("failed to load") || e.includes("preload of /en/lib failed"))).toBe(true);
  });
});
