// The compare pages' ETag, keyed on the catalogue's data version and the build (a new import or
// deploy is a new tag), and the 304 for a client that has it. Cache-Control comes from the
// caching policy (CACHE_POLICY in common/http.ts).
import type { MiddlewareFunction } from "react-router";
import { apiEtag } from "../api/responses.server";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { ifNoneMatchMatches } from "#common/http-etag";
import { withCatalogue } from "./page-data.server";

/** The catalogue is read inside its guard: unavailable, this is a 503 (Retry-After), not a 500. */
const compareEtag = () => withCatalogue(() => apiEtag(catalogueDataVersion()));

/**
 * A client that has this data version gets 304. Not for a browser's page load: its 304
 * would keep the cached HTML, whose CSP nonce no longer matches the new response's policy.
 */
export const compareNotModified: MiddlewareFunction<Response> = async ({ request }, next) => {
  const page =
    request.headers.get("Sec-Fetch-Dest") === "document" || (request.headers.get("Accept") ?? "").includes("text/html");
  const ifNoneMatch = request.headers.get("If-None-Match");
  const etag = page || !ifNoneMatch ? null : await compareEtag();
  if (etag && ifNoneMatchMatches(ifNoneMatch, etag))
    return new Response(null, { status: 304, headers: { ETag: etag } });
  return next();
};

/** The ETag the middleware above checks, for the loader's response. */
export async function compareEtagHeaders(): Promise<Record<string, string>> {
  return { ETag: await compareEtag() };
}
