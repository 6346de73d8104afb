// Any other /api/... path: a JSON 404 rather than the HTML not-found page.
import { apiError } from "../api/responses.server";
import type { Route } from "./+types/api-not-found";

export const loader = ({ request }: Route.LoaderArgs) =>
  apiError(404, `no such endpoint: ${new URL(request.url).pathname}`);
