// The data of the home and library pages (the page layer, app/pages, adds the HTTP).
import { SOCKET_PAGES } from "./platform-pages/socket-pages";
import { searchTarget, libraryValueMeasuredOn, listLibrary, parseLibraryParams } from "./library/list.server";
import { LIBRARY_LAYOUT } from "./library/library-fields";
import { MAX_SEARCH_LENGTH } from "./library/query-model";
import { pastedSearch } from "./library/search-brand-string";
import { libraryNamesZh } from "./library/names-zh-labels.server";
import { movedTo, ok, type Outcome } from "./outcome";
import { ladderData } from "./ladder.server";
import { catalogueStats, newestCpus, vendorFamilies } from "./queries.server";
import { pageHref } from "#common/page-href";

const NEWEST_ON_HOME = 8;

/** The home page; its ladder reads the query. */
export async function homePage(params: URLSearchParams) {
  const [stats, newest, families, ladder] = await Promise.all([
    catalogueStats(),
    newestCpus(NEWEST_ON_HOME),
    vendorFamilies(),
    ladderData(params),
  ]);
  return { stats, newest, families, ladder };
}

/** The search forms' own parameter: "open the processor the query names, if exactly one". */
export const SEARCH_GO_PARAM = "go";

/**
 * The library page: bad or unknown parameters are dropped and listed, never an error. A
 * search form's submit (`go`) lands on the processor its query names exactly, if only one does,
 * on the socket page of a lone socket or chipset word, and on the library's own address otherwise.
 */
export function libraryPage(params: URLSearchParams): Outcome<ReturnType<typeof libraryListingPage>> {
  if (params.has(SEARCH_GO_PARAM)) {
    const q = params.get("q") ?? "";
    const target = searchTarget(q);
    if (target && "cpu" in target) return movedTo(pageHref("cpu", target.cpu), { permanent: false });
    if (target) return movedTo(pageHref("socket", { slug: target.socket }), { permanent: false });
    const rest = new URLSearchParams(params);
    rest.delete(SEARCH_GO_PARAM);
    // A long paste (a whole lscpu output, submitted without JavaScript) searches the line naming the processor.
    if (q.length > MAX_SEARCH_LENGTH) rest.set("q", pastedSearch(q, MAX_SEARCH_LENGTH));
    const query = rest.toString();
    return movedTo(query ? `${pageHref("lib")}?${query}` : pageHref("lib"), { permanent: false });
  }
  return ok(libraryListingPage(params));
}

function libraryListingPage(params: URLSearchParams) {
  const { query, problems } = parseLibraryParams(params);
  const result = listLibrary(query, { clampPage: true });
  return {
    layout: LIBRARY_LAYOUT,
    query,
    ignored: problems,
    result,
    namesZh: libraryNamesZh(result, query),
    socketPages: SOCKET_PAGES,
    valueMeasuredOn: libraryValueMeasuredOn(),
  };
}
