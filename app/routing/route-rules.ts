// Route rules: a declarative table of path-to-regexp 8 patterns, evaluated once per request by
// the server pipeline (document requests and client navigations' data requests alike) and
// shipped to the browser in the build's meta file as regular expression sources
// (shippedRouteRules), which client navigations apply once it has loaded.
import { match, pathToRegexp, type PathToRegexpOptions } from "path-to-regexp";
import { isDataRequestPath } from "#common/http";
import { SITE_KINDS, type SiteKind } from "#common/page-kinds";
import {
  evaluateRouteRules,
  isRouteMiddlewareName,
  UnknownRouteMiddlewareError,
  type MatchingRule,
  type RouteRuleAction,
  type RuleOutcome,
  type ShippedRouteRule,
} from "./evaluate-route-rules";

export { UnknownRouteMiddlewareError, type RuleOutcome };

export type RouteRule = RouteRuleAction & {
  /** A path-to-regexp 8 pattern (`/cpu/:vendor/:id`, `/api/{*rest}`), case-sensitive, matched whole. */
  pattern: string;
};

/** A 301 to the canonical form of each `canonical` page kind's parameters (common/page-kinds.ts). */
function canonicalRules(): RouteRule[] {
  const kinds: readonly SiteKind[] = SITE_KINDS;
  return kinds.flatMap((kind) => {
    if (kind.type !== "page" || !kind.canonical) return [];
    const pattern = `/${kind.path}`;
    return [{ pattern, redirect: { to: pattern, status: 301 }, canonicalOnly: true }];
  });
}

export const ROUTE_RULES: RouteRule[] = [
  {
    pattern: "/cpu/intel/:id/ark",
    redirect: { to: "https://ark.intel.com/content/www/us/en/ark/search.html?q=:id", status: 302 },
  },
  {
    pattern: "/cpu/amd/:id/amd",
    redirect: { to: "https://www.amd.com/en/search/site-search.html#q=:id", status: 302 },
  },
  { pattern: "/api/{*rest}", middleware: ["noindex"] },
  ...canonicalRules(),
];

/** Exact matching: letter case counts and a trailing slash is not optional (the rules redirect it). */
const MATCH_OPTIONS: PathToRegexpOptions = { sensitive: true, trailing: false };

/** Fails fast on a rule naming a middleware that does not exist (build and start-up). */
export function assertValidRouteRules(rules: ReadonlyArray<RouteRule>): void {
  for (const rule of rules) {
    for (const name of rule.middleware ?? []) {
      if (!isRouteMiddlewareName(name)) throw new UnknownRouteMiddlewareError(name);
    }
  }
}

function matchingRule({ pattern, ...action }: RouteRule): MatchingRule {
  const matches = match<Record<string, string>>(pattern, { ...MATCH_OPTIONS, decode: false });
  return {
    ...action,
    params(path) {
      const result = matches(path);
      return result ? { ...result.params } : null;
    },
  };
}

const compiled = new WeakMap<ReadonlyArray<RouteRule>, MatchingRule[]>();

function matchingRules(rules: ReadonlyArray<RouteRule>): MatchingRule[] {
  let list = compiled.get(rules);
  if (!list) {
    list = rules.map(matchingRule);
    compiled.set(rules, list);
  }
  return list;
}

/** The rules for the build's meta file: each pattern as path-to-regexp's regular expression. */
export function shippedRouteRules(rules: ReadonlyArray<RouteRule> = ROUTE_RULES): ShippedRouteRule[] {
  return rules.map(({ pattern, ...action }) => {
    const { regexp, keys } = pathToRegexp(pattern, MATCH_OPTIONS);
    return { ...action, source: regexp.source, flags: regexp.flags, keys: keys.map((key) => key.name) };
  });
}

/**
 * A client navigation's data request ("/cpu/amd/x.data", "/_root.data" for "/") stands for
 * its page: the rules see the page's path and query (without React Router's `_routes`).
 */
function documentOf(pathname: string, search: string): { pathname: string; search: string } {
  if (!isDataRequestPath(pathname)) return { pathname, search };
  const page = pathname.slice(0, -".data".length);
  const params = new URLSearchParams(search);
  params.delete("_routes");
  const query = params.toString();
  return { pathname: page === "/_root" ? "/" : page, search: query ? `?${query}` : "" };
}

/**
 * Applies the first matching redirect rule and every matching middleware. For a data request
 * the redirect's location is the page's URL (the server answers it as React Router's
 * single-fetch redirect).
 */
export function applyRouteRules(
  pathname: string,
  search: string,
  rules: ReadonlyArray<RouteRule> = ROUTE_RULES,
): RuleOutcome {
  const page = documentOf(pathname, search);
  return evaluateRouteRules(matchingRules(rules), page.pathname, page.search);
}
