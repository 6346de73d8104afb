// The data of each page, shared by the page loaders and their _payload.json twins.
import { data, redirect } from "react-router";
import { localeFromPathPrefix } from "#common/locale";
import { SOCKET_PAGES } from "./platform-pages/socket-pages";
import { listLibrary, parseLibraryParams } from "./library/list.server";
import { ladderData } from "./ladder.server";
import { catalogueStats, findCpuVendor, getCpu, newestCpus, vendorFamilies } from "./queries.server";
import { isValidCpuId } from "./slug";
import { withCatalogue } from "./unavailable.server";

const NEWEST_ON_HOME = 8;

/** The home page; its ladder reads the URL (`_payload.json?v=` only busts caches). */
export function homePageData(url?: URL) {
  const params = new URLSearchParams(url?.searchParams);
  if (url?.pathname.endsWith("/_payload.json")) params.delete("v");
  return withCatalogue(async () => {
    const [stats, newest, families, ladder] = await Promise.all([catalogueStats(), newestCpus(NEWEST_ON_HOME), vendorFamilies(), ladderData(params)]);
    return { stats, newest, families, ladder };
  });
}

/** The library page: bad or unknown parameters are dropped and listed, never an error. */
export function libraryPageData(url: URL) {
  return withCatalogue(async () => {
    const params = new URLSearchParams(url.searchParams);
    // `_payload.json?v={buildId}` busts caches; it is not part of the library's state.
    if (url.pathname.endsWith("/_payload.json")) params.delete("v");
    const { query, problems } = parseLibraryParams(params);
    return { query, ignored: problems, result: listLibrary(query, { clampPage: true }), socketPages: SOCKET_PAGES };
  });
}

/** Route validation of /cpu/{vendor}/{id}: a failure is a fatal 404 with the spec's text. */
export function validateCpuParams(params: { vendor?: string; id?: string }, pathname: string) {
  const { vendor, id } = params;
  if ((vendor !== "amd" && vendor !== "intel") || !id || !isValidCpuId(id)) {
    throw data(`Page Not Found: ${pathname}`, { status: 404 });
  }
  return { vendor, id } as const;
}

export function cpuPageData(params: { vendor?: string; id?: string }, pathname: string) {
  const { vendor, id } = validateCpuParams(params, pathname);
  return withCatalogue(async () => {
    const cpu = await getCpu(vendor, id);
    if (cpu) return { cpu };
    const actual = await findCpuVendor(id);
    if (actual) {
      const prefix = localeFromPathPrefix(pathname) === "en" ? "/en" : "";
      const suffix = pathname.endsWith("/_payload.json") ? "/_payload.json" : "";
      throw redirect(`${prefix}/cpu/${actual}/${id}${suffix}`, 301);
    }
    throw data(`Page not found: ${pathname}`, { status: 404 });
  });
}
