// Route rules: a declarative, JSON-serialisable table applied on the server and, from the
// build's meta file, in the browser for client navigations. Patterns match the path
// without its /en prefix; internal targets keep the prefix.
import { localeFromPathPrefix } from "#common/locale";
import { stripLocalePrefix } from "#common/locale-paths";
import { isValidCpuId } from "../catalog/slug";

export type RouteRule = {
  /** A path pattern: literal segments, `:param` (one segment) and a final `**`. */
  pattern: string;
  /** A target with the same `:params`; absolute http(s) URLs are external. */
  redirect?: { to: string; status: 301 | 302 | 307 | 308 };
  /** Only redirect when the canonical target differs from the request (lower case, no vendor prefix). */
  canonicalOnly?: boolean;
  middleware?: string[];
};

const ROUTE_MIDDLEWARE = {
  noindex: { "X-Robots-Tag": "noindex" },
} as const satisfies Record<string, Record<string, string>>;
export type RouteMiddlewareName = keyof typeof ROUTE_MIDDLEWARE;

export const ROUTE_RULES: RouteRule[] = [
  { pattern: "/cpu/intel/:id/ark", redirect: { to: "https://ark.intel.com/content/www/us/en/ark/search.html?q=:id", status: 302 } },
  { pattern: "/cpu/amd/:id/amd", redirect: { to: "https://www.amd.com/en/search/site-search.html#q=:id", status: 302 } },
  { pattern: "/cpu/:vendor/:id/", redirect: { to: "/cpu/:vendor/:id", status: 301 } },
  { pattern: "/cpu/:vendor/:id", redirect: { to: "/cpu/:vendor/:id", status: 301 }, canonicalOnly: true },
  { pattern: "/lib/", redirect: { to: "/lib", status: 301 } },
  { pattern: "/compare/:pair/", redirect: { to: "/compare/:pair", status: 301 } },
  { pattern: "/api/**", middleware: ["noindex"] },
  { pattern: "/socket/:slug/", redirect: { to: "/socket/:slug", status: 301 } },
  { pattern: "/socket/:slug", redirect: { to: "/socket/:slug", status: 301 }, canonicalOnly: true },
  { pattern: "/upgrade/", redirect: { to: "/upgrade", status: 301 } },
];

export class UnknownRouteMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: ${name}`);
  }
}

function isRouteMiddlewareName(name: string): name is RouteMiddlewareName {
  return Object.hasOwn(ROUTE_MIDDLEWARE, name);
}

/** Fails fast on a rule naming a middleware that does not exist (build and start-up). */
export function assertValidRouteRules(rules: ReadonlyArray<RouteRule>): void {
  for (const rule of rules) {
    for (const name of rule.middleware ?? []) {
      if (!isRouteMiddlewareName(name)) throw new UnknownRouteMiddlewareError(name);
    }
  }
}

/** The pattern compiled to a regular expression source (also shipped in the meta file). */
export function compilePattern(pattern: string): string {
  const body = pattern
    .split("/")
    .map((seg) =>
      seg === "**" ? "(?<rest>.*)" : seg.startsWith(":") ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return `^${body}$`;
}

const compiled = new WeakMap<RouteRule, RegExp>();

/** The rule's pattern as a RegExp, compiled on first use (rules are constant tables). */
function matcherOf(rule: RouteRule): RegExp {
  let re = compiled.get(rule);
  if (!re) {
    re = new RegExp(compilePattern(rule.pattern));
    compiled.set(rule, re);
  }
  return re;
}

export type RuleOutcome = {
  redirect?: { location: string; status: number; external: boolean };
  headers: Record<string, string>;
};

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

/** Applies the first matching redirect rule and every matching middleware. */
export function applyRouteRules(
  pathname: string,
  search: string,
  rules: ReadonlyArray<RouteRule> = ROUTE_RULES,
): RuleOutcome {
  const localePrefix = localeFromPathPrefix(pathname) === "en" ? "/en" : "";
  const path = stripLocalePrefix(pathname);
  const outcome: RuleOutcome = { headers: {} };
  for (const rule of rules) {
    const m = matcherOf(rule).exec(path);
    if (!m) continue;
    for (const name of rule.middleware ?? []) {
      if (!isRouteMiddlewareName(name)) throw new UnknownRouteMiddlewareError(name);
      Object.assign(outcome.headers, ROUTE_MIDDLEWARE[name]);
    }
    if (!rule.redirect || outcome.redirect) continue;
    const raw = m.groups ?? {};
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
  return outcome;
}
