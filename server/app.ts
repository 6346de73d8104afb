// The request handler of production and dev alike: a GET answered before comes from memory
// (response-memo.ts); otherwise guard -> probes -> locale redirect -> route rules -> static
// files -> rendered cache -> React Router SSR, with security headers and the caching policy on
// every response. What exists only in production (prerendered files, caches) is turned off
// by options in dev (server/dev.ts), never by a second pipeline.
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { isDataRequestPath, RETRY_AFTER_SECONDS } from "#common/http";
import type { RouteRulesOutcome, ServerApi } from "#common/server-api";
import { serverApiOf } from "./server-api";
import { noteCache } from "./access-log";
import { applyCachePolicy } from "./cache-policy";
import { encodingKey } from "./content-encoding";
import { guardRequest, headersWithinLimits, isValidHost, type Rejection } from "./guard";
import { HSTS, LOCALE_VARY, SECURITY_HEADERS } from "./http-constants";
import { dependsOnLocaleHeaders, localeRedirect } from "./locale-redirect";
import { NON_PAGE_POLICY, newNonce, pagePolicy, withNonceHeader } from "./csp";
import { createRenderer, sendRendered, type Renderer } from "./render";
import { RenderedCache } from "./rendered-cache";
import { headerBlockOf, ResponseMemo, sendMemo } from "./response-memo";
import { StaticFiles } from "./static-files";

export type AppOptions = {
  /** The server build, or (dev) a function giving its current version for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** React Router's mode: "development" shows errors in full (dev only). */
  mode: "production" | "development";
  clientDir: string;
  /** What the prerendered files were built from; they are served only while both still hold (null: none). */
  prerenderedFrom: { dataVersion: string; siteOrigin: string } | null;
  siteOrigin: string;
  /** Inline-script hashes of each prerendered HTML file, by path under the client directory. */
  prerenderHashes: ReadonlyMap<string, string[]>;
  /** The origin of ASSET_BASE_URL when assets come from elsewhere (CDN), for the CSP. */
  assetOrigin: string | null;
  /** Memory for rendered responses kept until the data version changes (0: no cache). */
  renderCacheBytes: number;
  /** Memory for files of the client build kept after their first request (0: read each time). */
  staticCacheBytes: number;
  /** Answers remembered whole for the fast path (response-memo.ts); 0 entries turns it off. */
  responseMemo: { maxEntries: number; maxBytes: number };
  /** Trust X-Forwarded-Proto from a proxy in front (for Secure cookies and HSTS). */
  trustProxy: boolean;
  /** Vite's HMR client runs on the pages (dev): the page policy lets it open its websocket. */
  hmr: boolean;
  /** (dev) Vite's middlewares, asked right after the guard: its client, the app's sources, HMR. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

/** One server build as the pipeline uses it: the application's side and its renderer. */
type LoadedBuild = { api: ServerApi; render: Renderer };

export type App = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  setShuttingDown(): void;
};

/**
 * A redirect target built from a decoded path ("/en/锐龙") as a valid header value: every
 * character outside printable ASCII is percent-encoded (as UTF-8). Node refuses the raw form.
 */
function headerSafeUrl(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (chars) => encodeURIComponent(chars));
}

function sendPlain(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, k === "Location" ? headerSafeUrl(v) : v);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  applyCachePolicy(res, status >= 400 ? "error" : status >= 300 ? "redirect" : "probe", null);
  res.end(res.req?.method === "HEAD" ? undefined : `${message}\n`);
}

/**
 * A route rule's redirect. A client navigation's data request (`/x.data`) must not get a 3xx,
 * which its fetch would follow: it gets React Router's single-fetch redirect, a 204 with
 * X-Remix-Redirect and X-Remix-Status (understood by the client for redirects made outside
 * React Router, remix-run/react-router#13364).
 */
function sendRuleRedirect(
  res: ServerResponse,
  pathname: string,
  redirect: NonNullable<RouteRulesOutcome["redirect"]>,
): void {
  if (!isDataRequestPath(pathname)) {
    sendPlain(res, redirect.status, `Redirecting to ${redirect.location}`, { Location: redirect.location });
    return;
  }
  res.statusCode = 204;
  res.setHeader("X-Remix-Redirect", headerSafeUrl(redirect.location));
  res.setHeader("X-Remix-Status", String(redirect.status));
  applyCachePolicy(res, "redirect", null);
  res.end();
}

/** A request the guard refuses: under /api/ as the API's JSON error (open to every origin), elsewhere as text. */
function sendRejection(res: ServerResponse, rawUrl: string, rejection: Rejection): void {
  if (!rawUrl.startsWith("/api/") || res.headersSent) {
    sendPlain(res, rejection.status, rejection.message, rejection.headers);
    return;
  }
  res.statusCode = rejection.status;
  for (const [k, v] of Object.entries(rejection.headers ?? {})) res.setHeader(k, v);
  res.setHeader("Content-Type", "application/json");
  applyCachePolicy(res, "error", null);
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.end(res.req?.method === "HEAD" ? undefined : JSON.stringify({ error: rejection.message }));
}

