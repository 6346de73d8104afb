// The first stage: method, Host, URL shape and size, header size. `guardRequest` is pure: it
// returns the deliberate answer for a bad request, or null to let it through, decoded.
import { ALLOWED_METHODS, MAX_HEADER_BYTES, MAX_HEADER_COUNT, MAX_URL_LENGTH } from "./http-constants";
import type { Stage } from "./pipeline";
import { sendRefusal } from "./plain-answer";

export type Rejection = { status: 400 | 404 | 405 | 414 | 431; message: string; headers?: Record<string, string> };

export type GuardInput = { method: string; url: string; host: string | undefined; rawHeaders: string[] };

export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The last Host found valid: a server is asked by the same few names, and the pattern is long. */
let lastValidHost = "";

export function isValidHost(host: string | undefined): boolean {
  if (host === lastValidHost && host !== "") return true;
  if (!host || host.length > 255 || !HOST_PATTERN.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65535) return false;
  lastValidHost = host;
  return true;
}

/** Header count and size within our limits (431 otherwise). */
function headersWithinLimits(rawHeaders: string[]): boolean {
  if (rawHeaders.length / 2 > MAX_HEADER_COUNT) return false;
  let total = 0;
  for (const h of rawHeaders) total += h.length + 2;
  return total <= MAX_HEADER_BYTES;
}

/**
 * Decodes a path strictly: undecodable sequences, control characters, backslashes, dot segments
 * and an encoded slash (%2F: no path of the site has one inside a segment, and decoded it would
 * change the path's segments, e.g. into a trailing slash) are rejected.
 */
export function decodePathStrict(pathname: string): string | null {
  let decoded = pathname;
  if (/%2f/i.test(pathname)) return null;
  if (pathname.includes("%"))
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  // A dot segment: "." or ".." between slashes or at either end.
  if (/(?:^|\/)\.\.?(?:\/|$)/.test(decoded)) return null;
  return decoded;
}

export function guardRequest({ method, url, host, rawHeaders }: GuardInput): Rejection | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: "Method Not Allowed", headers: { Allow: ALLOWED_METHODS.join(", ") } };
  }
  if (url.length > MAX_URL_LENGTH) return { status: 414, message: "URI Too Long" };
  if (!headersWithinLimits(rawHeaders)) {
    return { status: 431, message: "Request Header Fields Too Large" };
  }
  if (!isValidHost(host)) return { status: 400, message: "Bad Request: invalid Host header" };
  // A request target is a path and a query (RFC 9112, 3.2): never a fragment. Node's parser
  // passes '#' through, and parts of the server would disagree on where the path ends.
  if (!url.startsWith("/") || url.includes("#"))
    return { status: 400, message: "Bad Request: malformed request target" };
  const q = url.indexOf("?");
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname.startsWith("//")) return { status: 400, message: "Bad Request: malformed path" };
  if (decodePathStrict(pathname) === null) return { status: 400, message: "Bad Request: malformed path" };
  if (q >= 0 && !isDecodableQuery(url.slice(q + 1)))
    return { status: 400, message: "Bad Request: malformed query string" };
  return null;
}

function isDecodableQuery(query: string): boolean {
  try {
    decodeURIComponent(query.replace(/\+/g, " "));
    return !query.includes("%00");
  } catch {
    return false;
  }
}

export const guard: Stage = (x, next) => {
  const url = x.req.url ?? "/";
  const { method = "", headers, rawHeaders } = x.req;
  const rejection = guardRequest({ method, url, host: headers.host, rawHeaders });
  if (rejection) return sendRefusal(x, rejection.status, rejection.message, rejection.headers);
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  x.pathname = path.includes("%") ? decodeURIComponent(path) : path;
  x.search = q < 0 ? "" : url.slice(q);
  next(x);
};
