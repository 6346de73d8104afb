// /sitemap.xml: every listed page (common/page-kind-paths.ts) in both locales with hreflang alternates, from SITE_ORIGIN.
import { sitemapPagePaths } from "#common/page-kind-paths";
import { catalogueListing } from "../catalog/catalogue-listing.server";
import { sitemapXml } from "../catalog/detail-sitemap";
import { catalogueBuiltAt } from "../catalog/queries.server";
import { runtimeConfig } from "../config.server";
import { withCatalogue } from "../pages/page-data.server";

export async function loader() {
  const { listing, builtAt } = await withCatalogue(async () => ({
    listing: catalogueListing(),
    builtAt: await catalogueBuiltAt(),
  }));
  const pages = sitemapPagePaths(listing);
  const xml = sitemapXml(runtimeConfig().siteOrigin, pages, builtAt ? builtAt.slice(0, 10) : null);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
