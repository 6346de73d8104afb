// Localized paths: zh is unprefixed, en lives under /en.
import { localeFromPathPrefix, type Locale } from "./locale";

/** The path without its /en prefix ("/en/lib" -> "/lib", "/en" -> "/"). */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPathPrefix(pathname) !== "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The same page in the given locale. */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocalePrefix(pathname);
  if (locale === "zh") return base;
  return base === "/" ? "/en" : `/en${base}`;
}
