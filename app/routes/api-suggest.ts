// GET /api/suggest?q=: a few processors for what is typed, ranked like the library's search
// (exact model first), typos forgiven: {q, items, searchedFor, didYouMean} (search-spelling.ts).
// Cached until the catalogue's data version changes.
import { apiError, cachedResponse, jsonBody, withApiCatalogue } from "../catalog/library/api-responses.server";
import { catalogueDataVersion } from "../catalog/library/list.server";
import { suggestCpus } from "../catalog/suggest.server";
import { SUGGEST_LIMIT, SUGGEST_MAX_QUERY } from "../catalog/suggestion";
import type { Route } from "./+types/api-suggest";

export const loader = ({ request }: Route.LoaderArgs) =>
  withApiCatalogue(() => {
    const params = new URL(request.url).searchParams;
    const q = params.get("q") ?? "";
    if (params.getAll("q").length > 1) return apiError(400, "give q once");
    if (q.length > SUGGEST_MAX_QUERY) return apiError(400, `q is longer than ${SUGGEST_MAX_QUERY} characters`);
    return cachedResponse(request, catalogueDataVersion(), () => jsonBody({ q, ...suggestCpus(q, SUGGEST_LIMIT) }));
  });
