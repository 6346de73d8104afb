// GET /api/cpus: the library's query as JSON ({total, page, pageSize, items, facets}).
import { cachedResponse, invalidParameters, jsonBody, withApiCatalogue } from "../api/responses.server";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { listLibrary, parseLibraryParams } from "../catalog/library/list.server";
import type { Route } from "./+types/api-cpus";

export const loader = ({ request }: Route.LoaderArgs) =>
  withApiCatalogue(() => {
    const { query, problems } = parseLibraryParams(new URL(request.url).searchParams);
    if (problems.length > 0) return invalidParameters(problems);
    return cachedResponse(catalogueDataVersion(), () => {
      // The body keeps the specification's fields; typos are forgiven in `items` alone.
      const { total, page, pageSize, items, facets } = listLibrary(query, { clampPage: false });
      return jsonBody({ total, page, pageSize, items, facets });
    });
  });
