import { resolve } from "node:path";

/** The live catalogue file; CATALOGUE_DB overrides it (tests, imports into a scratch copy). */
export function catalogueDbPath(): string {
  return resolve(process.env.CATALOGUE_DB ?? "var/catalogue.sqlite");
}
