// GET /ladder.svg, /ladder.png (and under /en): the ladder view of the query as a picture (app/images/).
import { formatOfPath, imageResponse } from "../images/image-response.server";
import { ladderImage } from "../images/images.server";
import type { Route } from "./+types/ladder-image";

export const loader = ({ request }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return imageResponse(request, () => ladderImage(url, formatOfPath(url.pathname) ?? "png"));
};
