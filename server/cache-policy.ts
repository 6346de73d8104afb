// Applies the caching policy (common/http.ts) to an answer: the one place that sets
// Cache-Control, ETag and the policy's Vary, for files of the build, rendered responses and
// the server's plain answers.
import { CACHE_POLICY, type ResponseKind } from "#common/http";

export function mergeVary(existing: string, value: string): string {
  const parts = new Set(
    existing
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

/**
 * The headers of an answer of this kind: the path's (locale Vary, route rules, Retry-After),
 * the answer's own (content type, the route's), then the policy's. A later header replaces an
 * earlier one of the same name, except Vary, which names everything they vary on.
 */
export function withCachePolicy(
  kind: ResponseKind,
  etag: string | null,
  ...groups: ReadonlyArray<ReadonlyArray<readonly [string, string]>>
): Array<[string, string]> {
  const out = new Map<string, [string, string]>();
  let vary = "";
  for (const group of [...groups, cacheHeaders(kind, etag)])
    for (const [name, value] of group) {
      const lower = name.toLowerCase();
      if (lower === "vary") vary = mergeVary(vary, value);
      else out.set(lower, [name, value]);
    }
  if (vary) out.set("vary", ["Vary", vary]);
  return [...out.values()];
}

/** The kind of a plain answer by its status. */
export const plainKindOf = (status: number): ResponseKind =>
  status >= 400 ? "error" : status >= 300 || status === 204 ? "redirect" : "probe";
