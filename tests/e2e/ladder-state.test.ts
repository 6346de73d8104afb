// Issue 30 in the browser: the low-confidence switch follows the URL after client navigation and
// is kept by the next change; a page of another site embeds the ladder PNG and a card (the
// pictures are Cross-Origin-Resource-Policy: cross-origin); at 390 px each ladder row is the
// name above a bar as wide as the row.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("the ladder's low-confidence switch", () => {
  it("is ticked after the notice's link, and kept when the vendor changes", async ({ openPage }) => {
    const page = await openPage({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/?segment=server`);
    await waitForHydration(page);
    const box = page.getByRole("checkbox", { name: "包含低置信度成绩" });
    expect(await box.isChecked()).toBe(false);
    await page.getByRole("link", { name: "包含它们" }).click();
    await page.waitForURL(/lowConfidence=1/);
    await expect.poll(() => box.isChecked()).toBe(true);
    await page.getByRole("combobox", { name: "厂商" }).selectOption("amd");
    await page.waitForURL(/vendor=amd/);
    expect(new URL(page.url()).searchParams.get("lowConfidence")).toBe("1");
    await expect.poll(() => box.isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("vendor"));
    await expect.poll(() => box.isChecked()).toBe(true);
  });
});

describe("pictures on another site", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    server = createServer((_, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><title>forum</title>` +
          `<img id="ladder" src="${baseUrl()}/ladder.png?segment=server">` +
          `<img id="card" src="${baseUrl()}/og/cpu/intel/xeon-e5-2680-v4.png">` +
          `<img id="pair" src="${baseUrl()}/en/og/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d.png">`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("embeds the ladder PNG (2x) and the cards from the site's own origin", async ({ page }) => {
    expect(new URL(origin).origin).not.toBe(new URL(baseUrl()).origin);
    const blocked: string[] = [];
    page.on("requestfailed", (request) => blocked.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(`${origin}/`);
    const sizes = await page.evaluate(async () => {
      const images = [...document.images];
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      return images.map((img) => [img.id, img.naturalWidth, img.naturalHeight] as const);
    });
    expect(blocked).toEqual([]);
    expect(sizes[0]![1]).toBeGreaterThanOrEqual(1500);
    expect(sizes.slice(1)).toEqual([
      ["card", 1200, 630],
      ["pair", 1200, 630],
    ]);
  });
});

describe("the ladder at 390 px", () => {
  it.for(["zh-CN", "en-US"] as const)(
    "%s: each row is the rank and name above a full-width bar",
    async (locale, { openPage }) => {
      const page = await openPage({ locale, viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl()}${locale === "en-US" ? "/en" : "/"}`);
      await waitForHydration(page);
      expect(await page.locator(".ladder-body .chart").isVisible()).toBe(false);
      const rows = page.locator(".ladder-table tbody tr");
      expect(await rows.count()).toBeGreaterThanOrEqual(10);
      const first = rows.first();
      const name = (await first.locator("th a").boundingBox())!;
      const bar = (await first.locator(".ladder-row-bar").boundingBox())!;
      // The first place is the longest bar: the row's width but for the rank column, below the name.
      const row = (await first.boundingBox())!;
      expect(bar.width).toBeGreaterThan(row.width * 0.75);
      expect(bar.width).toBeGreaterThan(250);
      expect(bar.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
      const tenth = (await rows.nth(9).locator(".ladder-row-bar").boundingBox())!;
      expect(tenth.width).toBeLessThanOrEqual(bar.width);
      expect(tenth.width).toBeGreaterThan(bar.width * 0.5);
      // Nothing runs off the side of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
  );
});
