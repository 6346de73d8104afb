// Where a prerendered page's requests go and where their responses are written: the same
// URLs and files as React Router's own prerender (@react-router/dev 7.18, without the
// v8_trailingSlashAwareDataRequests flag), so server/static-files.ts finds them unchanged.

import { payloadKindOf, payloadTwinPath } from "#common/page-kind-paths";

const squash = (path: string) => path.replace(/\/\/+/g, "/");

export type PageFiles = {
  /** Single-fetch data of the page (client navigations): request path = file path. */
  data: string;
  /** The HTML document: requested with a trailing slash, written as {page}/index.html. */
  htmlRequest: string;
  html: string;
  /** The page's public JSON twin (a resource route): request path = file path; null where its kind has none. */
  payload: string | null;
  /**
   * Whether the twin is the page loader's data as JSON (its kind's `payload` is
   * "loader-data" in common/page-kinds.ts), so it can be written from the .data instead
   * of running the loader again.
   */
  payloadIsPageData: boolean;
};

/** `page` is a path from scripts/prerender-paths.ts ("/", "/en/lib", "/cpu/amd/x"); `basename` as in the server build. */
export function pageFiles(page: string, basename: string): PageFiles {
  const dataPath = page === "/" ? "/_root.data" : `${page.replace(/\/$/, "")}.data`;
  const htmlRequest = squash(`${basename}${page}/`);
  const payloadKind = payloadKindOf(page);
  return {
    data: squash(`${basename}${dataPath}`),
    htmlRequest,
    html: `${htmlRequest}index.html`,
    payload: payloadKind ? squash(`${basename}${payloadTwinPath(page)}`) : null,
    payloadIsPageData: payloadKind?.payload === "loader-data",
  };
}

/** Whether a file under the client directory is one the prerender writes (with its twins): any page's .data, HTML or payload twin. */
export function isPageFile(path: string): boolean {
  return /(\.data|\/index\.html|\/_payload\.json)$/.test(path);
}
