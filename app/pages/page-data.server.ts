// The one way a page's data meets HTTP. Each page has `xxxPageData(args): Promise<XxxPage>`,
// used by its loader and by its `_payload.json` twin alike; it hands a domain function's
// outcome to `pageData`, which returns the data or throws what React Router answers: 400 and
// 404 as text, 301/303 to the localized path (the payload's twin for a payload), 503 with
// Retry-After when the catalogue fails.
import { data, redirect } from "react-router";
import type { Outcome } from "../catalog/outcome";
import { RETRY_AFTER_HEADERS, unlessCatalogueFails } from "../catalogue-unavailable.server";
import { localeOfPath, type Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";

export type PageArgs = { request: Request; params: Partial<Record<string, string>> };

const PAYLOAD = "/_payload.json";

/** What a page's domain function reads of the request. */
export type PageRequest = {
  params: Partial<Record<string, string>>;
  /** The query; a payload's cache-busting `v` is not part of the page's state. */
  query: URLSearchParams;
  /** The page's language, for the few words the page layer writes into the data (pages.server.ts, caveat-text.server.ts). */
  locale: Locale;
};

const unavailable = (): never => {
  throw data("Service Unavailable: the processor catalogue is temporarily unavailable", {
    status: 503,
    headers: RETRY_AFTER_HEADERS,
  });
};

/** Runs `load` with a 503 when the catalogue fails (also for loaders that are not pages). */
export function withCatalogue<T>(load: () => T | Promise<T>): Promise<T> {
  return unlessCatalogueFails(load, unavailable);
}

export async function pageData<T>(
  { request, params }: PageArgs,
  load: (page: PageRequest) => Outcome<T> | Promise<Outcome<T>>,
): Promise<T> {
  const url = new URL(request.url);
  const payload = url.pathname.endsWith(PAYLOAD);
  const pagePath = payload ? url.pathname.slice(0, -PAYLOAD.length) || "/" : url.pathname;
  const query = new URLSearchParams(url.searchParams);
  if (payload) query.delete("v");
  const outcome = await withCatalogue(() => load({ params, query, locale: localeOfPath(pagePath) }));
  switch (outcome.kind) {
    case "ok":
      return outcome.value;
    case "bad-request":
      throw data(outcome.message, { status: 400 });
    case "unknown-processor":
      throw data(`Processor not found: ${outcome.ref}`, { status: 404 });
    case "no-page":
      // A failed route validation keeps the spec's wording.
      throw data(`${outcome.invalid ? "Page Not Found" : "Page not found"}: ${pagePath}`, { status: 404 });
    case "moved": {
      const path = localizePath(outcome.path, localeOfPath(url.pathname)) + (payload ? PAYLOAD : "");
      throw redirect(path + (outcome.keepQuery ? url.search : outcome.query), outcome.permanent ? 301 : 303);
    }
  }
}
