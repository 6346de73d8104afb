// Server-side rendering through React Router's request handler, buffered: a page is small,
// so it is rendered whole, compressed once, cached when it may be (rendered-cache.ts), and
// sent with the encoding the client accepts.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CACHE_POLICY, renderedKindOf, type ResponseKind } from "#common/http";
import { ifNoneMatchMatches, weakEtag } from "#common/http-etag";
import { cacheHeaders, setPolicyHeader } from "./cache-policy";
import { availableEncodings, negotiateEncoding } from "./content-encoding";
import { inlineScriptHashes, pagePolicy } from "./csp";
import { compressedForms, type CachedResponse, type RenderedCache } from "./rendered-cache";

export type RenderOptions = {
  cache: RenderedCache;
  dataVersion: string;
  assetOrigin: string | null;
  hmr: boolean;
  nonce: string;
  cacheKey: string;
};
export type Renderer = (req: IncomingMessage, res: ServerResponse, options: RenderOptions) => Promise<void>;

function toFetchRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const host = headers.get("host") ?? "localhost";
  return new Request(new URL(req.url ?? "/", `http://${host}`), { method: req.method, headers, signal });
}

/** A rendered response may be reused for everyone while the data stays the same. */
function isShareable(response: Response, kind: ResponseKind): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    CACHE_POLICY[kind].cacheControl.startsWith("public")
  );
}

/** The path of the raw request URL, as the caching policy's kinds read it. */
const pathOf = (url: string | undefined) => (url ?? "/").split("?", 1)[0] as string;

/** A loader's own ETag (the API's and compare's, keyed on the data version) or one of the body. */
function etagOf(response: Response, body: Buffer, dataVersion: string, shareable: boolean): string | null {
  const own = response.headers.get("etag");
  if (own) return own;
  return shareable ? weakEtag(dataVersion, createHash("sha256").update(body).digest("base64url").slice(0, 16)) : null;
}

function pickBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: string | null } {
  const encoding = negotiateEncoding(acceptEncoding, availableEncodings(entry));
  if (encoding === "br" && entry.br) return { body: entry.br, encoding };
  if (encoding === "gzip" && entry.gzip) return { body: entry.gzip, encoding };
  return { body: entry.body, encoding: null };
}

/**
 * `policy`: the CSP of a page rendered for this request (its nonce); a cached page carries its
 * own (from its script hashes). Returns the body when a 200 was sent whole to a GET, else null.
 */
export function sendRendered(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  policy?: string,
): Buffer | null {
  for (const [name, value] of entry.headers) setPolicyHeader(res, name, value);
  if (policy ?? entry.policy) res.setHeader("Content-Security-Policy", (policy ?? entry.policy) as string);
  const etag = entry.headers.find(([name]) => name.toLowerCase() === "etag")?.[1];
  if (etag && ifNoneMatchMatches(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    res.end();
    return null;
  }
  const { body, encoding } = pickBody(entry, req.headers["accept-encoding"]);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = entry.status;
  const whole = req.method !== "HEAD" && entry.status === 200;
  res.end(req.method === "HEAD" ? undefined : body);
  return whole ? body : null;
}

/** Headers of React Router's response replaced here: the length and encoding of the body sent, and the caching policy's. */
const UNSENT = new Set(["content-length", "content-encoding", "cache-control", "etag"]);

export function createRenderer(build: ServerBuild, mode: "production" | "development"): Renderer {
  const handle = createRequestHandler(build, mode);

  return async function render(req, res, options) {
    const abort = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const response = await handle(toFetchRequest(req, abort.signal));
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const isHtml = type.startsWith("text/html");
    const kind = renderedKindOf(pathOf(req.url), response.status, type);
    const shareable = isShareable(response, kind) && req.method === "GET";
    // The caching policy replaces whatever caching headers the route set.
    const headers: Array<readonly [string, string]> = [...response.headers].filter(([name]) => !UNSENT.has(name));
    headers.push(...cacheHeaders(kind, etagOf(response, body, options.dataVersion, shareable)));
    // Compress what is cached (once) and what is large enough to be worth it.
    const forms = shareable || body.length > 4096 ? await compressedForms(body, type) : { br: null, gzip: null };
    const entry: CachedResponse = {
      status: response.status,
      headers,
      body,
      ...forms,
      policy:
        isHtml && shareable
          ? pagePolicy(inlineScriptHashes(body.toString("utf8")), options.assetOrigin, options.hmr)
          : null,
      bytes: body.length + (forms.br?.length ?? 0) + (forms.gzip?.length ?? 0) + 512,
    };
    if (shareable) options.cache.set(options.cacheKey, options.dataVersion, entry);
    // Not shared: the page keeps the nonce it was rendered with.
    const policy =
      isHtml && !shareable ? pagePolicy([`'nonce-${options.nonce}'`], options.assetOrigin, options.hmr) : undefined;
    sendRendered(req, res, entry, policy);
  };
}
