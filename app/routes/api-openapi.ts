// GET /api/openapi.json: the API's OpenAPI 3.1 description, cached like the other answers
// (ETag from the document's hash and the build, 304 for If-None-Match, open to every origin).
import { openApiDocument } from "../api/openapi-document.server";
import { cachedResponse } from "../api/responses.server";
import type { Route } from "./+types/api-openapi";

export const loader = ({ request }: Route.LoaderArgs) => {
  const { json, version } = openApiDocument();
  return cachedResponse(request, version, () => ({ body: json, contentType: "application/json; charset=utf-8" }));
};
