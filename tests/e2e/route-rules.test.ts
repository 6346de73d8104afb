import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { isSameDocument, markDocument, waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

const META = /\/_app\/builds\/meta\/[\w-]+\.json$/;

/** A client navigation, as a <Link> makes it. */
async function routerNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (p: string) => Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(path);
  }, to);
}

function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

describe("route rules on client navigations", () => {
  it("before the meta file, the server's answer to the data request redirects; a trailing slash loads the document", async ({
    page,
  }) => {
    await page.route(META, (route) => route.abort());
    const requests = requestsOf(page);
    // The meta file is asked for about 1 s after idle; refused, the browser has no rules.
    const metaAsked = page.waitForRequest((req) => META.test(new URL(req.url()).pathname), { timeout: 15_000 });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await metaAsked;
    await markDocument(page);
    await routerNavigate(page, "/en/cpu/AMD/Ryzen-7-7800X3D");
    await page.waitForURL(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await expect.poll(() => page.locator("h1").textContent()).toContain("7800X3D");
    expect(await isSameDocument(page)).toBe(true);
    expect(requests).toContain("/en/cpu/AMD/Ryzen-7-7800X3D.data");

    await routerNavigate(page, "/en/lib/");
    await page.waitForURL(`${baseUrl()}/en/lib`);
    await page.waitForLoadState("load");
    expect(await isSameDocument(page)).toBe(false);
    expect(requests).toContain("/en/lib/");
  });

  it("once the meta file has loaded, its rules redirect without asking the server", async ({ page }) => {
    const requests = requestsOf(page);
    const meta = page.waitForResponse((res) => META.test(new URL(res.url()).pathname) && res.ok(), { timeout: 10_000 });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    await (await meta).finished();
    await page.waitForTimeout(50); // the response parsed into rules
    await markDocument(page);
    await routerNavigate(page, "/en/cpu/AMD/Ryzen-7-7800X3D");
    await page.waitForURL(`${baseUrl()}/en/cpu/amd/ryzen-7-7800x3d`);
    await expect.poll(() => page.locator("h1").textContent()).toContain("7800X3D");
    await routerNavigate(page, "/en/lib/");
    await page.waitForURL(`${baseUrl()}/en/lib`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Processor library");
    expect(await isSameDocument(page)).toBe(true);
    expect(requests.filter((path) => /AMD|\/lib\/$/.test(path))).toEqual([]);
  });
});
