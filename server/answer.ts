// An answer is made once (from a file of the build, a render, or a short message) with every
// header it will carry, in each encoding it has, and written by `sendAnswer`: the last stage
// of every request and the one place that answers 304 (If-None-Match against the answer's
// ETag, compared by common/http-etag.ts). The answer cache keeps answers as they are, so a
// repeated request costs one writeHead and one end.
import { createReadStream } from "node:fs";
import { ifNoneMatchMatches } from "#common/http-etag";
import { availableEncodings, negotiateEncoding, type Encoding } from "./content-encoding";
import { HSTS, SECURITY_HEADERS } from "./http-constants";
import type { IncomingMessage, ServerResponse } from "node:http";
import { headText, keepHead } from "./kept-head";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

/** What writing an answer needs to know of the request (pipeline.ts's Exchange has it). */
export type AnswerTarget = { req: IncomingMessage; res: ServerResponse; secure: boolean; shuttingDown: boolean };

/** A body in memory, or (a large file of the build) its path and size, streamed. */
export type Body = Buffer | { file: string; size: number };
/** `text`: the status line and `head` as node:http sends them (kept-head.ts), made on first use. */
type Form = { head: string[]; body: Body | null; text?: string };

export type Answer = {
  status: number;
  etag: string | null;
  forms: { identity: Form; br: Form | null; gzip: Form | null };
  encodings: ReadonlySet<Encoding>;
  /** The header block of a 304 (no body headers), when the answer has an ETag. */
  notModified: Form | null;
  /** Bytes held in memory, for the answer cache's budget. */
  bytes: number;
};

export type AnswerParts = {
  status: number;
  /** Every header but the security headers, the body's length and encoding. */
  headers: ReadonlyArray<readonly [string, string]>;
  csp: string;
  etag: string | null;
  /** null: no body at all (204, 304, a redirect of a data request). */
  body: Body | null;
  br?: Body | null;
  gzip?: Body | null;
};

const SECURITY = Object.entries(SECURITY_HEADERS);
const sizeOf = (body: Body) => (Buffer.isBuffer(body) ? body.length : body.size);

/** The site's security headers, but for one the answer sets itself (a picture's Cross-Origin-Resource-Policy). */
function securityHeadersFor(parts: AnswerParts): string[] {
  const own = new Set(parts.headers.map(([name]) => name.toLowerCase()));
  return SECURITY.filter(([name]) => !own.has(name.toLowerCase())).flat();
}

function headOf(parts: AnswerParts, body: Body | null, encoding: Encoding | null): string[] {
  const head = [...securityHeadersFor(parts), "Content-Security-Policy", parts.csp, ...parts.headers.flat()];
  if (encoding) head.push("Content-Encoding", encoding);
  if (body) head.push("Content-Length", String(sizeOf(body)));
  return head;
}

export function makeAnswer(parts: AnswerParts): Answer {
  const form = (body: Body | null | undefined, encoding: Encoding | null): Form | null =>
    body ? { head: headOf(parts, body, encoding), body } : null;
  const forms = {
    identity: form(parts.body, null) ?? { head: headOf(parts, null, null), body: null },
    br: form(parts.br, "br"),
    gzip: form(parts.gzip, "gzip"),
  };
  const inMemory = [parts.body, parts.br, parts.gzip].filter((b): b is Buffer => Buffer.isBuffer(b));
  return {
    status: parts.status,
    etag: parts.etag,
    forms,
    encodings: availableEncodings(forms),
    notModified: parts.etag && parts.status === 200 ? { head: headOf(parts, null, null), body: null } : null,
    bytes: inMemory.reduce((sum, b) => sum + b.length, 512),
  };
}

/** The headers of this request alone: its id, HSTS on a secure request, Connection: close while draining. */
function ownHeaders(x: AnswerTarget): string[] {
  const own: string[] = [];
  const id = requestIdFor(x.res);
  if (id) own.push(REQUEST_ID_HEADER, id);
  if (x.secure) own.push("Strict-Transport-Security", HSTS);
  if (x.shuttingDown) own.push("Connection", "close");
  return own;
}

/** The header block: handed over as kept text when node:http would send it the same way, else through writeHead. */
function writeHead(res: ServerResponse, status: number, form: Form, own: string[]): void {
  // Without a body only a 304 is sent as node:http would send it (no Content-Length, not chunked).
  if (form.body || status === 304) {
    form.text ??= headText(status, form.head);
    if (keepHead(res, status, form.text, own)) return;
  }
  res.writeHead(status, own.length > 0 ? form.head.concat(own) : form.head);
}

export function sendAnswer(x: AnswerTarget, answer: Answer): void {
  const { req, res } = x;
  if (res.headersSent) return void res.destroy();
  const notModified = answer.notModified && ifNoneMatchMatches(req.headers["if-none-match"], answer.etag as string);
  const form = notModified
    ? (answer.notModified as Form)
    : answer.encodings.size === 1
      ? answer.forms.identity
      : (answer.forms[negotiateEncoding(req.headers["accept-encoding"], answer.encodings)] ?? answer.forms.identity);
  writeHead(res, notModified ? 304 : answer.status, form, ownHeaders(x));
  if (req.method === "HEAD" || !form.body) return void res.end();
  if (Buffer.isBuffer(form.body)) return void res.end(form.body);
  createReadStream(form.body.file)
    .on("error", () => res.destroy())
    .pipe(res);
}
