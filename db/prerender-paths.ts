// The pages prerendered at build time: every page in both locales (home, library, processors,
// socket pages, and the head-to-head pages people compare, as the sitemap lists them), each with
// its _payload.json.
import Database from "better-sqlite3";
import { popularPairSlugs } from "../app/catalog/compare/pairs.server";
import { getCatalogue } from "../app/catalog/db.server";
import { PLATFORMS } from "../app/catalog/platforms";
import { catalogueDbPath } from "./paths";

export function pagePaths(): string[] {
  const db = new Database(catalogueDbPath(), { readonly: true, fileMustExist: true });
  try {
    const cpus = db.prepare("SELECT vendor, id FROM cpus ORDER BY vendor, id").all() as Array<{ vendor: string; id: string }>;
    const sockets = PLATFORMS.map((p) => `/socket/${p.slug}`);
    const pairs = popularPairSlugs(getCatalogue()).map((slug) => `/compare/${slug}`);
    const zh = ["/", "/lib", ...cpus.map((c) => `/cpu/${c.vendor}/${c.id}`), ...sockets, ...pairs];
    return zh.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`]);
  } finally {
    db.close();
  }
}

function payloadPath(page: string): string {
  return page === "/" ? "/_payload.json" : `${page}/_payload.json`;
}

export function prerenderPaths(): string[] {
  return pagePaths().flatMap((p) => [p, payloadPath(p)]);
}
