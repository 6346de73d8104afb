import { describe, expect, it } from "vitest";
import { CRAWLER_UA, get } from "../support/http";

const ORIGIN = "https://cpu-atlas.example";

describe("pages in both locales", () => {
  it.each([
    ["/", "zh-CN", "处理器图鉴"],
    ["/en", "en-US", "CPU Atlas"],
    ["/lib", "zh-CN", "处理器库"],
    ["/en/lib", "en-US", "Processor library"],
    ["/cpu/amd/ryzen-7-7800x3d", "zh-CN", "锐龙 7 7800X3D"],
    ["/en/cpu/amd/ryzen-7-7800x3d", "en-US", "Ryzen 7 7800X3D"],
    ["/cpu/intel/core-i9-14900k", "zh-CN", "酷睿 i9-14900K"],
    ["/en/cpu/intel/core-i9-14900k", "en-US", "Core i9-14900K"],
  ])("%s answers 200 in %s", async (path, lang, text) => {
    const res = await get(path, { "Accept-Language": lang === "zh-CN" ? "zh-CN" : "en" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(text);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path === "/" ? "/" : path}"`);
    const zhPath = path.replace(/^\/en(?=\/|$)/, "") || "/";
    expect(html).toContain(`hrefLang="zh-CN" href="${ORIGIN}${zhPath}"`.replace("hrefLang", "hrefLang"));
  });

  it("builds canonical and hreflang from SITE_ORIGIN, never from the Host", async () => {
    const html = await (await get("/en/lib", { Host: "evil.example", "X-Forwarded-Host": "evil.example" })).text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`href="${ORIGIN}/en/lib"`);
    for (const tag of ["zh-CN", "en-US", "x-default"])
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${tag}" href="${ORIGIN}`));
  });

  it("contains the placeholder messages in both languages", async () => {
    const zh = await (await get("/", { "Accept-Language": "zh" })).text();
    const en = await (await get("/en")).text();
    for (const word of ["欢迎", "关于我们"]) expect(zh).toContain(word);
    for (const word of ["Welcome", "Home", "About Us"]) expect(en).toContain(word);
  });
});

describe("the skip link", () => {
  it.each([
    ["/", "跳到主要内容"],
    ["/en", "Skip to content"],
  ])("%s says what it does", async (path, text) => {
    const html = await (await get(path, { "Accept-Language": path === "/" ? "zh" : "en" })).text();
    expect(html).toContain(`<a class="skip-link" href="#main">${text}</a>`);
  });
});

describe("error pages", () => {
  it("an unmatched path is a 404 with 'Page not found: {path}'", async () => {
    for (const path of ["/nope", "/en/nope/deeper", "/cpu/amd/ryzen-7-7800x3d/extra"]) {
      const res = await get(path, { "Accept-Language": "zh" });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(`Page not found: ${path}`);
      expect(html).toContain("Page Not Found");
    }
  });

  it.each([
    ["/nope", "zh-CN", "404 页面未找到", "页面未找到", "你要找的页面不存在"],
    ["/en/nope", "en-US", "404 Page Not Found", "Page Not Found", "There is no page at this address"],
  ])(
    "%s: the 404 page is in the page's language, with lang, one title and a main landmark",
    async (path, lang, title, heading, explain) => {
      const res = await get(path, { "Accept-Language": "zh" });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(new RegExp(`<h1 id="error-title">${heading}</h1>`));
      expect(html).toContain(explain);
      expect(html).toMatch(/<main[ >]/);
      // The specification's texts stay, verbatim.
      expect(html).toContain("Page Not Found");
      expect(html).toContain(`Page not found: ${path}`);
    },
  );

  it("a failed route validation is a fatal 404 with 'Page Not Found: {path}'", async () => {
    for (const path of [
      "/cpu/amd/bad_id",
      "/cpu/arm/ryzen-7-7800x3d",
      `/cpu/intel/${"a".repeat(65)}`,
      "/en/cpu/amd/-x",
    ]) {
      const res = await get(path, { "Accept-Language": "zh" });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain(`Page Not Found: ${path}`);
    }
  });

  it("a well-formed but unknown processor is a 404", async () => {
    const res = await get("/cpu/amd/ryzen-11-19999x", { "Accept-Language": "zh" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("crawlers get the status and a minimal body without the app", async () => {
    const res = await get("/nope", { "User-Agent": CRAWLER_UA });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found: /nope");
    expect(html).not.toContain("<script");
    expect(html.length).toBeLessThan(600);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("<main><h1>页面未找到 (Page Not Found)</h1>");
    const enHtml = await (await get("/en/nope", { "User-Agent": CRAWLER_UA })).text();
    expect(enHtml).toContain('<html lang="en-US">');
    expect(enHtml).toContain("<title>404 Page Not Found</title>");
  });
});
