// The route kind of a path: the label of request metrics. A small fixed set, so that no
// path a client makes up can grow the number of time series.
export const ROUTE_KINDS = [
  "probe", "asset", "app-file", "api-list", "api-csv", "api-cpu", "api-suggest", "api-other",
  "payload", "data", "home", "lib", "cpu", "compare", "sitemap", "robots", "other",
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

const PAGES: [RegExp, RouteKind][] = [
  [/^\/$/, "home"],
  [/^\/lib$/, "lib"],
  [/^\/cpu\/[^/]+\/[^/]+$/, "cpu"],
  [/^\/compare(\/.*)?$/, "compare"],
];

/** `pathname`: the decoded path, as the request flow sees it. */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname === "/healthz" || pathname === "/readyz") return "probe";
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname.startsWith("/_app/") || pathname === "/favicon.svg" || pathname === "/favicon.ico") return "app-file";
  if (pathname.startsWith("/api/")) {
    if (pathname === "/api/cpus") return "api-list";
    if (pathname === "/api/cpus.csv") return "api-csv";
    if (pathname === "/api/suggest") return "api-suggest";
    return /^\/api\/cpus\/[^/]+\/[^/]+$/.test(pathname) ? "api-cpu" : "api-other";
  }
  if (pathname === "/sitemap.xml") return "sitemap";
  if (pathname === "/robots.txt") return "robots";
  if (pathname.endsWith("/_payload.json")) return "payload";
  if (pathname.endsWith(".data")) return "data";
  const page = pathname === "/en" ? "/" : pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
  return PAGES.find(([pattern]) => pattern.test(page))?.[1] ?? "other";
}
