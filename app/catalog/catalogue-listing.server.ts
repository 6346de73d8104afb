// What the catalogue lists for the page kinds with one page per processor, socket or pair
// (their `listed`, common/page-kinds.ts): one listing for the sitemap and the prerendered paths.
import type { CatalogueListing } from "#common/page-kinds";
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import { popularPairSlugs } from "./compare/pairs.server";
import { PLATFORMS } from "./platforms";
import { allCpuRefs } from "./queries.server";

export function catalogueListing(catalogue: Catalogue = getCatalogue()): CatalogueListing {
  return {
    cpus: allCpuRefs(catalogue),
    socketSlugs: PLATFORMS.map((p) => p.slug),
    pairSlugs: popularPairSlugs(catalogue),
  };
}
