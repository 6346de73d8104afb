// {page}/_payload.json: the page's data as public JSON (a static file where the page is
// prerendered), from the data function of the page's kind (common/page-kinds.ts).
import { payloadKindOf } from "#common/page-kind-paths";
import { data } from "react-router";
import { runtimeConfig } from "../config.server";
import type { PageDataName } from "#common/page-kinds";
import type { PageArgs } from "../pages/page-data.server";
import * as pageDataFunctions from "../pages/pages.server";
import type { Route } from "./+types/payload";

/** The page kinds' data functions by name: a `data` that names no function of pages.server.ts does not compile. */
const PAGE_DATA: Record<PageDataName, (args: PageArgs) => Promise<unknown>> = pageDataFunctions;

export async function loader(args: Route.LoaderArgs) {
  const base = runtimeConfig().baseUrl.slice(0, -1);
  const path = new URL(args.request.url).pathname;
  const page = (path.startsWith(`${base}/`) ? path.slice(base.length) : path).replace(/\/?_payload\.json$/, "") || "/";
  const kind = payloadKindOf(page);
  // routes.ts registers this module only at the twins of payload kinds; the guard keeps
  // other paths (a fragment in the request target) from reaching it, and this is the backstop.
  if (!kind) throw data(`Page not found: ${path}`, { status: 404 });
  return Response.json(await PAGE_DATA[kind.data](args));
}
