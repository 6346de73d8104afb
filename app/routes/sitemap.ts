// /sitemap.xml: every page in both locales with hreflang alternates, from SITE_ORIGIN.
import { popularPairSlugs } from "../catalog/compare/pairs.server";
import { sitemapPagePaths, sitemapXml } from "../catalog/detail-sitemap";
import { PLATFORMS } from "../catalog/platforms";
import { allCpuRefs, catalogueBuiltAt } from "../catalog/queries.server";
import { runtimeConfig } from "../config.server";
import { withCatalogue } from "../pages/page-data.server";

export async function loader() {
  const { cpus, pairs, builtAt } = await withCatalogue(async () => ({ cpus: await allCpuRefs(), pairs: popularPairSlugs(), builtAt: await catalogueBuiltAt() }));
  const xml = sitemapXml(runtimeConfig().siteOrigin, sitemapPagePaths(cpus, { socketSlugs: PLATFORMS.map((p) => p.slug), pairs }), builtAt ? builtAt.slice(0, 10) : null);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
