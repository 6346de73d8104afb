// Writes _app/builds/latest.json ({id, timestamp}) and _app/builds/meta/{id}.json (the route
// rules as declared, the prerendered paths, and the matcher: the rules as regular expressions,
// which client navigations apply), plus build/build-info.json for the server.
import Database from "better-sqlite3";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readDataVersion } from "#catalogue/connection.server";
import { runtimeConfig } from "../app/config.server";
import { catalogueDbPath } from "#catalogue/paths";
import { prerenderPaths } from "./prerender-paths";
import type { BuildMeta } from "../app/client/build-meta";
import { assertValidRouteRules, ROUTE_RULES, shippedRouteRules } from "../app/routing/route-rules";

function dataVersion(): string {
  const db = new Database(catalogueDbPath(), { readonly: true, fileMustExist: true });
  try {
    const version = readDataVersion(db);
    if (version === undefined) throw new Error(`${catalogueDbPath()} has no data version`);
    return version;
  } finally {
    db.close();
  }
}

/** Returns the number of prerendered paths and the directory of the two build files. */
export function writeBuildManifests(clientDir: string, buildId: string): { prerendered: number; dir: string } {
  assertValidRouteRules(ROUTE_RULES);
  const timestamp = Date.now();
  const prerendered = prerenderPaths();
  const buildsDir = join(clientDir, "_app", "builds");
  mkdirSync(join(buildsDir, "meta"), { recursive: true });
  writeFileSync(join(buildsDir, "latest.json"), JSON.stringify({ id: buildId, timestamp }));
  const meta: BuildMeta = {
    id: buildId,
    timestamp,
    routeRules: ROUTE_RULES,
    prerendered,
    matcher: shippedRouteRules(),
  };
  writeFileSync(join(buildsDir, "meta", `${buildId}.json`), JSON.stringify(meta));
  writeFileSync(
    join(clientDir, "..", "build-info.json"),
    JSON.stringify(
      {
        buildId,
        timestamp,
        dataVersion: dataVersion(),
        siteOrigin: runtimeConfig().siteOrigin,
        prerendered: prerendered.length,
      },
      null,
      2,
    ),
  );
  return { prerendered: prerendered.length, dir: buildsDir };
}
