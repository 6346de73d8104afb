// GET /api/suggest?q=: a few processors for what is typed, ranked like the library's search
// (exact model first), typos forgiven: {q, items, exact, searchedFor, didYouMean} (search-spelling.ts).
// Cached until the catalogue's data version changes.
import { queryValues, suggestQuerySchema } from "../api/endpoint-params";
import { apiError, cachedResponse, jsonBody, withApiCatalogue } from "../api/responses.server";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { suggestCpus } from "../catalog/suggest.server";
import { SUGGEST_LIMIT } from "../catalog/suggestion";
import type { Route } from "./+types/api-suggest";

export const loader = ({ request }: Route.LoaderArgs) =>
  withApiCatalogue(() => {
    const parsed = suggestQuerySchema.safeParse(queryValues(new URL(request.url).searchParams));
    if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? "invalid q");
    const { q } = parsed.data;
    return cachedResponse(catalogueDataVersion(), () => jsonBody({ q, ...suggestCpus(q, SUGGEST_LIMIT) }));
  });
