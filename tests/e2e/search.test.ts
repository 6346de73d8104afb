// The home search's Enter (#15): with exactly one suggestion, or one the text names exactly,
// Enter opens that processor and the hint says so; a typo still finds it.
import { describe, expect } from "vitest";
import { waitForHydration } from "../support/browser";
import { it } from "../support/fixtures";
import { baseUrl } from "../support/http";

describe("home search: Enter opens", () => {
  it("the exact model match among several suggestions, and the hint names it (en)", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search processors" });
    const hint = page.locator("#home-search-hint");
    expect(await hint.textContent()).toBe("Type a model; arrows to choose, Enter to open, Esc to close");
    await box.pressSequentially("i7 14700k", { delay: 20 });
    await expect
      .poll(() => hint.textContent(), { timeout: 10_000 })
      .toBe("Enter opens Core i7-14700K; arrows to choose another, Esc to close");
    expect(await page.locator(".home-search .suggest-option").count()).toBeGreaterThan(1);
    // The list covers the hint, so the option Enter opens says so too.
    expect(await page.locator(".home-search .suggest-enter").count()).toBe(1);
    expect(
      await page.locator(".home-search .suggest-option", { has: page.locator(".suggest-enter") }).textContent(),
    ).toContain("Core i7-14700K");
    await box.press("Enter");
    await page.waitForURL(/\/en\/cpu\/intel\/core-i7-14700k$/);
  });

  it("the only suggestion, even for a misspelt word (zh)", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "搜索处理器" });
    await box.fill("thredripper 7980");
    await expect
      .poll(() => page.locator("#home-search-hint").textContent(), { timeout: 10_000 })
      .toBe("回车打开 锐龙 Threadripper 7980X；方向键选择其他，Esc 关闭");
    expect(await page.locator(".home-search .suggest-option").count()).toBe(1);
    await box.press("Enter");
    await page.waitForURL(/\/cpu\/amd\/ryzen-threadripper-7980x$/);
  });

  it("nothing when no suggestion is named exactly: the hint stays and Enter searches the library", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await page.goto(`${baseUrl()}/en`);
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search processors" });
    await box.fill("7600");
    await expect
      .poll(() => page.locator(".home-search .suggest-option").count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    expect(await page.locator("#home-search-hint").textContent()).toBe(
      "Type a model; arrows to choose, Enter to open, Esc to close",
    );
    await box.press("Enter");
    await page.waitForURL(/\/en\/lib\?q=7600$/);
  });
});
