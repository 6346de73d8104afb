// GET /og/cpu/{vendor}/{id}.png, /og/compare/{a}-vs-{b}.png, /og/site.png (and under /en):
// the link-preview cards that pages name in og:image (app/images/preview-card.ts).
import { imageNotFound, imageResponse } from "../images/image-response.server";
import { cpuCardImage, pairCardImage, siteCardImage } from "../images/images.server";
import type { Route } from "./+types/og-image";

export const loader = ({ request, params }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const parts = (params["*"] ?? "").split("/");
  return imageResponse(request, async () => {
    if (parts.length === 3 && parts[0] === "cpu") return cpuCardImage(url, { vendor: parts[1], file: parts[2] });
    if (parts.length === 2 && parts[0] === "compare") return pairCardImage(url, { file: parts[1] });
    if (parts.length === 1 && parts[0] === "site.png") return siteCardImage(url);
    return imageNotFound(url.pathname);
  });
};
