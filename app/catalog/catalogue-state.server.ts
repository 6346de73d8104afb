// The live catalogue as the server sees it (readiness, 503s, metrics), through the connection
// the loaders use.
import type { CatalogueFacts, CatalogueState } from "#common/server-api";
import { firstSync } from "#catalogue/sync-query";
import { getCatalogue, readDataVersion, reloadCatalogue } from "#catalogue/connection.server";

/** `probe`: also read from the file (readiness), so a locked or damaged file counts as unavailable. */
export function catalogueState(probe = false): CatalogueState {
  try {
    const catalogue = getCatalogue();
    if (probe) readDataVersion(catalogue.sqlite);
    return { available: true, dataVersion: catalogue.dataVersion };
  } catch {
    if (probe) reloadCatalogue();
    return { available: false, dataVersion: null };
  }
}

/** When the catalogue was built, read once per data version. */
let builtAt: { dataVersion: string; value: string | null } | null = null;

export function catalogueFacts(): CatalogueFacts {
  const { available, dataVersion } = catalogueState(true);
  if (!available || dataVersion === null) return { available, dataVersion, builtAt: null };
  if (builtAt?.dataVersion !== dataVersion) {
    try {
      const { db, sqlite } = getCatalogue();
      const row = firstSync(sqlite, db.selectFrom("meta").select("value").where("key", "=", "built_at"));
      builtAt = { dataVersion, value: row?.value ?? null };
    } catch {
      return { available: false, dataVersion: null, builtAt: null };
    }
  }
  return { available, dataVersion, builtAt: builtAt.value };
}
