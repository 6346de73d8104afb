// The server's own short answers: probes, redirects, refusals and errors, as plain text (or,
// under /api/, as the API's JSON error), never a stack trace.
import { isDataRequestPath } from "#common/http";
import type { RouteRulesOutcome } from "#common/server-api";
import { makeAnswer, sendAnswer } from "./answer";
import { plainKindOf, withCachePolicy } from "./cache-policy";
import { NON_PAGE_POLICY } from "./csp";
import type { Exchange } from "./pipeline";

/**
 * A redirect target built from a decoded path ("/en/锐龙") as a valid header value: every
 * character outside printable ASCII is percent-encoded (as UTF-8). Node refuses the raw form.
 */
function headerSafeUrl(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (chars) => encodeURIComponent(chars));
}

/** The headers that carry a redirect target: Location, and X-Remix-Redirect on a data request. */
const REDIRECT_TARGETS: ReadonlySet<string> = new Set(["Location", "X-Remix-Redirect"]);

const safe = (headers: Record<string, string>): Array<[string, string]> =>
  Object.entries(headers).map(([name, value]) => [name, REDIRECT_TARGETS.has(name) ? headerSafeUrl(value) : value]);

export function sendPlain(x: Exchange, status: number, message: string, headers: Record<string, string> = {}): void {
  const own: Array<[string, string]> = [...safe(headers), ["Content-Type", "text/plain; charset=utf-8"]];
  const body = Buffer.from(`${message}\n`);
  sendAnswer(
    x,
    makeAnswer({
      status,
      headers: withCachePolicy(plainKindOf(status), null, x.pathHeaders, own),
      csp: NON_PAGE_POLICY,
      etag: null,
      body,
    }),
  );
}

/** A request the guard refuses: under /api/ as the API's JSON error (open to every origin), elsewhere as text. */
export function sendRefusal(x: Exchange, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!(x.req.url ?? "").startsWith("/api/")) return sendPlain(x, status, message, headers);
  const own: Array<[string, string]> = [
    ...safe(headers),
    ["Content-Type", "application/json"],
    ["Access-Control-Allow-Origin", "*"],
  ];
  const body = Buffer.from(JSON.stringify({ error: message }));
  sendAnswer(
    x,
    makeAnswer({ status, headers: withCachePolicy("error", null, own), csp: NON_PAGE_POLICY, etag: null, body }),
  );
}

/**
 * A route rule's redirect. A client navigation's data request (`/x.data`) must not get a 3xx,
 * which its fetch would follow: it gets React Router's single-fetch redirect, a 204 with
 * X-Remix-Redirect and X-Remix-Status (understood by the client for redirects made outside
 * React Router, remix-run/react-router#13364).
 */
export function sendRuleRedirect(x: Exchange, redirect: NonNullable<RouteRulesOutcome["redirect"]>): void {
  if (!isDataRequestPath(x.pathname))
    return sendPlain(x, redirect.status, `Redirecting to ${redirect.location}`, { Location: redirect.location });
  const own = safe({ "X-Remix-Redirect": redirect.location, "X-Remix-Status": String(redirect.status) });
  sendAnswer(
    x,
    makeAnswer({
      status: 204,
      headers: withCachePolicy("redirect", null, x.pathHeaders, own),
      csp: NON_PAGE_POLICY,
      etag: null,
      body: null,
    }),
  );
}
