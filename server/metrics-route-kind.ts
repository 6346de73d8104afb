// The route kind of a path: the label of request metrics. A small fixed set, so that no
// path a client makes up can grow the number of time series: the server's own kinds, and
// the label of each page and endpoint kind of common/page-kinds.ts, read from that table
// (pure, in common/, so the label is known without the server build and before it loads).
import { siteKindAt } from "#common/page-kind-paths";
import type { SiteMetricsLabel } from "#common/page-kinds";

export type RouteKind = "probe" | "asset" | "app-file" | "payload" | "data" | "other" | SiteMetricsLabel;

/** `pathname`: the decoded path, as the request flow sees it. */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname === "/healthz" || pathname === "/readyz") return "probe";
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname.startsWith("/_app/") || pathname === "/favicon.svg" || pathname === "/favicon.ico") return "app-file";
  if (pathname.endsWith("/_payload.json")) return "payload";
  if (pathname.endsWith(".data")) return "data";
  return siteKindAt(pathname)?.metrics ?? "other";
}
