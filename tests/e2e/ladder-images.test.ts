// The ladder leaves the site as a picture (issue 26): Save image downloads the view's PNG in
// zh and en, Copy link copies the view's address (or shows it), and the preview images that
// pages name in og:image load.
import { readFile } from "node:fs/promises";
import { describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("ladder images in the browser", () => {
  it.for([
    ["/?segment=laptop", "保存图片（PNG）", "cpu-atlas-ladder-geekbench6-multi-laptop-all-score.png"],
    ["/en?segment=server&vendor=intel", "Save image (PNG)", "cpu-atlas-ladder-geekbench6-multi-server-intel-score.png"],
  ] as const)("%s: Save image downloads the view's PNG", async ([path, label, filename], { openPage }) => {
    const page = await openPage({ acceptDownloads: true, locale: path.startsWith("/en") ? "en-US" : "zh-CN" });
    await page.goto(`${baseUrl()}${path}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: label }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1520);
  });

  it("Copy link copies the view's address, or shows it when the clipboard refuses", async ({ openPage }) => {
    const page = await openPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/en?segment=laptop`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Copy link" }).click();
    await expect.poll(() => page.locator(".ladder-share [role=status]").textContent()).toBe("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/en?segment=laptop`);
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
    const shown = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => void dialog.accept().then(() => resolve(dialog.defaultValue()))),
    );
    await page.getByRole("link", { name: "Copy link" }).click();
    expect(await shown).toBe(`${baseUrl()}/en?segment=laptop`);
  });

  it.for(["/cpu/amd/ryzen-7-7800x3d", "/en/compare/ryzen-7-7800x3d-vs-ryzen-7-9800x3d", "/en/lib"])(
    "%s: the og:image loads as a 1200 x 630 picture",
    async (path, { page }) => {
      await page.goto(`${baseUrl()}${path}`);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
      // The tags name the public origin (SITE_ORIGIN); the picture is loaded from the server under test.
      const local = `${baseUrl()}${new URL(image!).pathname}`;
      const size = await page.evaluate(
        (src) =>
          new Promise<[number, number]>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
            img.onerror = () => reject(new Error(`${src} did not load`));
            img.src = src;
          }),
        local,
      );
      expect(size).toEqual([1200, 630]);
    },
  );
});
