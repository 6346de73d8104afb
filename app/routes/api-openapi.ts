// GET /api/openapi.json: the API's OpenAPI 3.1 description, cached like the other answers
// (ETag from the document's hash and the build, open to every origin; the server answers 304).
import { openApiDocument } from "../api/openapi-document.server";
import { cachedResponse } from "../api/responses.server";

export const loader = () => {
  const { json, version } = openApiDocument();
  return cachedResponse(version, () => ({ body: json, contentType: "application/json; charset=utf-8" }));
};
