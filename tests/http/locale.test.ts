import { describe, expect, it } from "vitest";
import { CRAWLER_UA } from "../support/http";
import { SERVER_TARGETS, serverFor } from "../support/targets";

const COOKIE_EN = "i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax";

describe.each(SERVER_TARGETS)("locale detection and redirect (%s server)", (target) => {
  const { get } = serverFor(target);

  it("redirects an unprefixed page to /en when the cookie says en, keeping the query", async () => {
    const res = await get("/lib?x=1&q=7800x3d", { Cookie: "i18n_redirected=en", "Accept-Language": "zh-CN" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en/lib?x=1&q=7800x3d");
    expect(res.headers.get("set-cookie")).toBe(COOKIE_EN);
  });

  it("redirects without a cookie when English is preferred (q-values honoured)", async () => {
    const res = await get("/", { "Accept-Language": "zh-CN;q=0.4, en-GB;q=0.9" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en");
    expect(res.headers.get("set-cookie")).toBe(COOKIE_EN);
  });

  it("keeps zh when the cookie says zh, whatever the browser prefers", async () => {
    const res = await get("/lib", { Cookie: "i18n_redirected=zh", "Accept-Language": "en-US" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('lang="zh-CN"');
  });

  it("ignores a malformed cookie and falls through to Accept-Language", async () => {
    expect((await get("/", { Cookie: "i18n_redirected=klingon", "Accept-Language": "en" })).status).toBe(302);
    expect((await get("/", { Cookie: "i18n_redirected=%ZZ; ;;=", "Accept-Language": "fr" })).status).toBe(200);
  });

  it("falls back to zh for other languages and no header", async () => {
    expect((await get("/", { "Accept-Language": "fr-FR, de;q=0.8" })).status).toBe(200);
    expect((await get("/")).status).toBe(200);
  });

  it("never redirects a prefixed path", async () => {
    const res = await get("/en/lib", { Cookie: "i18n_redirected=zh", "Accept-Language": "zh-CN" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('lang="en-US"');
  });

  it("never redirects crawlers", async () => {
    const res = await get("/lib", { "User-Agent": CRAWLER_UA, "Accept-Language": "en", Cookie: "i18n_redirected=en" });
    expect(res.status).toBe(200);
  });

  it("says in Vary that unprefixed pages depend on cookie and language", async () => {
    for (const path of ["/", "/lib", "/cpu/amd/ryzen-7-7800x3d"]) {
      const vary = (await get(path, { "Accept-Language": "zh" })).headers.get("vary") ?? "";
      expect(vary, path).toMatch(/Cookie/);
      expect(vary, path).toMatch(/Accept-Language/);
    }
    const redirectVary = (await get("/", { "Accept-Language": "en" })).headers.get("vary") ?? "";
    expect(redirectVary).toMatch(/Cookie, Accept-Language/);
    expect((await get("/en/lib")).headers.get("vary") ?? "").not.toMatch(/Cookie/);
  });
});
