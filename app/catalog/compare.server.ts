// The compare page's data: 2-4 processors by id (duplicates dropped), 400 for a malformed
// or too long list, 404 naming an unknown processor, 301 to the head-to-head page for two. Without JavaScript the add form sends
// the current ids plus free text (`add`), which resolves to the best search match.
import { data, redirect, type MiddlewareFunction } from "react-router";
import { apiEtag } from "./library/api-responses.server";
import { COMPARE_MAX, compareHref, parseCompareIds, refKey } from "./compare/compare-ids";
import { catalogueDataVersion } from "./db.server";
import { getCpu } from "./queries.server";
import { suggestCpus } from "./suggest.server";
import { SUGGEST_MAX_QUERY } from "./suggestion";
import { withCatalogue } from "./unavailable.server";
import type { CpuDetail } from "./types";
import { ifNoneMatchMatches } from "#common/http-etag";

export type ComparePage = { cpus: CpuDetail[]; duplicates: number; differencesOnly: boolean; notFound: string | null };

/** Two processors have a page of their own (compare-pair.tsx); 3-4 stay on the query form. */
const PAIR_REDIRECT = 301;

/** Keyed on the catalogue's data version and the build: a new import or deploy is a new tag. */
const compareEtag = () => apiEtag(catalogueDataVersion());

/**
 * A client that has this data version gets 304. Not for a browser's page load: its 304
 * would keep the cached HTML, whose CSP nonce no longer matches the new response's policy.
 */
export const compareNotModified: MiddlewareFunction<Response> = async ({ request }, next) => {
  const page = request.headers.get("Sec-Fetch-Dest") === "document" || (request.headers.get("Accept") ?? "").includes("text/html");
  const ifNoneMatch = request.headers.get("If-None-Match");
  // The catalogue is read inside its guard: unavailable, this is a 503 (Retry-After), not a 500.
  const etag = page || !ifNoneMatch ? null : await withCatalogue(async () => compareEtag());
  if (etag && ifNoneMatchMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers: { ETag: etag } });
  return next();
};

/** The ETag the middleware above checks; Cache-Control comes from the caching policy (common/http.ts). */
export function compareEtagHeader(): Record<string, string> {
  return { ETag: compareEtag() };
}

export function comparePageData(url: URL) {
  const parsed = parseCompareIds(url.searchParams.getAll("ids"));
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const { refs, duplicates } = parsed;
  const differencesOnly = url.searchParams.get("diff") === "1";
  return withCatalogue(async () => {
    const add = (url.searchParams.get("add") ?? "").trim().slice(0, SUGGEST_MAX_QUERY);
    let notFound: string | null = null;
    if (add !== "") {
      const match = suggestCpus(add, 1).items[0];
      if (match && !refs.some((r) => refKey(r) === match.ref)) {
        if (refs.length >= COMPARE_MAX) throw data(`Bad Request: at most ${COMPARE_MAX} processors can be compared`, { status: 400 });
        throw redirect(compareHref(url.pathname, [...refs, match], differencesOnly ? { diff: "1" } : {}), 303);
      }
      if (!match) notFound = add;
    }
    const cpus = await Promise.all(refs.map((r) => getCpu(r.vendor, r.id)));
    const missing = refs.find((_, i) => cpus[i] === null);
    if (missing) throw data(`Processor not found: ${refKey(missing)}`, { status: 404 });
    // Not after an `add` that matched nothing: the page says so.
    if (refs.length === 2 && add === "") throw redirect(compareHref(url.pathname, refs, differencesOnly ? { diff: "1" } : {}), PAIR_REDIRECT);
    const page: ComparePage = { cpus: cpus.filter((c): c is CpuDetail => c !== null), duplicates, differencesOnly, notFound };
    return data(page, { headers: compareEtagHeader() });
  });
}
