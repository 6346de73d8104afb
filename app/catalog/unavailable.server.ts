// A missing, corrupt or locked catalogue answers 503 with Retry-After on data pages,
// never an empty catalogue and never a stack trace.
import { data } from "react-router";
import { RETRY_AFTER_SECONDS } from "#common/http";
import { CatalogueUnavailableError, reloadCatalogue } from "./db.server";

const SQLITE_UNAVAILABLE = /^SQLITE_(CORRUPT|NOTADB|BUSY|LOCKED|CANTOPEN|IOERR|READONLY)/;

export function isCatalogueFailure(error: unknown): boolean {
  if (error instanceof CatalogueUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && SQLITE_UNAVAILABLE.test(code);
}

export async function withCatalogue<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isCatalogueFailure(error)) throw error;
    reloadCatalogue();
    throw data("Service Unavailable: the processor catalogue is temporarily unavailable", {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}
