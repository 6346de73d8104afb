// Which failures mean the catalogue is missing, corrupt or locked (the HTTP layers answer 503
// for them: app/catalogue-unavailable.server.ts).
import { CatalogueUnavailableError } from "#catalogue/connection.server";

const SQLITE_UNAVAILABLE = /^SQLITE_(CORRUPT|NOTADB|BUSY|LOCKED|CANTOPEN|IOERR|READONLY)/;

export function isCatalogueFailure(error: unknown): boolean {
  if (error instanceof CatalogueUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && SQLITE_UNAVAILABLE.test(code);
}
