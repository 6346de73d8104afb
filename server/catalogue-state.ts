// The server's view of the live catalogue, through the connection the loaders share.
import { getCatalogue, reloadCatalogue } from "../app/catalog/db.server";

export type CatalogueState = { available: boolean; dataVersion: string | null };

export function catalogueState(): CatalogueState {
  try {
    return { available: true, dataVersion: getCatalogue().dataVersion };
  } catch {
    return { available: false, dataVersion: null };
  }
}

export { reloadCatalogue };
