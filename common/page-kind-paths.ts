// Paths derived from the table of kinds (page-kinds.ts): which kind answers a path, and the
// pages the sitemap lists and the build prerenders.
import { pathToRegexp } from "path-to-regexp";
import { LOCALES } from "./locale";
import { localizePath, stripLocalePrefix } from "./locale-paths";
import { kindPath } from "./page-href";
import {
  SITE_KINDS,
  type CatalogueListing,
  type DeclaredKind,
  type PageKind,
  type PayloadKind,
  type SiteKind,
} from "./page-kinds";

/**
 * A kind's path as path-to-regexp 8 matches it, whole and case-sensitive, like React Router:
 * `:param` is one segment, a trailing `*` the rest of the path or nothing (`{/*rest}`). A path
 * with a trailing slash matches no kind; the route rules redirect it before anything routes it.
 */
function patternRegExp(path: string): RegExp {
  const pattern = `/${path}`.replace(/\/\*$/, "{/*rest}");
  return pathToRegexp(pattern, { sensitive: true, trailing: false }).regexp;
}

const isLocalized = (kind: SiteKind) => kind.type === "page" || kind.locale === "zh-en";
const splatDepth = (kind: SiteKind) => (kind.path.endsWith("*") ? kind.path.split("/").length : 0);

// Fixed paths and parameters first, then the splats, the deeper one first ("api/*" before "*"), as React Router ranks them.
const MATCHERS = SITE_KINDS.map((kind: DeclaredKind) => ({
  kind,
  regexp: patternRegExp(kind.path),
  localized: isLocalized(kind),
})).sort((a, b) => {
  const [da, db] = [splatDepth(a.kind), splatDepth(b.kind)];
  return da === 0 || db === 0 ? Number(da !== 0) - Number(db !== 0) : db - da;
});

/** The kind that answers a (decoded) path: a localized kind below its /en prefix too. */
export function siteKindAt(pathname: string): DeclaredKind | undefined {
  const unprefixed = stripLocalePrefix(pathname);
  return MATCHERS.find(({ regexp, localized }) => regexp.test(localized ? unprefixed : pathname))?.kind;
}

/** A page's `_payload.json` twin ("/" -> "/_payload.json"). */
export function payloadTwinPath(page: string): string {
  return page === "/" ? "/_payload.json" : `${page}/_payload.json`;
}

/** The page kind of a page path, if it has a `_payload.json` twin. */
export function payloadKindOf(page: string): PayloadKind | undefined {
  const kind = siteKindAt(page);
  return kind && "payload" in kind ? kind : undefined;
}

/** Every page that exists, unprefixed (zh), kind by kind in the table's order. */
export function listedPages(catalogue: CatalogueListing): Array<{ kind: PageKind; path: string }> {
  return SITE_KINDS.flatMap((kind: SiteKind) =>
    kind.type === "page" && kind.listed
      ? kind.listed(catalogue).map((params) => ({ kind, path: kindPath(kind, params) }))
      : [],
  );
}

/** The sitemap's pages: unprefixed (zh) paths; the sitemap adds each one's /en twin. */
export function sitemapPagePaths(catalogue: CatalogueListing): string[] {
  return listedPages(catalogue).map((page) => page.path);
}

/** The pages the build prerenders: every listed page in both locales. */
export function prerenderedPagePaths(catalogue: CatalogueListing): string[] {
  return listedPages(catalogue).flatMap((page) => LOCALES.map((locale) => localizePath(page.path, locale)));
}

/** Every prerendered path: the pages and the `_payload.json` twins of those that have one. */
export function prerenderedPaths(catalogue: CatalogueListing): string[] {
  return prerenderedPagePaths(catalogue).flatMap((page) =>
    payloadKindOf(page) ? [page, payloadTwinPath(page)] : [page],
  );
}
