// Search by what the computer says (#32): the processor's name pasted as Windows, lscpu or
// CPU-Z print it, into the header box (suggestions name it, Enter opens it) and into the home
// page's "What's in my computer?" (the paste opens its page at once); both languages, desktop
// and phone; without JavaScript a submitted brand string opens the processor too. axe finds
// nothing on the home page. Screenshots of the home box go to test-results/.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { axeViolations, violationSummary } from "../support/axe";
import { waitForHydration } from "../support/browser";
import { it, type OpenPage } from "../support/fixtures";
import { baseUrl } from "../support/http";

const BRAND = "Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz";
const LSCPU = [
  "Architecture:            x86_64",
  "  CPU op-mode(s):        32-bit, 64-bit",
  "Vendor ID:               AuthenticAMD",
  "  Model name:            AMD Ryzen 7 5800X 8-Core Processor",
  "    CPU family:          25",
].join("\n");

const CASES = [
  { locale: "zh", prefix: "", width: 1280 },
  { locale: "zh", prefix: "", width: 390 },
  { locale: "en", prefix: "/en", width: 1280 },
  { locale: "en", prefix: "/en", width: 390 },
] as const;
const LABELS = {
  zh: { header: "搜索处理器", mine: "电脑显示的处理器名称", heading: "我的电脑是什么处理器？" },
  en: {
    header: "Search processors",
    mine: "Processor name as your computer shows it",
    heading: "What's in my computer?",
  },
};

beforeAll(() => {
  mkdirSync("test-results", { recursive: true });
});

async function open(openPage: OpenPage, locale: "zh" | "en", width: number, path: string): Promise<Page> {
  // bypassCSP only lets the test inject axe; the CSP itself is tested in csp.test.ts.
  const page = await openPage({
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: locale === "en" ? "en-US" : "zh-CN",
    isMobile: width < 500,
    hasTouch: width < 500,
    bypassCSP: true,
  });
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  return page;
}

/**
 * A paste as the browser delivers it: a paste event carrying the text as clipboard data, sent
 * again until the box takes it (the suggest code loads right after hydration; before that the
 * browser's own paste would fill the plain box, which a synthetic event does not do).
 */
async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await expect
    .poll(
      () =>
        page.locator(selector).evaluate((input, pasted) => {
          const data = new DataTransfer();
          data.setData("text/plain", pasted);
          const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
          return !input.dispatchEvent(event);
        }, text),
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe.each(CASES)("$locale at $width px", ({ locale, prefix, width }) => {
  it("a brand string pasted into the header box is suggested first, marked for Enter, and Enter opens it", async ({
    openPage,
  }) => {
    const page = await open(openPage, locale, width, `${prefix}/lib`);
    const box = page.locator("header").getByRole("combobox", { name: LABELS[locale].header });
    await paste(page, "#site-search", BRAND);
    expect(await box.inputValue()).toBe(BRAND);
    const first = page.locator(".header-search .suggest-option").first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain("E5-2680 v4");
    expect(await first.locator(".suggest-enter").count()).toBe(1);
    await box.press("Enter");
    await page.waitForURL(new RegExp(`${prefix}/cpu/intel/xeon-e5-2680-v4$`));
  });

  it("a whole lscpu output pasted into “What's in my computer?” opens the processor's page", async ({ openPage }) => {
    const page = await open(openPage, locale, width, prefix || "/");
    const section = page.getByRole("region", { name: LABELS[locale].heading });
    expect(await section.isVisible()).toBe(true);
    await paste(page, "#mine-search", LSCPU);
    await page.waitForURL(new RegExp(`${prefix}/cpu/amd/ryzen-7-5800x$`), { timeout: 15_000 });
  });
});

describe("without JavaScript", () => {
  it.for([
    ["", "#mine-search", BRAND, "/cpu/intel/xeon-e5-2680-v4"],
    ["/en", "#mine-search", "AMD Ryzen 7 5800X 8-Core Processor", "/en/cpu/amd/ryzen-7-5800x"],
    ["/en", "#site-search, #home-search", "12th Gen Intel(R) Core(TM) i5-12400F", "/en/cpu/intel/core-i5-12400f"],
  ] as const)("%s %s: a submitted brand string opens the processor", async ([prefix, box, q, target], { openPage }) => {
    const page = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}${prefix || "/"}`);
    const input = page.locator(box).first();
    await input.fill(q);
    await input.press("Enter");
    await page.waitForURL(new RegExp(`${target}$`));
  });
});

describe("the home page with “What's in my computer?”", () => {
  it.for(["zh", "en"] as const)("%s: axe reports no violations", async (locale, { openPage }) => {
    const page = await open(openPage, locale, 1280, locale === "en" ? "/en" : "/");
    expect(violationSummary(await axeViolations(page))).toEqual([]);
  });
});

describe("the library shows how it read the search", () => {
  it("each specification and platform word is a removable chip; a chipset links its socket page", async ({
    openPage,
  }) => {
    const page = await open(openPage, "zh", 1280, `/lib?q=${encodeURIComponent("am5 8核 ryzen")}`);
    const chips = page.locator(".active-filters a");
    expect(await chips.allTextContents()).toEqual(["“ryzen” ×", "核心数: 8 ×", "接口: AM5 ×"]);
    await chips.nth(1).click();
    await page.waitForURL(/\/lib\?q=am5\+ryzen$/);
    const x99 = await open(openPage, "en", 1280, "/en/lib?q=x99");
    expect(await x99.locator(".active-filters a").allTextContents()).toEqual(["Chipset: X99 ×"]);
    expect(await x99.locator(".reading-notice a").getAttribute("href")).toBe("/en/socket/lga2011-3");
  });

  it("a code name we do not list says so, with the nearest generation we do", async ({ openPage }) => {
    const page = await open(openPage, "en", 1280, `/en/lib?q=${encodeURIComponent("nova lake")}`);
    expect(await page.locator(".unlisted-codename").textContent()).toMatch(/We do not list Nova Lake \(yet\)\..*Lake/);
  });
});
