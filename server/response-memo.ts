// The fast path of the request flow. A GET whose answer came whole from memory (a file of
// the client build or a cached rendered page) is remembered as its final header block and
// body, keyed by the raw request URL, the encoding choice (`encodingKey`) and whether the request was secure.
// The next identical request skips the pipeline (decode, locale redirect, route rules, file
// lookup, some twenty setHeader calls) and is answered with one writeHead and one write.
//
// What could make the answer differ is checked before a remembered one is used: the method
// (GET only), header count and size, the Host, conditional requests (If-None-Match goes the
// long way), shutting down (Connection: close), the data version, and, on paths whose locale
// comes from the request, the locale redirect. The URL itself was checked when remembered.
import type { ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { REQUEST_ID_HEADER } from "./request-id";

export type MemoEntry = {
  /** Name, value, name, value… exactly as the long way set them (Date and Connection are Node's). */
  headers: string[];
  body: Buffer;
  /** The data version the answer was made from; used only while it is still live. */
  dataVersion: string;
  /** Set when the path's locale comes from cookie/Accept-Language: the redirect check still runs on it. */
  localeCheck: { pathname: string; search: string } | null;
};

/** The headers a response carries so far, in the case and order they were set, as a flat list. */
export function headerBlockOf(res: ServerResponse): string[] {
  const block: string[] = [];
  // OutgoingMessage has had getRawHeaderNames since Node 15; @types/node declares it on ClientRequest only.
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    if (name === REQUEST_ID_HEADER) continue; // each request's own (access-log.ts)
    const value = res.getHeader(name);
    if (Array.isArray(value)) for (const v of value) block.push(name, v);
    else if (value !== undefined) block.push(name, String(value));
  }
  return block;
}

export type MemoLimits = { maxEntries: number; maxBytes: number };

export class ResponseMemo {
  private readonly entries: LRUCache<string, MemoEntry>;

  constructor(private readonly limits: MemoLimits) {
    // Least recently used first out; the bodies are mostly shared with the file and page caches.
    // lru-cache wants positive bounds and sizes: a zero limit remembers nothing (see remember).
    this.entries = new LRUCache({
      max: Math.max(1, limits.maxEntries),
      maxSize: Math.max(1, limits.maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  get(url: string, secure: boolean, encoding: string): MemoEntry | undefined {
    return this.entries.get(keyOf(url, secure, encoding));
  }

  remember(url: string, secure: boolean, encoding: string, entry: MemoEntry): void {
    if (this.limits.maxEntries <= 0 || this.limits.maxBytes <= 0 || entry.body.length > this.limits.maxBytes) return;
    this.entries.set(keyOf(url, secure, encoding), entry);
  }

  delete(url: string, secure: boolean, encoding: string): void {
    this.entries.delete(keyOf(url, secure, encoding));
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (url: string, secure: boolean, encoding: string) => `${secure ? "s" : "p"} ${encoding} ${url}`;

/** Answers from a remembered entry. */
export function sendMemo(res: ServerResponse, entry: MemoEntry): void {
  res.writeHead(200, entry.headers);
  res.end(entry.body);
}
