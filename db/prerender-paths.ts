// The pages prerendered at build time: every page in both locales (home, library, processors,
// socket pages), each with its _payload.json.
import Database from "better-sqlite3";
import { PLATFORMS } from "../app/catalog/platforms";
import { catalogueDbPath } from "./paths";

export function pagePaths(): string[] {
  const db = new Database(catalogueDbPath(), { readonly: true, fileMustExist: true });
  try {
    const cpus = db.prepare("SELECT vendor, id FROM cpus ORDER BY vendor, id").all() as Array<{ vendor: string; id: string }>;
    const sockets = PLATFORMS.map((p) => `/socket/${p.slug}`);
    const zh = ["/", "/lib", ...cpus.map((c) => `/cpu/${c.vendor}/${c.id}`), ...sockets];
    return zh.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`]);
  } finally {
    db.close();
  }
}

export function payloadPath(page: string): string {
  return page === "/" ? "/_payload.json" : `${page}/_payload.json`;
}

export function prerenderPaths(): string[] {
  return pagePaths().flatMap((p) => [p, payloadPath(p)]);
}
