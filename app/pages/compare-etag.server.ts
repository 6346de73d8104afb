// The compare pages' ETag, keyed on the catalogue's data version and the build (a new import or
// deploy is a new tag); the server answers 304 for a client that has it. Cache-Control comes
// from the caching policy (common/http.ts).
import { apiEtag } from "../api/responses.server";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { withCatalogue } from "./page-data.server";

/** The loader's ETag header. The catalogue is read inside its guard: unavailable, this is a 503 (Retry-After), not a 500. */
export async function compareEtagHeaders(): Promise<Record<string, string>> {
  return { ETag: await withCatalogue(() => apiEtag(catalogueDataVersion())) };
}
