// GET /api/cpus.csv: every processor of a library view (same parameters, no paging) as CSV.
import { cachedResponse, invalidParameters, withApiCatalogue } from "../api/responses.server";
import { CSV_FILENAME, libraryCsv } from "../catalog/library/csv-export";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { listAllMatches, parseLibraryParams } from "../catalog/library/list.server";
import type { Route } from "./+types/api-cpus-csv";

export const loader = ({ request }: Route.LoaderArgs) =>
  withApiCatalogue(() => {
    const { query, problems } = parseLibraryParams(new URL(request.url).searchParams);
    if (problems.length > 0) return invalidParameters(problems);
    return cachedResponse(catalogueDataVersion(), () => ({
      body: libraryCsv(listAllMatches(query)),
      contentType: "text/csv; charset=utf-8",
      headers: { "Content-Disposition": `attachment; filename="${CSV_FILENAME}"` },
    }));
  });
