// The pages prerendered at build time: every listed page of common/page-kinds.ts in both
// locales, each with its _payload.json twin where its kind has one (common/page-kind-paths.ts),
// from the same listing as the sitemap (app/catalog/catalogue-listing.server.ts).
import { prerenderedPagePaths, prerenderedPaths } from "#common/page-kind-paths";
import { catalogueListing } from "../app/catalog/catalogue-listing.server";

export function pagePaths(): string[] {
  return prerenderedPagePaths(catalogueListing());
}

export function prerenderPaths(): string[] {
  return prerenderedPaths(catalogueListing());
}
