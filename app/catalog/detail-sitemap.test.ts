import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./detail-sitemap";

describe("sitemap and robots", () => {
  it("lists every page in both locales with hreflang alternates", () => {
    const xml = sitemapXml("https://x.example", ["/", "/lib", "/api", "/about", "/cpu/amd/epyc-9654"], "2026-01-02");
    expect(xml.match(/<url>/g)).toHaveLength(10);
    expect(xml).toContain("<loc>https://x.example/en/about</loc>");
    expect(xml).toContain("<loc>https://x.example/en/api</loc>");
    expect(xml).toContain("<loc>https://x.example/en/cpu/amd/epyc-9654</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://x.example/cpu/amd/epyc-9654"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/"/>');
    expect(xml).toContain("<loc>https://x.example/en</loc>");
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });

  it("escapes the origin and points robots.txt to the sitemap", () => {
    expect(sitemapXml("https://a.example/?a&b", ["/"], null)).toContain("https://a.example/?a&amp;b/");
    expect(robotsTxt("https://x.example")).toMatch(/^Sitemap: https:\/\/x\.example\/sitemap\.xml$/m);
  });
});
