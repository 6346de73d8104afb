// The data of the home and library pages (the page layer, app/pages, adds the HTTP).
import { SOCKET_PAGES } from "./platform-pages/socket-pages";
import { libraryValueMeasuredOn, listLibrary, parseLibraryParams } from "./library/list.server";
import { ladderData } from "./ladder.server";
import { catalogueStats, newestCpus, vendorFamilies } from "./queries.server";

const NEWEST_ON_HOME = 8;

/** The home page; its ladder reads the query. */
export async function homePage(params: URLSearchParams) {
  const [stats, newest, families, ladder] = await Promise.all([catalogueStats(), newestCpus(NEWEST_ON_HOME), vendorFamilies(), ladderData(params)]);
  return { stats, newest, families, ladder };
}

/** The library page: bad or unknown parameters are dropped and listed, never an error. */
export function libraryPage(params: URLSearchParams) {
  const { query, problems } = parseLibraryParams(params);
  return { query, ignored: problems, result: listLibrary(query, { clampPage: true }), socketPages: SOCKET_PAGES, valueMeasuredOn: libraryValueMeasuredOn() };
}
