// A missing, corrupt or locked catalogue answers 503 with Retry-After, never an empty catalogue
// and never a stack trace: the one catch for pages (app/pages) and the API (app/api).
import { RETRY_AFTER_SECONDS } from "#common/http";
import { reloadCatalogue } from "#catalogue/connection.server";
import { isCatalogueFailure } from "./catalog/unavailable.server";

export { RETRY_AFTER_SECONDS };
export const RETRY_AFTER_HEADERS = { "Retry-After": String(RETRY_AFTER_SECONDS) } as const;

/**
 * `load`'s answer; when the catalogue fails, the connection is dropped (the next request
 * reopens the file) and `unavailable` answers (or throws) instead. Other errors propagate.
 */
export async function unlessCatalogueFails<T>(load: () => T | Promise<T>, unavailable: () => T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isCatalogueFailure(error)) throw error;
    reloadCatalogue();
    return unavailable();
  }
}
