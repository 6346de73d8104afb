// Renders SSR HTML into one buffer: our server (server/render.ts) and the prerender read
// every page whole before they send or write it, so a stream (PassThrough, then a web
// ReadableStream) only added work. The document is written as it would be streamed:
// piping starts when the shell is ready (crawlers wait for the whole document), so the
// bytes are the same. Crawlers asking for a page that errors get the status and a
// minimal HTML body without the app (no scripts).
import { isbot } from "isbot";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext } from "react-router";
import { errorTexts } from "./components/error-page";
import { en } from "./i18n/en";
import { LANGUAGE_TAGS, localeOfPath, type Locale } from "#common/locale";
import { zh } from "./i18n/zh";
import { CSP_NONCE_HEADER } from "#common/csp-nonce";
import { NonceContext } from "./csp-nonce";

export const streamTimeout = 5_000;

/** What server/ reaches of the application, through the server build (common/server-api.ts). */
export { serverApi } from "./server-api.server";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function firstErrorMessage(context: EntryContext): string {
  const errors = context.staticHandlerContext.errors;
  const error = errors ? Object.values(errors)[0] : undefined;
  if (isRouteErrorResponse(error) && typeof error.data === "string") return error.data;
  return "";
}

/** The page crawlers get for an error: the status and its texts, in the path's language, without the app. */
export function minimalErrorHtml(status: number, message: string, locale: Locale): string {
  const { heading, spec } = errorTexts(status, locale === "zh" ? zh : en);
  const title = heading === spec ? spec : `${heading} (${spec})`;
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} ${title}</title></head><body><main><h1>${title}</h1>${message ? `<p>${escapeHtml(message)}</p>` : ""}</main></body></html>`;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const crawler = isbot(request.headers.get("user-agent") ?? "");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (crawler && responseStatusCode >= 400) {
    const locale = localeOfPath(new URL(request.url).pathname);
    return new Response(minimalErrorHtml(responseStatusCode, firstErrorMessage(routerContext), locale), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const waitForAll =
    crawler ||
    routerContext.isSpaMode ||
    (!!routerContext.staticHandlerContext.loaderData && request.method === "HEAD");
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        // The status a streamed response would have sent with its first bytes.
        const shellStatus = status;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(
          collectBody((body) => {
            clearTimeout(timeout);
            resolve(new Response(body, { headers: responseHeaders, status: shellStatus }));
          }, reject),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (!waitForAll) console.error(error);
      },
    });
    // React calls the callbacks above from scheduled work, after this line has run.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** A Writable keeping what React writes, handing over the whole body when React ends it. */
export function collectBody(done: (body: Uint8Array<ArrayBuffer>) => void, failed: (error: Error) => void): Writable {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      // A new (or pooled) ArrayBuffer, never a SharedArrayBuffer.
      done(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>);
      callback();
    },
  });
  sink.on("error", failed);
  return sink;
}
