// Applies the caching policy (common/http.ts) to a response: the one place that sets
// Cache-Control, ETag and the policy's Vary, for static files, rendered responses and the
// server's plain answers.
import type { ServerResponse } from "node:http";
import { CACHE_POLICY, type ResponseKind } from "#common/http";

export function mergeVary(existing: unknown, value: string): string {
  const parts = new Set(
    String(existing ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const v of value.split(",")) parts.add(v.trim());
  return [...parts].filter(Boolean).join(", ");
}

/** The policy's headers for a response of this kind; `etag` is kept only where the kind has ETags. */
export function cacheHeaders(kind: ResponseKind, etag: string | null): Array<[string, string]> {
  const policy: { cacheControl: string; etag: boolean; vary: readonly string[] } = CACHE_POLICY[kind];
  const headers: Array<[string, string]> = [["Cache-Control", policy.cacheControl]];
  if (policy.etag && etag) headers.push(["ETag", etag]);
  if (policy.vary.length > 0) headers.push(["Vary", policy.vary.join(", ")]);
  return headers;
}

/** Sets one header, merging Vary with what the response already varies on (the locale). */
export function setPolicyHeader(res: ServerResponse, name: string, value: string): void {
  res.setHeader(name, name.toLowerCase() === "vary" ? mergeVary(res.getHeader("Vary"), value) : value);
}

export function applyCachePolicy(res: ServerResponse, kind: ResponseKind, etag: string | null): void {
  res.removeHeader("ETag");
  for (const [name, value] of cacheHeaders(kind, etag)) setPolicyHeader(res, name, value);
}
