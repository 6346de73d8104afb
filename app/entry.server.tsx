// Streams SSR HTML; crawlers wait for the whole document. Crawlers asking for a page that
// errors get the status and a minimal HTML body without the app (no scripts).
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext } from "react-router";
import { errorTitle } from "./components/error-page";
import { CSP_NONCE_HEADER, NonceContext } from "./csp-nonce";

export const streamTimeout = 5_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function firstErrorMessage(context: EntryContext): string {
  const errors = context.staticHandlerContext.errors;
  const error = errors ? Object.values(errors)[0] : undefined;
  if (isRouteErrorResponse(error) && typeof error.data === "string") return error.data;
  return "";
}

export function minimalErrorHtml(status: number, message: string): string {
  const title = errorTitle(status);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${status} ${title}</title></head><body><h1>${title}</h1>${message ? `<p>${escapeHtml(message)}</p>` : ""}</body></html>`;
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
    return new Response(minimalErrorHtml(responseStatusCode, firstErrorMessage(routerContext)), {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const waitForAll = crawler || routerContext.isSpaMode || !!routerContext.staticHandlerContext.loaderData && request.method === "HEAD";
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
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (!waitForAll) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

