// /sitemap.xml: every page in both locales with hreflang alternates, from SITE_ORIGIN.
import { sitemapPagePaths, sitemapXml } from "../catalog/detail-sitemap";
import { PLATFORMS } from "../catalog/platforms";
import { allCpuRefs, catalogueBuiltAt } from "../catalog/queries.server";
import { withCatalogue } from "../catalog/unavailable.server";
import { runtimeConfig } from "../config.server";
import { HTML_CACHE_CONTROL } from "../http";

export async function loader() {
  const { cpus, builtAt } = await withCatalogue(async () => ({ cpus: await allCpuRefs(), builtAt: await catalogueBuiltAt() }));
  const xml = sitemapXml(runtimeConfig().siteOrigin, sitemapPagePaths(cpus, PLATFORMS.map((p) => p.slug)), builtAt ? builtAt.slice(0, 10) : null);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": HTML_CACHE_CONTROL } });
}
