// What route rules do to a request, given rules that can match a path. Shared by the server
// (rules matched by path-to-regexp, route-rules.ts) and the browser (the same rules as regular
// expression sources from the build's meta file, client/build-meta.ts), so neither the table
// nor path-to-regexp is in the client bundle. Paths are matched without their /en prefix;
// internal targets keep it.
import { isValidCpuId } from "#catalogue/slug";
import { localeFromPathPrefix } from "#common/locale";
import { stripLocalePrefix } from "#common/locale-paths";

export type RouteRuleAction = {
  /** A target with the pattern's `:params`; absolute http(s) URLs are external. */
  redirect?: { to: string; status: 301 | 302 | 307 | 308 };
  /** Only redirect when the canonical target differs from the request (lower case, no vendor prefix). */
  canonicalOnly?: boolean;
  middleware?: string[];
};

/** A rule that can match a path: the raw (still percent-encoded) value of each parameter, or null. */
export type MatchingRule = RouteRuleAction & { params: (path: string) => Record<string, string> | null };

/** A rule as the meta file ships it: path-to-regexp's regular expression, its flags and parameter names. */
export type ShippedRouteRule = RouteRuleAction & { source: string; flags: string; keys: string[] };

export type RuleOutcome = {
  redirect?: { location: string; status: number; external: boolean };
  headers: Record<string, string>;
};

const ROUTE_MIDDLEWARE = {
  noindex: { "X-Robots-Tag": "noindex" },
} as const satisfies Record<string, Record<string, string>>;

export class UnknownRouteMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: ${name}`);
  }
}

export function isRouteMiddlewareName(name: string): name is keyof typeof ROUTE_MIDDLEWARE {
  return Object.hasOwn(ROUTE_MIDDLEWARE, name);
}

/** A shipped rule made matchable again in the browser. */
export function matchingRuleOf({ source, flags, keys, ...action }: ShippedRouteRule): MatchingRule {
  const regexp = new RegExp(source, flags);
  return {
    ...action,
    params(path) {
      const m = regexp.exec(path);
      if (!m) return null;
      const params: Record<string, string> = {};
      keys.forEach((key, i) => {
        const value = m[i + 1];
        if (value !== undefined) params[key] = value;
      });
      return params;
    },
  };
}

const VENDOR_PREFIX = /^(amd|intel)-/;

function canonicalParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) out[k] = v.toLowerCase();
  if (out.id) out.id = out.id.replace(VENDOR_PREFIX, "");
  return out;
}

function fillTarget(to: string, params: Record<string, string>, external: boolean): string {
  return to.replace(/:(\w+)/g, (m, key: string) => {
    const value = params[key];
    if (value === undefined) return m;
    return external ? encodeURIComponent(value) : value;
  });
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The path a request names: trailing slashes are never part of one ("/lib/", "/api/cpus//",
 * "/en/" name "/lib", "/api/cpus", "/en"), for every page, file and API path alike.
 */
export function withoutTrailingSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/**
 * Applies the first matching redirect rule and every matching middleware, to the path without
 * its trailing slashes; a path that had them and no redirect of its own is sent (301) to that
 * path, so a rule's redirect and the slash's are one hop.
 */
export function evaluateRouteRules(rules: ReadonlyArray<MatchingRule>, requested: string, search: string): RuleOutcome {
  const pathname = withoutTrailingSlashes(requested);
  const localePrefix = localeFromPathPrefix(pathname) === "en" ? "/en" : "";
  const path = stripLocalePrefix(pathname);
  const outcome: RuleOutcome = { headers: {} };
  for (const rule of rules) {
    const raw = rule.params(path);
    if (!raw) continue;
    for (const name of rule.middleware ?? []) {
      if (!isRouteMiddlewareName(name)) throw new UnknownRouteMiddlewareError(name);
      Object.assign(outcome.headers, ROUTE_MIDDLEWARE[name]);
    }
    if (!rule.redirect || outcome.redirect) continue;
    const decoded: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) {
      const d = safeDecode(v);
      if (d === null || d.includes("/")) return outcome;
      decoded[k] = d;
    }
    const params = canonicalParams(decoded);
    const external = /^https?:\/\//.test(rule.redirect.to);
    const target = fillTarget(rule.redirect.to, params, external);
    if (external) {
      outcome.redirect = { location: target, status: rule.redirect.status, external };
      continue;
    }
    if (params.id !== undefined && !isValidCpuId(params.id)) continue;
    // Socket slugs share the processor id grammar.
    if (params.slug !== undefined && !isValidCpuId(params.slug)) continue;
    if (params.vendor !== undefined && params.vendor !== "amd" && params.vendor !== "intel") continue;
    const location = `${localePrefix}${target}`;
    if (rule.canonicalOnly && location === pathname) continue;
    if (!/^\/(?!\/)/.test(location)) continue;
    outcome.redirect = { location: location + search, status: rule.redirect.status, external: false };
  }
  if (!outcome.redirect && pathname !== requested && /^\/(?!\/)/.test(pathname))
    outcome.redirect = { location: pathname + search, status: 301, external: false };
  return outcome;
}
