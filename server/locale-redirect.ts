// The locale redirect (a stage after the guard and the probes): an unprefixed page requested
// by a visitor whose cookie says en, or who has no cookie and prefers English, is redirected
// to /en with the query kept, and every answer of such a path varies on Cookie and
// Accept-Language. Crawlers are never redirected; prefixed paths never are.
import { isbot } from "isbot";
import { localeCookie, localeFromAcceptLanguage, localeFromCookieHeader, localeFromPathPrefix } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import { LOCALE_VARY } from "./http-constants";
import type { Stage } from "./pipeline";
import { sendPlain } from "./plain-answer";

/** Paths that are not pages (files, data, API, probes): never redirected, never locale-dependent. */
function isPagePath(pathname: string): boolean {
  // /api is the API's page (localized); /api/... is the API itself (never redirected).
  return !/^\/(assets|_app|healthz|readyz|__manifest)(\/|$)|^\/api\/|\.(data|json|xml|txt|js|css|map|ico|png|svg|webp|woff2?)$/.test(
    pathname,
  );
}

/** Whether the response of this path depends on the locale headers (Vary). */
export function dependsOnLocaleHeaders(pathname: string): boolean {
  return localeFromPathPrefix(pathname) === null && isPagePath(pathname);
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

export const locale: Stage = (x, next) => {
  if (!dependsOnLocaleHeaders(x.pathname)) return next(x);
  x.pathHeaders.push(["Vary", LOCALE_VARY]);
  const { headers } = x.req;
  const redirect = localeRedirect({
    pathname: x.pathname,
    search: x.search,
    cookie: headers.cookie,
    acceptLanguage: headers["accept-language"],
    userAgent: headers["user-agent"],
    secure: x.secure,
  });
  if (!redirect) return next(x);
  sendPlain(x, 302, `Found: ${redirect.location}`, { "Set-Cookie": redirect.setCookie, Location: redirect.location });
};
