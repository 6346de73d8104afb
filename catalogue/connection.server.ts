// The live catalogue connection. Opened read-only (never creates a file); reopened when
// the file is swapped by an import (new inode) or on SIGHUP, so new data is served
// without a restart. A missing or unreadable file makes the catalogue unavailable (503).
import Database from "better-sqlite3";
import type { Kysely } from "kysely";
import { statSync } from "node:fs";
import { catalogueDbPath } from "./paths";
import { SCHEMA_VERSION } from "./schema";
import { firstSync, kyselyOn } from "./sync-query";
import type { Database as Schema } from "./tables";

export type Catalogue = { db: Kysely<Schema>; sqlite: Database.Database; dataVersion: string };

export class CatalogueUnavailableError extends Error {
  constructor(reason: string) {
    super(`catalogue unavailable: ${reason}`);
  }
}

export function readDataVersion(sqlite: Database.Database): string | undefined {
  return firstSync(sqlite, kyselyOn(sqlite).selectFrom("meta").select("value").where("key", "=", "data_version"))
    ?.value;
}

/** The live catalogue's data version (throws CatalogueUnavailableError like getCatalogue). */
export function catalogueDataVersion(): string {
  return getCatalogue().dataVersion;
}

const RECHECK_MS = 500;
type OpenCatalogue = Catalogue & { ino: number; size: number; mtimeMs: number };
// One connection per process: server/ reaches it through the server build (common/server-api.ts),
// so SIGHUP and readiness see what the loaders see.
const state: { current: OpenCatalogue | null; checkedAt: number } = { current: null, checkedAt: 0 };

function open(path: string): OpenCatalogue {
  const st = statSync(path);
  const sqlite = new Database(path, { readonly: true, fileMustExist: true, timeout: 200 });
  try {
    const version = sqlite.pragma("user_version", { simple: true });
    if (version !== SCHEMA_VERSION) throw new Error(`schema version ${String(version)}, expected ${SCHEMA_VERSION}`);
    const dataVersion = readDataVersion(sqlite);
    if (dataVersion === undefined) throw new Error("no data version");
    const db = kyselyOn(sqlite);
    return { db, sqlite, dataVersion, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

function close(): void {
  const old = state.current;
  if (!old) return;
  state.current = null;
  // Let queries already running on the old connection finish.
  setTimeout(() => old.sqlite.close(), 1000).unref();
}

/** Forget the connection so the next request reopens the file (SIGHUP). */
export function reloadCatalogue(): void {
  close();
  state.checkedAt = 0;
}

export function getCatalogue(): Catalogue {
  const now = Date.now();
  if (state.current && now - state.checkedAt < RECHECK_MS) return state.current;
  state.checkedAt = now;
  const path = catalogueDbPath();
  try {
    const st = statSync(path);
    const cur = state.current;
    if (cur && (st.ino !== cur.ino || st.size !== cur.size || st.mtimeMs !== cur.mtimeMs)) close();
    return (state.current ??= open(path));
  } catch (error) {
    close();
    state.checkedAt = 0;
    throw new CatalogueUnavailableError(error instanceof Error ? error.message : String(error));
  }
}
