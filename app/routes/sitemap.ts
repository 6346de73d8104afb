// /sitemap.xml: every listed page (common/page-kind-paths.ts) in both locales with hreflang alternates, from SITE_ORIGIN.
import { sitemapPagePaths } from "#common/page-kind-paths";
import { popularPairSlugs } from "../catalog/compare/pairs.server";
import { sitemapXml } from "../catalog/detail-sitemap";
import { PLATFORMS } from "../catalog/platforms";
import { allCpuRefs, catalogueBuiltAt } from "../catalog/queries.server";
import { runtimeConfig } from "../config.server";
import { withCatalogue } from "../pages/page-data.server";

export async function loader() {
  const { cpus, pairSlugs, builtAt } = await withCatalogue(async () => ({
    cpus: await allCpuRefs(),
    pairSlugs: popularPairSlugs(),
    builtAt: await catalogueBuiltAt(),
  }));
  const pages = sitemapPagePaths({ cpus, socketSlugs: PLATFORMS.map((p) => p.slug), pairSlugs });
  const xml = sitemapXml(runtimeConfig().siteOrigin, pages, builtAt ? builtAt.slice(0, 10) : null);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
