import { resolve } from "node:path";
import { env } from "#common/env";

/** The live catalogue file; CATALOGUE_DB overrides it (tests, imports into a scratch copy). */
export function catalogueDbPath(): string {
  return resolve(env().CATALOGUE_DB);
}
