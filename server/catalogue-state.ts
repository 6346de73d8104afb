// The server's view of the live catalogue, through the connection the loaders share.
import { getCatalogue, reloadCatalogue } from "../app/catalog/db.server";

export type CatalogueState = { available: boolean; dataVersion: string | null };

/** `probe`: also read from the file (readiness), so a locked or damaged file counts as unavailable. */
export function catalogueState(probe = false): CatalogueState {
  try {
    const catalogue = getCatalogue();
    if (probe) catalogue.sqlite.prepare("SELECT value FROM meta WHERE key = 'data_version'").get();
    return { available: true, dataVersion: catalogue.dataVersion };
  } catch {
    if (probe) reloadCatalogue();
    return { available: false, dataVersion: null };
  }
}

export { reloadCatalogue };
