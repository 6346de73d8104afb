// The library listing for pages and the API: parse, search, filter, count, page.
import { getCatalogue } from "#catalogue/connection.server";
import { confirmReadable, libraryIndex } from "./catalogue-index.server";
import { parseLibraryQuery, type ParsedLibraryQuery } from "./parse-query";
import type { LibraryQuery } from "./query-model";
import { runLibraryQuery } from "./run-query";
import { itemAt } from "./library-table";
import { closestModels, looksLikeModel, onlyExactMatch } from "./search-spelling";
import { platformSlugOf } from "./search-platforms";
import { searchLibrary, withWordFilters } from "./search-query";
import type { LibraryItem, LibraryListing } from "./types";

/** Parses against the live catalogue's facet values (an unknown socket is a problem). */
export function parseLibraryParams(params: URLSearchParams): ParsedLibraryQuery {
  return parseLibraryQuery(params, libraryIndex(getCatalogue()).vocabulary);
}

type Paging = { page: number; pageSize: number; clampPage: boolean };

/**
 * `typing`: the query is still being typed (the suggest box), so a model number may go on,
 * and the processor it names exactly, if only one, is given as `exact`.
 */
function run(query: LibraryQuery, paging: Paging, typing = false): LibraryListing {
  const catalogue = getCatalogue();
  const index = libraryIndex(catalogue);
  confirmReadable(catalogue);
  const { ranks, searchedFor, didYouMean, text, words, unlisted } = searchLibrary(index.search, query.q, index.words, {
    typing,
  });
  const exact = typing ? onlyExactMatch(ranks) : -1;
  const result = runLibraryQuery(index, withWordFilters(query, words), ranks, paging);
  const model = result.total === 0 && unlisted === null ? looksLikeModel(text) : null;
  const notListed =
    model === null
      ? null
      : { model, closest: closestModels(index.search, text, CLOSEST_MODELS).map((pos) => itemAt(index.table, pos)) };
  return {
    ...result,
    spelling: { searchedFor, didYouMean },
    exact: exact === -1 ? null : itemAt(index.table, exact),
    notListed,
    words: {
      text,
      recognised: words.map(({ text: typed, filter }) => ({
        text: typed,
        kind: filter.kind,
        value: String(filter.value),
        socketPage: "generations" in filter ? platformSlugOf(filter) : null,
      })),
      unlisted,
    },
  };
}

const CLOSEST_MODELS = 5;

/**
 * Where a search form's submit lands: the one processor a query names exactly (its typos
 * forgiven), else the socket page of a query that is only a socket or chipset word ("x99",
 * "am4"), else null (the library).
 */
export function searchTarget(q: string): { cpu: LibraryItem } | { socket: string } | null {
  if (q.trim() === "") return null;
  const catalogue = getCatalogue();
  const index = libraryIndex(catalogue);
  confirmReadable(catalogue);
  const found = searchLibrary(index.search, q, index.words);
  const exact = onlyExactMatch(found.ranks);
  if (exact !== -1) return { cpu: itemAt(index.table, exact) };
  const [only, ...others] = found.words;
  if (found.text.trim() === "" && only && others.length === 0 && "generations" in only.filter) {
    const slug = platformSlugOf(only.filter);
    if (slug) return { socket: slug };
  }
  return null;
}

export function listLibrary(query: LibraryQuery, options: { clampPage: boolean; typing?: boolean }): LibraryListing {
  return run(query, { page: query.page, pageSize: query.pageSize, clampPage: options.clampPage }, options.typing);
}

/** The date of the Geekbench 6 figures the library's value is worked out against (value.ts). */
export function libraryValueMeasuredOn(): string | null {
  return libraryIndex(getCatalogue()).table.geekbench6MeasuredOn;
}

/** Every match of a query in its order, without paging (the CSV export of a view). */
export function listAllMatches(query: LibraryQuery): LibraryItem[] {
  return run(query, { page: 1, pageSize: Number.MAX_SAFE_INTEGER, clampPage: false }).items;
}
