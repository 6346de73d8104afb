// The pages prerendered at build time: every listed page of common/page-kinds.ts in both
// locales, each with its _payload.json twin where its kind has one (common/page-kind-paths.ts).
import { prerenderedPagePaths, prerenderedPaths } from "#common/page-kind-paths";
import type { CatalogueListing } from "#common/page-kinds";
import { popularPairSlugs } from "../app/catalog/compare/pairs.server";
import { getCatalogue } from "#catalogue/connection.server";
import { PLATFORMS } from "../app/catalog/platforms";
import { allSync } from "#catalogue/sync-query";

function catalogueListing(): CatalogueListing {
  const catalogue = getCatalogue();
  const cpus = allSync(
    catalogue.sqlite,
    catalogue.db.selectFrom("cpus").select(["vendor", "id"]).orderBy("vendor").orderBy("id"),
  );
  return { cpus, socketSlugs: PLATFORMS.map((p) => p.slug), pairSlugs: popularPairSlugs(catalogue) };
}

export function pagePaths(): string[] {
  return prerenderedPagePaths(catalogueListing());
}

export function prerenderPaths(): string[] {
  return prerenderedPaths(catalogueListing());
}
