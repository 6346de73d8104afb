// {page}/_payload.json: the page's data as public JSON (a static file where the page is prerendered).
import { pairPageData } from "../catalog/compare/pairs.server";
import { cpuDetailPageData } from "../catalog/detail.server";
import { socketPageData, upgradePageData } from "../catalog/platform-pages/platform-pages.server";
import { homePageData, libraryPageData } from "../catalog/pages.server";
import type { Route } from "./+types/payload";

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = url.pathname.replace(/\/?_payload\.json$/, "") || "/";
  const payload = params.id
    ? await cpuDetailPageData(params, page)
    : params.slug
      ? await socketPageData(params, page)
      : params.pair
        ? await pairPageData(params.pair, url, "/_payload.json")
        : /\/upgrade$/.test(page)
          ? await upgradePageData(url)
          : /\/lib$/.test(page)
            ? await libraryPageData(url)
            : await homePageData(url);
  return Response.json(payload);
}
