// GET /og/cpu/{vendor}/{id}.png, /og/compare/{a}-vs-{b}.png, /og/site.png (and under /en):
// the link-preview cards that pages name in og:image (app/images/preview-card.ts).
import { imageResponse } from "../images/image-response.server";
import { cpuCardImage, pairCardImage, siteCardImage } from "../images/images.server";
import type { Route } from "./+types/og-image";

export const loader = ({ request, params }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const p = params as { vendor?: string; file?: string };
  return imageResponse(request, () => (p.vendor !== undefined ? cpuCardImage(url, p) : p.file !== undefined ? pairCardImage(url, p) : siteCardImage(url)));
};
