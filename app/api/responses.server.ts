// Responses of the open data API: JSON (or CSV) with an ETag keyed on the catalogue's data
// version and the build, 304 for a matching If-None-Match, and short JSON errors. Cache-Control
// comes from the caching policy (CACHE_POLICY in common/http.ts), applied by the server.
import type { ParamProblem } from "../catalog/library/parse-query";
import { RETRY_AFTER_HEADERS, unlessCatalogueFails } from "../catalogue-unavailable.server";
import { runtimeConfig } from "../config.server";
import { ifNoneMatchMatches, weakEtag } from "#common/http-etag";

const API_HEADERS = { "Access-Control-Allow-Origin": "*" } as const;
export const CATALOGUE_UNAVAILABLE = "the processor catalogue is temporarily unavailable";

export function apiEtag(dataVersion: string): string {
  return weakEtag(dataVersion, runtimeConfig().buildId);
}

export type CachedBody = { body: string; contentType: string; headers?: Record<string, string> };

/** A cacheable answer: 304 when the client already has this data version, else the body. */
export function cachedResponse(request: Request, dataVersion: string, make: () => CachedBody): Response {
  const etag = apiEtag(dataVersion);
  const headers = { ...API_HEADERS, ETag: etag };
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  const { body, contentType, headers: extra } = make();
  return new Response(body, { status: 200, headers: { ...headers, ...extra, "Content-Type": contentType } });
}

export function jsonBody(value: unknown): CachedBody {
  return { body: JSON.stringify(value), contentType: "application/json; charset=utf-8" };
}

export function apiError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error, ...extra }, { status, headers: { ...API_HEADERS, ...headers } });
}

export function invalidParameters(problems: ReadonlyArray<ParamProblem>): Response {
  return apiError(400, "invalid parameters", { parameters: problems });
}

/** A missing, corrupt or locked catalogue is a 503 with Retry-After, as JSON. */
export function withApiCatalogue(handle: () => Response | Promise<Response>): Promise<Response> {
  return unlessCatalogueFails(handle, () => apiError(503, CATALOGUE_UNAVAILABLE, {}, RETRY_AFTER_HEADERS));
}
