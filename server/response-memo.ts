// The fast path of the request flow. A GET whose answer came whole from memory (a file of
// the client build or a cached rendered page) is remembered as its final header block and
// body, keyed by the raw request URL, the encoding chosen and whether the request was secure.
// The next identical request skips the pipeline (decode, locale redirect, route rules, file
// lookup, some twenty setHeader calls) and is answered with one writeHead and one write.
//
// What could make the answer differ is checked before a remembered one is used: the method
// (GET only), header count and size, the Host, conditional requests (If-None-Match goes the
// long way), shutting down (Connection: close), the data version, and, on paths whose locale
// comes from the request, the locale redirect. The URL itself was checked when remembered.
import type { ServerResponse } from "node:http";

export type Encoding = "br" | "gzip" | "identity";

export type MemoEntry = {
  /** Name, value, name, value… exactly as the long way set them (Date and Connection are Node's). */
  headers: string[];
  body: Buffer;
  /** The data version the answer was made from; used only while it is still live. */
  dataVersion: string;
  /** Set when the path's locale comes from cookie/Accept-Language: the redirect check still runs on it. */
  localeCheck: { pathname: string; search: string } | null;
};

/** The encoding the long way picks for a body with brotli and gzip forms (static-files.ts, render.ts). */
export function encodingOf(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : "identity";
}

/** The headers a response carries so far, in the case and order they were set, as a flat list. */
export function headerBlockOf(res: ServerResponse): string[] {
  const block: string[] = [];
  // OutgoingMessage has had getRawHeaderNames since Node 15; @types/node declares it on ClientRequest only.
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (Array.isArray(value)) for (const v of value) block.push(name, v);
    else if (value !== undefined) block.push(name, String(value));
  }
  return block;
}

export type MemoLimits = { maxEntries: number; maxBytes: number };

export class ResponseMemo {
  // One map per (secure, encoding): a lookup needs no key string built per request.
  private readonly maps = new Map<string, Map<string, MemoEntry>>();
  private entries = 0;
  private bytes = 0;

  constructor(private readonly limits: MemoLimits) {}

  private mapOf(secure: boolean, encoding: Encoding): Map<string, MemoEntry> {
    const name = `${secure ? "s" : "p"}${encoding}`;
    let map = this.maps.get(name);
    if (!map) this.maps.set(name, (map = new Map()));
    return map;
  }

  get(url: string, secure: boolean, encoding: Encoding): MemoEntry | undefined {
    return this.mapOf(secure, encoding).get(url);
  }

  remember(url: string, secure: boolean, encoding: Encoding, entry: MemoEntry): void {
    if (this.limits.maxEntries <= 0 || this.limits.maxBytes <= 0 || entry.body.length > this.limits.maxBytes) return;
    const map = this.mapOf(secure, encoding);
    this.forget(map, url);
    map.set(url, entry);
    this.entries++;
    this.bytes += entry.body.length;
    // First in, first out: the bodies are mostly shared with the file and page caches.
    for (const other of this.maps.values()) {
      for (const key of other.keys()) {
        if (this.entries <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
        this.forget(other, key);
      }
    }
  }

  delete(url: string, secure: boolean, encoding: Encoding): void {
    this.forget(this.mapOf(secure, encoding), url);
  }

  get size(): number {
    return this.entries;
  }

  private forget(map: Map<string, MemoEntry>, url: string): void {
    const old = map.get(url);
    if (!old) return;
    map.delete(url);
    this.entries--;
    this.bytes -= old.body.length;
  }
}

/** Answers from a remembered entry. */
export function sendMemo(res: ServerResponse, entry: MemoEntry): void {
  res.writeHead(200, entry.headers);
  res.end(entry.body);
}
