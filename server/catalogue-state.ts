// The server's view of the live catalogue, through the connection the loaders share.
import { getCatalogue, readDataVersion, reloadCatalogue } from "../app/catalog/db.server";

export type CatalogueState = { available: boolean; dataVersion: string | null };

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

export { reloadCatalogue };
