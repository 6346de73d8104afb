// Builds the live catalogue's in-memory indexes (library table, search index, the default sort
// order, the detail index, the platform index, the ranks) before visitors need them, so the first /lib or detail request of
// a worker is not the one that pays for them: server/ runs it before the port opens, through
// the server build (common/server-api.ts), so these are the very indexes the loaders use.
import type { WarmUp } from "#common/server-api";
import { getCatalogue } from "#catalogue/connection.server";
import { detailIndex } from "./detail/detail-index.server";
import { platformIndex } from "./platform-pages/platform-index.server";
import { libraryIndex } from "./library/catalogue-index.server";
import { SORT_DIRS } from "./library/library-fields";
import { effectiveSort } from "./library/query-model";
import { orderOf } from "./library/run-query";
import { rankIndex } from "./ranks/ranks.server";

export function warmUp(): WarmUp {
  const started = performance.now();
  try {
    const catalogue = getCatalogue();
    const library = libraryIndex(catalogue);
    const { key, dir } = effectiveSort({ q: "", sort: null, dir: null }, SORT_DIRS); // the library without a query
    if (key !== "relevance") orderOf(library, key, dir);
    detailIndex(catalogue);
    platformIndex(catalogue);
    rankIndex(catalogue);
    return { ms: Math.round(performance.now() - started), cpus: library.table.size };
  } catch (error) {
    // An unavailable catalogue is answered with 503s and retried by the requests themselves.
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
