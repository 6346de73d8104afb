// Files from build/client (app.ts, after the route rules), with the caching policy of their
// kind (common/http.ts);
// prerendered HTML, .data and _payload.json are served only while the live catalogue has
// the data version they were built from. Brotli/gzip twins are
// chosen by Accept-Encoding. No directory listings, no trailing-slash redirects.
//
// The build directory does not change while the server runs, so its file list is read once
// at start (no stat per request) and file bodies are kept in memory, least recently used
// first out, up to a byte budget (STATIC_CACHE_MB). Larger files are streamed.
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { LRUCache } from "lru-cache";
import { ifNoneMatchMatches, weakEtag } from "#common/http-etag";
import type { ResponseKind } from "#common/http";
import { applyCachePolicy } from "./cache-policy";
import { availableEncodings, negotiateEncoding } from "./content-encoding";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Files above this size are streamed from disk rather than kept in memory. */
const MAX_CACHED_FILE_BYTES = 1024 * 1024;

export type StaticFile = { path: string; kind: "asset" | "prerendered" | "build-meta" };

type Encoded = { body: Buffer | null; size: number; path: string };
type Loaded = { identity: Encoded; br: Encoded | null; gzip: Encoded | null; etagBase: string; bytes: number };

/** Every file path under `root`, relative with a leading slash ("/assets/x.js"). */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  try {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.add(join(entry.parentPath, entry.name).slice(root.length));
    }
  } catch {
    // no client build: nothing static to serve
  }
  return files;
}

/** The caching policy's name for a file of the client build. */
function kindOf(file: StaticFile): ResponseKind {
  if (file.kind === "asset") return "hashed-asset";
  if (file.kind === "build-meta") return file.path.endsWith("latest.json") ? "static-file" : "hashed-asset";
  if (file.path.endsWith(".html")) return "prerendered-html";
  return file.path.endsWith(".data") ? "data" : "payload";
}

export class StaticFiles {
  private readonly files: Set<string>;
  private readonly loaded: LRUCache<string, Loaded>;

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
  ) {
    this.files = listFiles(root);
    this.loaded = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => entry.bytes });
  }

  /** Maps a decoded request path to a file under the client build, or null. */
  resolve(pathname: string): StaticFile | null {
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return null;
    if (pathname.startsWith("/assets/")) return this.files.has(pathname) ? { path: pathname, kind: "asset" } : null;
    if (pathname.startsWith("/_app/builds/"))
      return this.files.has(pathname) ? { path: pathname, kind: "build-meta" } : null;
    if (pathname.endsWith("/") && pathname !== "/") return null;
    const candidate = /\.(data|json)$/.test(pathname) ? pathname : join(pathname, "index.html");
    return this.files.has(candidate) ? { path: candidate, kind: "prerendered" } : null;
  }

  /** Returns the body when it was sent whole from memory (a 200 to a GET), else null. */
  send(req: IncomingMessage, res: ServerResponse, file: StaticFile, dataVersion: string | null): Buffer | null {
    let loaded: Loaded;
    try {
      loaded = this.load(file.path);
    } catch {
      res.statusCode = 404;
      applyCachePolicy(res, "error", null);
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Page not found\n");
      return null;
    }
    const etag = weakEtag(dataVersion ?? "a", loaded.etagBase);
    res.setHeader("Content-Type", CONTENT_TYPES[extname(file.path)] ?? "application/octet-stream");
    applyCachePolicy(res, kindOf(file), etag);
    if (ifNoneMatchMatches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.end();
      return null;
    }
    const name = negotiateEncoding(req.headers["accept-encoding"], availableEncodings(loaded));
    const encoded = (name === "br" && loaded.br) || (name === "gzip" && loaded.gzip) || loaded.identity;
    if (encoded !== loaded.identity) res.setHeader("Content-Encoding", name);
    res.setHeader("Content-Length", encoded.size);
    res.statusCode = 200;
    if (req.method === "HEAD") {
      res.end();
      return null;
    }
    if (encoded.body) {
      res.end(encoded.body);
      return encoded.body;
    }
    createReadStream(encoded.path)
      .on("error", () => res.destroy())
      .pipe(res);
    return null;
  }

  private load(relative: string): Loaded {
    const hit = this.loaded.get(relative);
    if (hit) return hit;
    const path = join(this.root, relative);
    const stat = statSync(path);
    const twin = (suffix: string): Encoded | null =>
      this.files.has(relative + suffix) ? this.read(path + suffix) : null;
    const entry: Loaded = {
      identity: this.read(path),
      br: twin(".br"),
      gzip: twin(".gz"),
      etagBase: `${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}`,
      bytes: 0,
    };
    entry.bytes = [entry.identity, entry.br, entry.gzip].reduce((sum, e) => sum + (e?.body?.length ?? 0), 0);
    if (entry.bytes > 0 && entry.bytes <= this.maxBytes) this.loaded.set(relative, entry);
    return entry;
  }

  private read(path: string): Encoded {
    const size = statSync(path).size;
    const keep = size <= MAX_CACHED_FILE_BYTES && this.maxBytes > 0;
    return { body: keep ? readFileSync(path) : null, size, path };
  }
}
