// The HTTP caching policy: every kind of response the site sends, with its Cache-Control,
// whether it carries an ETag (common/http-etag.ts) and what it varies on. The server applies it
// in one place (server/cache-policy.ts) to static files, rendered responses and its own plain
// answers; routes set no Cache-Control of their own.
//
// A page with a query it does not use ("/cpu/amd/x?x=1") is rendered, so it is "rendered-html".
// "/lib" (prerendered) and "/lib?q=…" (rendered) change only with the data, so both keep the
// same page policy. Paths whose locale comes from the request also vary on Cookie and
// Accept-Language (server/locale-redirect.ts); that is a property of the path, added by the server.

/** Pages and data: fresh for a minute, then served stale while revalidating for ten. */
const SHORT = "public, max-age=60, stale-while-revalidate=600";
const IMMUTABLE = "public, max-age=31536000, immutable";
const COMPRESSED = ["Accept-Encoding"] as const;

/** Seconds a client should wait before asking again after a 503 (catalogue unavailable). */
export const RETRY_AFTER_SECONDS = 30;

export type CachePolicy = { cacheControl: string; etag: boolean; vary: readonly string[] };

export const CACHE_POLICY = {
  /** A page prerendered at build time (build/client/…/index.html). */
  "prerendered-html": { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** A page rendered on request: any query, compare, search, a page with an unknown query. */
  "rendered-html": { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** A text file rendered on request: robots.txt, sitemap.xml. */
  "rendered-file": { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** An image rendered on request from the data (the ladder's SVG and PNG, link-preview cards). */
  image: { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** React Router's `.data` answer for client navigations (prerendered or rendered). */
  data: { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** A page's data as public JSON, `{page}/_payload.json`. */
  payload: { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** The open data API's JSON under /api/. */
  "api-json": { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** The API's CSV export. */
  csv: { cacheControl: SHORT, etag: true, vary: COMPRESSED },
  /** A file whose name carries its content hash (/assets/…, a versioned build meta file). */
  "hashed-asset": { cacheControl: IMMUTABLE, etag: true, vary: COMPRESSED },
  /** Any other file of the client build (the build meta pointer latest.json): always revalidated. */
  "static-file": { cacheControl: "no-cache", etag: true, vary: COMPRESSED },
  /** 4xx and 5xx, rendered or plain: never stored, a retry asks again. */
  error: { cacheControl: "no-store", etag: false, vary: COMPRESSED },
  /** 3xx (route rules, locale, loaders) and React Router's redirects inside `.data`. */
  redirect: { cacheControl: "no-store", etag: false, vary: [] },
  /** /healthz and /readyz. */
  probe: { cacheControl: "no-store", etag: false, vary: [] },
} as const satisfies Record<string, CachePolicy>;

export type ResponseKind = keyof typeof CACHE_POLICY;

/** The kind of a response rendered by React Router (a loader's answer or a page). */
export function renderedKindOf(pathname: string, status: number, contentType: string): ResponseKind {
  if (status >= 400) return "error";
  if (status !== 200 && status !== 304) return "redirect";
  if (pathname.endsWith(".data")) return "data";
  if (pathname.endsWith("/_payload.json")) return "payload";
  if (pathname.startsWith("/api/")) return contentType.startsWith("text/csv") ? "csv" : "api-json";
  if (contentType.startsWith("image/")) return "image";
  return contentType.startsWith("text/html") ? "rendered-html" : "rendered-file";
}

/** A client navigation's data request (`/cpu/amd/x.data`, `/_root.data`) rather than a document. */
export function isDataRequestPath(pathname: string): boolean {
  return pathname.endsWith(".data");
}
