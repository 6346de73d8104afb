// The pages prerendered at build time: every page in both locales (home, library, methodology, processors,
// socket pages, and the head-to-head pages people compare, as the sitemap lists them), each with
// its _payload.json.
import { popularPairSlugs } from "../app/catalog/compare/pairs.server";
import { getCatalogue } from "#catalogue/connection.server";
import { PLATFORMS } from "../app/catalog/platforms";
import { allSync } from "#catalogue/sync-query";

export function pagePaths(): string[] {
  const catalogue = getCatalogue();
  const cpus = allSync(catalogue.sqlite, catalogue.db.selectFrom("cpus").select(["vendor", "id"]).orderBy("vendor").orderBy("id"));
  const sockets = PLATFORMS.map((p) => `/socket/${p.slug}`);
  const pairs = popularPairSlugs(catalogue).map((slug) => `/compare/${slug}`);
  const zh = ["/", "/lib", "/about", ...cpus.map((c) => `/cpu/${c.vendor}/${c.id}`), ...sockets, ...pairs];
  return zh.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`]);
}

function payloadPath(page: string): string {
  return page === "/" ? "/_payload.json" : `${page}/_payload.json`;
}

export function prerenderPaths(): string[] {
  return pagePaths().flatMap((p) => [p, payloadPath(p)]);
}
