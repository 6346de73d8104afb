// Builds the live catalogue's in-memory indexes (library table, search index, the default sort
// order, the detail index, the platform index) before visitors need them, so the first /lib or detail request of
// a worker is not the one that pays for them. Until it is done, /readyz says "warming up".
import { getCatalogue } from "../app/catalog/db.server";
import { detailIndex } from "../app/catalog/detail/detail-index.server";
import { platformIndex } from "../app/catalog/platform-pages/platform-index.server";
import { libraryIndex } from "../app/catalog/library/catalogue-index.server";
import { effectiveSort } from "../app/catalog/library/query-model";
import { orderOf } from "../app/catalog/library/run-query";

export type WarmUp = { ms: number; cpus: number } | { error: string };

export function warmUp(): WarmUp {
  const started = performance.now();
  try {
    const catalogue = getCatalogue();
    const library = libraryIndex(catalogue);
    const { key, dir } = effectiveSort({ q: "", sort: null, dir: null }); // the library without a query
    if (key !== "relevance") orderOf(library, key, dir);
    detailIndex(catalogue);
    platformIndex(catalogue);
    return { ms: Math.round(performance.now() - started), cpus: library.table.size };
  } catch (error) {
    // An unavailable catalogue is answered with 503s and retried by the requests themselves.
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
