// Locale negotiation, pure: route prefix, then the i18n_redirected cookie, then
// Accept-Language (q-values honoured), then the fallback zh.
export const LOCALES = ["zh", "en"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "zh";
export const LANGUAGE_TAGS: Record<Locale, string> = { zh: "zh-CN", en: "en-US" };
export const LOCALE_COOKIE = "i18n_redirected";
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function isLocale(value: unknown): value is Locale {
  return value === "zh" || value === "en";
}

/** The locale a path names by its prefix, or null for an unprefixed (zh) path. */
export function localeFromPathPrefix(pathname: string): Locale | null {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : null;
}

export function localeOfPath(pathname: string): Locale {
  return localeFromPathPrefix(pathname) ?? DEFAULT_LOCALE;
}

/** The value of the locale cookie if it is present and valid; malformed values are ignored. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, "");
    if (isLocale(value)) return value;
  }
  return null;
}

const MAX_LANGUAGE_RANGES = 32;

/** The preferred supported locale of an Accept-Language header, or null if none is acceptable. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number; order: number } | null = null;
  const ranges = header.slice(0, 2048).split(",").slice(0, MAX_LANGUAGE_RANGES);
  ranges.forEach((range, order) => {
    const [tag = "", ...params] = range.trim().split(";");
    const locale = localeOfLanguageTag(tag.trim());
    if (!locale) return;
    const q = qualityOf(params);
    if (q <= 0) return;
    if (!best || q > best.q) best = { locale, q, order };
  });
  return (best as { locale: Locale } | null)?.locale ?? null;
}

function localeOfLanguageTag(tag: string): Locale | null {
  const primary = tag.toLowerCase().split("-")[0];
  return primary === "en" ? "en" : primary === "zh" ? "zh" : null;
}

function qualityOf(params: string[]): number {
  for (const p of params) {
    const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
    if (m) return Number(m[1]);
    if (/^\s*q\s*=/i.test(p)) return 0;
  }
  return 1;
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
