// {page}/_payload.json: the page's data as public JSON (a static file where the page is prerendered).
import { aboutPageData, cpuPageData, homePageData, libraryPageData, pairPageData, socketPageData, upgradePageData } from "../pages/pages.server";
import type { Route } from "./+types/payload";

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const page = new URL(args.request.url).pathname.replace(/\/?_payload\.json$/, "") || "/";
  const payload = params.id
    ? await cpuPageData(args)
    : params.slug
      ? await socketPageData(args)
      : params.pair
        ? await pairPageData(args)
        : /\/upgrade$/.test(page)
          ? await upgradePageData(args)
          : /\/lib$/.test(page)
            ? await libraryPageData(args)
            : /\/about$/.test(page)
              ? await aboutPageData(args)
              : await homePageData(args);
  return Response.json(payload);
}
