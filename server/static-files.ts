// Step 3: files from build/client. Hashed assets are immutable for a year; prerendered
// HTML, .data and _payload.json get a short max-age and an ETag, and are served only while
// the live catalogue has the data version they were built from. Brotli/gzip twins are
// chosen by Accept-Encoding. No directory listings, no trailing-slash redirects.
import { createReadStream, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { DATA_CACHE_CONTROL, HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from "../app/http";

const TYPES: Record<string, string> = {
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
};

export type StaticFile = { path: string; stat: Stats; kind: "asset" | "prerendered" | "build-meta" };

function fileAt(path: string): Stats | null {
  try {
    const st = statSync(path);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** Maps a decoded request path to a file under the client build, or null. */
export function resolveStaticFile(root: string, pathname: string): StaticFile | null {
  if (pathname.includes("\0") || pathname.split("/").includes("..")) return null;
  if (pathname.startsWith("/assets/")) {
    const path = join(root, pathname);
    const stat = fileAt(path);
    return stat ? { path, stat, kind: "asset" } : null;
  }
  if (pathname.startsWith("/_app/builds/")) {
    const path = join(root, pathname);
    const stat = fileAt(path);
    return stat ? { path, stat, kind: "build-meta" } : null;
  }
  if (pathname.endsWith("/")  && pathname !== "/") return null;
  const candidates = /\.(data|json)$/.test(pathname) ? [pathname] : [join(pathname, "index.html")];
  for (const candidate of candidates) {
    const path = join(root, candidate);
    const stat = fileAt(path);
    if (stat) return { path, stat, kind: "prerendered" };
  }
  return null;
}

function cacheControlFor(file: StaticFile): string {
  if (file.kind === "asset") return IMMUTABLE_CACHE_CONTROL;
  if (file.kind === "build-meta") return file.path.endsWith("latest.json") ? "no-cache" : IMMUTABLE_CACHE_CONTROL;
  return file.path.endsWith(".html") ? HTML_CACHE_CONTROL : DATA_CACHE_CONTROL;
}

function pickEncoding(accept: string | undefined, path: string): { suffix: string; encoding: string } | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept) && fileAt(`${path}.br`)) return { suffix: ".br", encoding: "br" };
  if (/\bgzip\b/.test(accept) && fileAt(`${path}.gz`)) return { suffix: ".gz", encoding: "gzip" };
  return null;
}

export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, dataVersion: string | null): void {
  const type = TYPES[extname(file.path)] ?? "application/octet-stream";
  const etag = `"${dataVersion ?? "a"}-${file.stat.size.toString(36)}-${Math.trunc(file.stat.mtimeMs).toString(36)}"`;
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControlFor(file));
  res.setHeader("ETag", etag);
  res.setHeader("Vary", mergeVary(res.getHeader("Vary"), "Accept-Encoding"));
  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoded = pickEncoding(req.headers["accept-encoding"], file.path);
  const path = encoded ? `${file.path}${encoded.suffix}` : file.path;
  if (encoded) res.setHeader("Content-Encoding", encoded.encoding);
  res.setHeader("Content-Length", encoded ? statSync(path).size : file.stat.size);
  res.statusCode = 200;
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(path)
    .on("error", () => res.destroy())
    .pipe(res);
}

export function mergeVary(existing: unknown, value: string): string {
  const parts = new Set(
    String(existing ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const v of value.split(",")) parts.add(v.trim());
  return [...parts].join(", ");
}
