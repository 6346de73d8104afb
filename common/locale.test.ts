import { describe, expect, it } from "vitest";
import { localeCookie, localeFromAcceptLanguage, localeFromCookieHeader, localeFromPathPrefix } from "./locale";
import { localizePath, stripLocalePrefix } from "./locale-paths";

describe("locale negotiation", () => {
  it("reads the route prefix", () => {
    expect(localeFromPathPrefix("/en/lib")).toBe("en");
    expect(localeFromPathPrefix("/en")).toBe("en");
    expect(localeFromPathPrefix("/english")).toBeNull();
    expect(localeFromPathPrefix("/lib")).toBeNull();
  });

  it("reads the cookie among others", () => {
    expect(localeFromCookieHeader("i18n_redirected=zh")).toBe("zh");
    expect(localeFromCookieHeader("a=1; i18n_redirected=en")).toBe("en");
  });

  it("ignores a malformed cookie value", () => {
    expect(localeFromCookieHeader("i18n_redirected=fr")).toBeNull();
    expect(localeFromCookieHeader("i18n_redirected=")).toBeNull();
    expect(localeFromCookieHeader("i18n_redirected=%E0%A4%A; x")).toBeNull();
    expect(localeFromCookieHeader("i18n_redirected=EN!")).toBeNull();
  });

  it("honours q-values in Accept-Language", () => {
    expect(localeFromAcceptLanguage("zh-CN;q=0.5, en;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.3, zh-TW;q=0.9")).toBe("zh");
    expect(localeFromAcceptLanguage("fr-FR, de;q=0.9, en-GB;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("fr, de")).toBeNull();
    expect(localeFromAcceptLanguage("en;q=0")).toBeNull();
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("zh")).toBe("zh");
    expect(localeFromAcceptLanguage("ja")).toBeNull();
  });

  it("survives huge and junk headers", () => {
    expect(localeFromAcceptLanguage(`${"x;q=abc,".repeat(5000)}en`)).toBeNull();
    expect(localeFromAcceptLanguage(";;;,,,q=,")).toBeNull();
  });

  it("writes the cookie with the exact attributes", () => {
    expect(localeCookie("en", false)).toBe("i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("zh", true)).toBe("i18n_redirected=zh; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });
});

describe("localized paths", () => {
  it("adds and strips the /en prefix", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/lib", "en")).toBe("/en/lib");
    expect(localizePath("/en/lib", "zh")).toBe("/lib");
    expect(localizePath("/en", "zh")).toBe("/");
    expect(stripLocalePrefix("/en/cpu/amd/x")).toBe("/cpu/amd/x");
  });
});
