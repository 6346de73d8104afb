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
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

/** What writing an answer needs to know of the request (pipeline.ts's Exchange has it). */
export type AnswerTarget = { req: IncomingMessage; res: ServerResponse; secure: boolean; shuttingDown: boolean };

/** A body in memory, or (a large file of the build) its path and size, streamed. */
export type Body = Buffer | { file: string; size: number };
type Form = { head: string[]; body: Body | null };

export type Answer = {
  status: number;
  etag: string | null;
  forms: { identity: Form; br: Form | null; gzip: Form | null };
  encodings: ReadonlySet<Encoding>;
  /** The header block of a 304 (no body headers), when the answer has an ETag. */
  notModified: string[] | null;
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
    notModified: parts.etag && parts.status === 200 ? headOf(parts, null, null) : null,
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

export function sendAnswer(x: AnswerTarget, answer: Answer): void {
  const { req, res } = x;
  if (res.headersSent) return void res.destroy();
  const notModified = answer.notModified && ifNoneMatchMatches(req.headers["if-none-match"], answer.etag as string);
  const form = notModified
    ? { head: answer.notModified as string[], body: null }
    : answer.encodings.size === 1
      ? answer.forms.identity
      : (answer.forms[negotiateEncoding(req.headers["accept-encoding"], answer.encodings)] ?? answer.forms.identity);
  const own = ownHeaders(x);
  res.writeHead(notModified ? 304 : answer.status, own.length > 0 ? form.head.concat(own) : form.head);
  if (req.method === "HEAD" || !form.body) return void res.end();
  if (Buffer.isBuffer(form.body)) return void res.end(form.body);
  createReadStream(form.body.file)
    .on("error", () => res.destroy())
    .pipe(res);
}
