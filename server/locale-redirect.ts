// The locale redirect (app.ts, after the guard and the probes): an unprefixed page requested
// by a visitor whose cookie says en, or who has no cookie and prefers English, is redirected
// to /en with the query kept.
// Crawlers are never redirected; prefixed paths never are.
import { isbot } from "isbot";
import { localeCookie, localeFromAcceptLanguage, localeFromCookieHeader, localeFromPathPrefix } from "#common/locale";
import { localizePath } from "#common/locale-paths";

/** Paths that are not pages (files, data, API, probes): never redirected, never locale-dependent. */
function isPagePath(pathname: string): boolean {
  // /api is the API's page (localized); /api/... is the API itself (never redirected).
  return !/^\/(assets|_app|healthz|readyz|__manifest)(\/|$)|^\/api\/|\.(data|json|xml|txt|js|css|map|ico|png|svg|webp|woff2?)$/.test(
    pathname,
  );
}

/** Whether the response of this path depends on the locale headers (Vary). */
export function dependsOnLocaleHeaders(pathname: string): boolean {
  return isPagePath(pathname) && localeFromPathPrefix(pathname) === null;
}

export type LocaleRedirect = { location: string; setCookie: string };

export function localeRedirect(input: {
  pathname: string;
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  secure: boolean;
}): LocaleRedirect | null {
  if (!dependsOnLocaleHeaders(input.pathname)) return null;
  if (isbot(input.userAgent ?? "")) return null;
  const wanted = localeFromCookieHeader(input.cookie) ?? localeFromAcceptLanguage(input.acceptLanguage);
  if (wanted !== "en") return null;
  return {
    location: `${localizePath(input.pathname, "en")}${input.search}`,
    setCookie: localeCookie("en", input.secure),
  };
}