function localeInputs(req: IncomingMessage, secure: boolean) {
  return {
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
    userAgent: req.headers["user-agent"],
    secure,
  };
}

function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy && req.headers["x-forwarded-proto"] === "https";
}

/** A 503 from a loader (the catalogue locked or damaged mid-request) says when to retry, whatever route threw it. */
function retryAfterOn503(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    return writeHead(status, ...rest);
  }) as ServerResponse["writeHead"];
}

export function createApp(options: AppOptions): App {
  const builds = new WeakMap<ServerBuild, LoadedBuild>();
  const buildOf = (build: ServerBuild): LoadedBuild => {
    let known = builds.get(build);
    if (!known) builds.set(build, (known = { api: serverApiOf(build), render: createRenderer(build, options.mode) }));
    return known;
  };
  const fixed = typeof options.build === "function" ? null : buildOf(options.build);
  const cache = new RenderedCache(options.renderCacheBytes);
  const staticFiles = new StaticFiles(options.clientDir, options.staticCacheBytes);
  const memo = new ResponseMemo(options.responseMemo);
  /** Renders under way, by cache key: requests for the same page wait for the first one. */
  const rendering = new Map<string, Promise<void>>();
  // The policy of each prerendered page, built once rather than per request.
  const prerenderPolicies = new Map(
    [...options.prerenderHashes].map(([path, hashes]) => [path, pagePolicy(hashes, options.assetOrigin, options.hmr)]),
  );
  let shuttingDown = false;

  function probe({ api }: LoadedBuild, res: ServerResponse, pathname: string): boolean {
    if (pathname === "/healthz") {
      sendPlain(res, 200, "ok");
      return true;
    }
    if (pathname === "/readyz") {
      const state = api.catalogueState(true);
      if (shuttingDown) sendPlain(res, 503, "Service Unavailable: shutting down", { "Retry-After": "5" });
      else if (!state.available)
        sendPlain(res, 503, "Service Unavailable: catalogue unavailable", {
          "Retry-After": String(RETRY_AFTER_SECONDS),
        });
      else sendPlain(res, 200, `ready ${state.dataVersion}`);
      return true;
    }
    return false;
  }

  /** The fast path: a GET answered before from memory, if nothing that could change the answer differs. */
  function answerFromMemo({ api }: LoadedBuild, req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    if (shuttingDown || req.method !== "GET" || req.headers["if-none-match"] !== undefined) return false;
    const url = req.url ?? "/";
    const encoding = encodingKey(req.headers["accept-encoding"]);
    const entry = memo.get(url, secure, encoding);
    if (!entry || !headersWithinLimits(req.rawHeaders) || !isValidHost(req.headers.host)) return false;
    const state = api.catalogueState();
    if (state.dataVersion !== entry.dataVersion) {
      memo.delete(url, secure, encoding);
      return false;
    }
    if (entry.localeCheck && localeRedirect({ ...entry.localeCheck, ...localeInputs(req, secure) })) return false;
    noteCache(res, "memo");
    sendMemo(res, entry);
    return true;
  }

  /** Remembers a 200 sent whole from memory (`body`) for the next identical GET. */
  function remember(
    req: IncomingMessage,
    res: ServerResponse,
    secure: boolean,
    body: Buffer | null,
    dataVersion: string | null,
    pathname: string,
    search: string,
  ): void {
    if (!body || shuttingDown || dataVersion === null || req.method !== "GET" || res.statusCode !== 200) return;
    memo.remember(req.url ?? "/", secure, encodingKey(req.headers["accept-encoding"]), {
      headers: headerBlockOf(res),
      body,
      dataVersion,
      localeCheck: dependsOnLocaleHeaders(pathname) ? { pathname, search } : null,
    });
  }

  function handle(build: LoadedBuild, req: IncomingMessage, res: ServerResponse): void {
    const secure = isSecure(req, options.trustProxy);
    if (answerFromMemo(build, req, res, secure)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", NON_PAGE_POLICY);
    if (shuttingDown) res.setHeader("Connection", "close"); // keep-alive clients move on
    if (secure) res.setHeader("Strict-Transport-Security", HSTS);

    const rawUrl = req.url ?? "/";
    const rejection = guardRequest({
      method: req.method ?? "",
      url: rawUrl,
      host: req.headers.host,
      rawHeaders: req.rawHeaders,
    });
    if (rejection) {
      sendRejection(res, rawUrl, rejection);
      return;
    }
    if (!options.devMiddleware) return route(build, req, res, rawUrl, secure);
    options.devMiddleware(req, res, () => {
      try {
        route(build, req, res, rawUrl, secure);
      } catch {
        sendPlain(res, 500, "Internal Server Error");
      }
    });
  }

  /** Everything after the guard: probes, locale redirect, route rules, files, SSR. */
  function route(build: LoadedBuild, req: IncomingMessage, res: ServerResponse, rawUrl: string, secure: boolean): void {
    const q = rawUrl.indexOf("?");
    const pathname = decodeURIComponent(q < 0 ? rawUrl : rawUrl.slice(0, q));
    const search = q < 0 ? "" : rawUrl.slice(q);
    if (probe(build, res, pathname)) return;

    if (dependsOnLocaleHeaders(pathname)) res.setHeader("Vary", LOCALE_VARY);
    const redirect = localeRedirect({ pathname, search, ...localeInputs(req, secure) });
    if (redirect) {
      res.setHeader("Set-Cookie", redirect.setCookie);
      sendPlain(res, 302, `Found: ${redirect.location}`, { Location: redirect.location });
      return;
    }

    const rules = build.api.applyRouteRules(pathname, search);
    if (rules.redirect) {
      sendRuleRedirect(res, pathname, rules.redirect);
      return;
    }
    for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);

    const state = build.api.catalogueState();
    // Data pages answer 503 while the catalogue is unavailable; tell clients when to retry.
    if (!state.available) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    const file = staticFiles.resolve(pathname);
    if (file) {
      noteCache(res, file.kind === "prerendered" ? "prerendered" : "static");
      if (file.kind !== "prerendered")
        return remember(req, res, secure, staticFiles.send(req, res, file, null), state.dataVersion, pathname, search);
      // A prerendered file is the page without a query: "/lib?q=ryzen" must be rendered.
      const servesQuery = search === "" || /^\?v=[\w.-]{0,64}$/.test(search);
      const from = options.prerenderedFrom;
      if (
        servesQuery &&
        from &&
        state.available &&
        state.dataVersion === from.dataVersion &&
        options.siteOrigin === from.siteOrigin
      ) {
        const policy = prerenderPolicies.get(file.path);
        if (policy) res.setHeader("Content-Security-Policy", policy);
        return remember(
          req,
          res,
          secure,
          staticFiles.send(req, res, file, state.dataVersion),
          state.dataVersion,
          pathname,
          search,
        );
      }
    }
    if (pathname.startsWith("/assets/")) {
      sendPlain(res, 404, `Page not found: ${pathname}`);
      return;
    }
    retryAfterOn503(res);
    const version = state.dataVersion ?? "unavailable";
    const cacheKey = `${pathname}${search}`;
    const fromCache = () => {
      const cached = cache.get(cacheKey, version);
      if (!cached) return false;
      res.setHeader("X-Render-Cache", "hit");
      noteCache(res, "hit");
      remember(req, res, secure, sendRendered(req, res, cached), state.dataVersion, pathname, search);
      return true;
    };
    if (fromCache()) return;
    // The same page already rendering (a burst of visitors to a new page): wait for it rather
    // than render it again in parallel; if it was not kept (private, failed), render it here.
    const pending = rendering.get(cacheKey);
    if (pending && options.renderCacheBytes > 0) {
      pending
        .then(() => fromCache() || renderPage(build, req, res, version, cacheKey))
        .catch(() => sendPlain(res, 500, "Internal Server Error"));
      return;
    }
    renderPage(build, req, res, version, cacheKey);
  }

  function renderPage(
    { render }: LoadedBuild,
    req: IncomingMessage,
    res: ServerResponse,
    version: string,
    cacheKey: string,
  ): void {
    noteCache(res, "miss");
    const nonce = newNonce();
    req.rawHeaders = withNonceHeader(req.rawHeaders, nonce);
    const done = render(req, res, {
      cache,
      dataVersion: version,
      assetOrigin: options.assetOrigin,
      hmr: options.hmr,
      nonce,
      cacheKey,
    })
      .catch(() => sendPlain(res, 500, "Internal Server Error"))
      .finally(() => {
        if (rendering.get(cacheKey) === done) rendering.delete(cacheKey);
      });
    if (!rendering.has(cacheKey)) rendering.set(cacheKey, done);
  }

  const handleSafely = (build: LoadedBuild, req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(build, req, res);
    } catch {
      sendPlain(res, 500, "Internal Server Error");
    }
  };

  return {
    handle(req, res) {
      if (fixed) return handleSafely(fixed, req, res);
      (options.build as () => Promise<ServerBuild>)().then(
        (build) => handleSafely(buildOf(build), req, res),
        (error: unknown) => {
          console.error("the server build failed to load:", error instanceof Error ? error.message : error);
          sendPlain(res, 500, "Internal Server Error: the server build failed to load");
        },
      );
    },
    setShuttingDown() {
      shuttingDown = true;
    },
  };
}

export function clientDirOf(buildDir: string): string {
  return join(buildDir, "client");
}
