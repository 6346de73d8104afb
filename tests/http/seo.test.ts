import { describe, expect, it } from "vitest";
import { BROWSER_UA, CRAWLER_UA, get } from "../support/http";
import { internalLinks, jsonLdBlocks, linkHref } from "../support/html";

const ORIGIN = "https://cpu-atlas.example";
/** The compare page is issue #6; its links are checked there. */
const NOT_YET_BUILT = /^\/(en\/)?compare(\?|$)/;
const PAIR_PAGE = /^\/(en\/)?compare\/[a-z0-9-]+-vs-[a-z0-9-]+$/;

async function sitemapLocs(): Promise<string[]> {
  const xml = await (await get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe("sitemap.xml and robots.txt", () => {
  it("sitemap.xml lists every page in both locales with hreflang alternates", async () => {
    const res = await get("/sitemap.xml", { "Accept-Language": "en" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("vary") ?? "").not.toMatch(/Accept-Language/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/en/lib`);
    expect(locs).toContain(`${ORIGIN}/cpu/amd/ryzen-7-7800x3d`);
    expect(locs).toContain(`${ORIGIN}/en/cpu/intel/core-i9-14900k`);
    expect(locs.filter((l) => l?.includes("/en/")).length * 2).toBeGreaterThan(locs.length - 4);
    expect(xml.match(/<url>/g)?.length).toBe(locs.length);
    expect(xml.match(/hreflang="zh-CN"/g)?.length).toBe(locs.length);
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(locs.length);
  });

  it("is built from SITE_ORIGIN, never from the Host", async () => {
    const xml = await (await get("/sitemap.xml", { Host: "evil.example", "X-Forwarded-Host": "evil.example" })).text();
    expect(xml).not.toContain("evil.example");
    const robots = await (await get("/robots.txt", { Host: "evil.example" })).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("robots.txt points to the sitemap and is never locale-redirected", async () => {
    for (const ua of [BROWSER_UA, CRAWLER_UA]) {
      const res = await get("/robots.txt", { "User-Agent": ua, "Accept-Language": "en", Cookie: "i18n_redirected=en" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      const body = await res.text();
      expect(body).toMatch(/^User-agent: \*$/m);
      expect(body).toMatch(/^Sitemap: https:\/\/cpu-atlas\.example\/sitemap\.xml$/m);
    }
  });
});

describe("crawl of the sitemap", () => {
  it("every listed page answers 200 with lang, canonical, hreflang, JSON-LD, a spec sheet and its _payload.json; no internal link is broken", async () => {
    const locs = await sitemapLocs();
    expect(locs.length).toBeGreaterThan(100);
    const linked = new Set<string>();
    const failures: string[] = [];
    await eachLimited(locs, 8, async (loc) => {
      const path = loc.slice(ORIGIN.length) || "/";
      const en = path === "/en" || path.startsWith("/en/");
      const res = await get(path, { "User-Agent": CRAWLER_UA });
      if (res.status !== 200) return void failures.push(`${path}: ${res.status}`);
      const html = await res.text();
      const problems = [
        html.includes(`<html lang="${en ? "en-US" : "zh-CN"}"`) ? null : "lang",
        linkHref(html, "canonical") === loc ? null : "canonical",
        linkHref(html, "alternate", "zh-CN") && linkHref(html, "alternate", "en-US") ? null : "hreflang",
      ];
      if (path.includes("/cpu/")) {
        const ld = jsonLdBlocks(html) as Array<{ "@type"?: string }>;
        problems.push(
          ld.some((b) => b["@type"] === "Product") && ld.some((b) => b["@type"] === "BreadcrumbList")
            ? null
            : "json-ld",
        );
        problems.push(
          /<table class="spec-table"[^>]*><caption>[^<]+<\/caption><tbody><tr>/.test(html) ? null : "spec sheet",
        );
        problems.push(/<svg /.test(html) ? null : "chart");
        const payload = await get(`${path}/_payload.json`);
        problems.push(
          payload.status === 200 && typeof ((await payload.json()) as { cpu?: unknown }).cpu === "object"
            ? null
            : "_payload.json",
        );
      }
      for (const p of problems) if (p) failures.push(`${path}: ${p}`);
      for (const link of internalLinks(html)) linked.add(link);
    });
    const sitemapPaths = new Set(locs.map((l) => l.slice(ORIGIN.length) || "/"));
    const extra = [...linked].filter((l) => !sitemapPaths.has(l) && !NOT_YET_BUILT.test(l));
    await eachLimited(extra, 8, async (link) => {
      // Detail pages link thousands of head-to-head pairs: their payload (the same loader,
      // without rendering charts) shows the link resolves.
      const target = PAIR_PAGE.test(link) ? `${link}/_payload.json` : link;
      const res = await get(target, { "User-Agent": CRAWLER_UA });
      if (res.status >= 400 || (target !== link && res.status !== 200)) failures.push(`link ${link}: ${res.status}`);
    });
    expect(failures).toEqual([]);
  }, 300_000);
});
