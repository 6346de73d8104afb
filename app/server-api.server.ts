// The application as server/ sees it (common/server-api.ts), exported by entry.server.tsx.
import type { ServerApi } from "#common/server-api";
import { catalogueFacts, catalogueState } from "./catalog/catalogue-state.server";
import { reloadCatalogue } from "#catalogue/connection.server";
import { indexBuilds } from "./catalog/index-builds.server";
import { warmUp } from "./catalog/warm-up.server";
import { applyRouteRules } from "./routing/route-rules";

export const serverApi = {
  catalogueState,
  catalogueFacts,
  reloadCatalogue,
  warmUp,
  indexBuilds,
  applyRouteRules: (pathname, search) => applyRouteRules(pathname, search),
} satisfies ServerApi;
