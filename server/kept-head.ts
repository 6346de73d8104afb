// A kept answer's header block, written once as text and handed to node:http as it is.
//
// `res.writeHead(status, headers)` validates every header name and value with regular
// expressions and joins them into one string, on every request: for a prerendered page (a
// CSP of ten hashes, 1.7 KB of headers) that was the largest part of node:http's own time in
// a profile. The header block of a kept answer never changes, so it is checked (with node's
// own `validateHeaderName`/`validateHeaderValue`) and joined once, when the answer is made;
// each request adds only its own lines (request id, HSTS), the Date and the keep-alive lines.
//
// Handing the block over uses node:http's `_header`, the text it would have built itself
// (`OutgoingMessage._storeHeader`), which `end()` sends before the body. That is done only for
// the plain case `_storeHeader` would have handled the same way: a persistent HTTP/1.1
// connection without `Expect`, no header set before, the server's keep-alive defaults. Any
// other response, or a node:http without these fields, goes through `writeHead` as before.
import { STATUS_CODES, validateHeaderName, validateHeaderValue, type ServerResponse } from "node:http";

/** node:http's fields read or written here (lib/_http_outgoing.js, lib/_http_server.js; Node 20). */
type OutgoingInternals = {
  _header: string | null;
  _headerSent: boolean;
  _hasBody: boolean;
  _removedConnection: boolean;
  _keepAliveTimeout: number;
  _defaultKeepAlive: boolean;
  _maxRequestsPerSocket: number | undefined;
  _expect_continue: boolean;
  maxRequestsOnConnectionReached: boolean;
};

/** The status line and every fixed header, validated and joined: `name: value\r\n` each. */
export function headText(status: number, head: readonly string[]): string {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let i = 0; i < head.length; i += 2) {
    const name = head[i] as string;
    const value = head[i + 1] as string;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return text;
}

let dateSecond = -1;
let dateLine = "";

/** `Date: …\r\n`, made once a second (node:http keeps its own the same way). */
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** Whether node:http would send this response's header block exactly as `keepHead` writes it. */
function isPlainKeepAlive(res: ServerResponse & OutgoingInternals): boolean {
  return (
    res._header === null &&
    res.shouldKeepAlive &&
    res.sendDate &&
    res.statusMessage === undefined &&
    !res._removedConnection &&
    !res._expect_continue &&
    !res.maxRequestsOnConnectionReached &&
    res._defaultKeepAlive === true &&
    typeof res._keepAliveTimeout === "number" &&
    res._keepAliveTimeout >= 1000 &&
    !(Number(res._maxRequestsPerSocket) > 0) &&
    res.getHeaderNames().length === 0
  );
}

/**
 * Gives `res` its header block: `text` (from `headText`) and `own` (this request's header
 * pairs, already safe: request-id.ts checks an incoming id). False when the response is not
 * the plain case; the caller then uses `writeHead`.
 */
export function keepHead(res: ServerResponse, status: number, text: string, own: readonly string[]): boolean {
  const out = res as ServerResponse & OutgoingInternals;
  if (!isPlainKeepAlive(out)) return false;
  let header = text;
  for (let i = 0; i < own.length; i += 2) header += `${own[i]}: ${own[i + 1]}\r\n`;
  header += currentDateLine();
  header += `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(out._keepAliveTimeout / 1000)}\r\n\r\n`;
  out.statusCode = status;
  out.statusMessage = STATUS_CODES[status] ?? "unknown";
  if (status === 204 || status === 304) out._hasBody = false;
  out._header = header;
  out._headerSent = false;
  return true;
}
