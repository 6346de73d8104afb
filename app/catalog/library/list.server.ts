// The library listing for pages and the API: parse, search, filter, count, page.
import { getCatalogue } from "../db.server";
import { confirmReadable, libraryIndex } from "./catalogue-index.server";
import { parseLibraryQuery, type ParsedLibraryQuery } from "./parse-query";
import type { LibraryQuery } from "./query-model";
import { runLibraryQuery } from "./run-query";
import { searchIndexRanks } from "./search-index";
import { planSearch } from "./search-plan";
import type { LibraryItem, LibraryResult } from "./types";

/** Parses against the live catalogue's facet values (an unknown socket is a problem). */
export function parseLibraryParams(params: URLSearchParams): ParsedLibraryQuery {
  return parseLibraryQuery(params, libraryIndex(getCatalogue()).vocabulary);
}

function run(query: LibraryQuery, paging: { page: number; pageSize: number; clampPage: boolean }): LibraryResult {
  const catalogue = getCatalogue();
  const index = libraryIndex(catalogue);
  confirmReadable(catalogue);
  const plan = planSearch(query.q);
  const ranks = plan ? searchIndexRanks(index.search, plan) : null;
  return runLibraryQuery(index, query, ranks, paging);
}

export function listLibrary(query: LibraryQuery, options: { clampPage: boolean }): LibraryResult {
  return run(query, { page: query.page, pageSize: query.pageSize, clampPage: options.clampPage });
}

/** Every match of a query in its order, without paging (the CSV export of a view). */
export function listAllMatches(query: LibraryQuery): LibraryItem[] {
  return run(query, { page: 1, pageSize: Number.MAX_SAFE_INTEGER, clampPage: false }).items;
}

export function catalogueDataVersion(): string {
  return getCatalogue().dataVersion;
}
