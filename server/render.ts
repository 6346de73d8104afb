// The last stage before the answer: server-side rendering through React Router's request
// handler, buffered (a page is small), compressed once, made into an answer (answer.ts) and,
// when everyone may share it, kept in the answer cache. A burst of requests for a page not yet
// rendered waits for the first render instead of rendering it again in parallel.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CACHE_POLICY, RETRY_AFTER_SECONDS, renderedKindOf, type ResponseKind } from "#common/http";
import { weakEtag } from "#common/http-etag";
import { makeAnswer, sendAnswer } from "./answer";
import { answerFromCache, answerKey, type AnswerCache } from "./answer-cache";
import { noteCache } from "./cache-outcome";
import { withCachePolicy } from "./cache-policy";
import { inlineScriptHashes, NON_PAGE_POLICY, newNonce, pagePolicy, withNonceHeader } from "./csp";
import type { Exchange, Renderer, Stage } from "./pipeline";
import { sendPlain } from "./plain-answer";

export type RenderOptions = { assetOrigin: string | null; hmr: boolean };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_COMPRESS_BYTES = 512;

export async function compressedForms(body: Buffer, type: string): Promise<{ br: Buffer | null; gzip: Buffer | null }> {
  if (
    body.length < MIN_COMPRESS_BYTES ||
    !/^(text\/|application\/(json|javascript|xml|x-ndjson)|image\/svg)/.test(type)
  )
    return { br: null, gzip: null };
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

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

/** A loader's own ETag (the API's and compare's, keyed on the data version) or one of the body. */
function etagOf(response: Response, body: Buffer, dataVersion: string, shareable: boolean): string | null {
  const own = response.headers.get("etag");
  if (own) return own;
  return shareable ? weakEtag(dataVersion, createHash("sha256").update(body).digest("base64url").slice(0, 16)) : null;
}

/** Headers of React Router's response replaced here: the length and encoding of the body sent, and the caching policy's. */
const UNSENT = new Set(["content-length", "content-encoding", "cache-control", "etag"]);

export function createRenderer(
  build: ServerBuild,
  mode: "production" | "development",
  options: RenderOptions,
): Renderer {
  const handle = createRequestHandler(build, mode);

  return async function render(x) {
    const { req, res } = x;
    const abort = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const nonce = newNonce();
    req.rawHeaders = withNonceHeader(req.rawHeaders, nonce);
    const response = await handle(toFetchRequest(req, abort.signal));
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    const isHtml = type.startsWith("text/html");
    const kind = renderedKindOf(x.pathname, response.status, type);
    const shareable = isShareable(response, kind) && req.method === "GET";
    const own: Array<[string, string]> = [...response.headers].filter(([name]) => !UNSENT.has(name));
    // A 503 from a loader (the catalogue locked or damaged mid-request) says when to retry, whatever route threw it.
    if (response.status === 503) own.unshift(["Retry-After", String(RETRY_AFTER_SECONDS)]);
    const etag = etagOf(response, body, x.catalogue?.dataVersion ?? "unavailable", shareable);
    const headers = withCachePolicy(kind, etag, x.pathHeaders, own);
    // Compress what is kept (once) and what is large enough to be worth it.
    const forms = shareable || body.length > 4096 ? await compressedForms(body, type) : { br: null, gzip: null };
    // A shared page allows its inline scripts by their hashes; a page for this request alone keeps its nonce.
    const scripts = shareable ? inlineScriptHashes(body.toString("utf8")) : [`'nonce-${nonce}'`];
    const csp = isHtml ? pagePolicy(scripts, options.assetOrigin, options.hmr) : NON_PAGE_POLICY;
    const parts = { status: response.status, headers, csp, etag, body, ...forms };
    return {
      answer: makeAnswer(parts),
      shared: shareable ? makeAnswer({ ...parts, headers: [...headers, ["X-Render-Cache", "hit"]] }) : null,
    };
  };
}

export function renderStage(cache: AnswerCache): Stage {
  /** Renders under way, by cache key. */
  const rendering = new Map<string, Promise<void>>();

  function renderNow(x: Exchange): void {
    const key = answerKey(x);
    noteCache(x.res, "miss");
    const done = x
      .render(x)
      .then(({ answer, shared }) => {
        const version = x.catalogue?.dataVersion;
        if (shared && version) cache.set(key, version, shared);
        sendAnswer(x, answer);
      })
      .catch(() => sendPlain(x, 500, "Internal Server Error"))
      .finally(() => {
        if (rendering.get(key) === done) rendering.delete(key);
      });
    if (!rendering.has(key)) rendering.set(key, done);
  }

  return (x) => {
    const pending = rendering.get(answerKey(x));
    if (!pending || !cache.enabled) return renderNow(x);
    // If the first render was not kept (private, failed), this request renders its own.
    pending
      .then(() => answerFromCache(cache, x) || renderNow(x))
      .catch(() => sendPlain(x, 500, "Internal Server Error"));
  };
}
