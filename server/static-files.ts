// The files of the client build (build/client), with the caching policy of their kind
// (common/http.ts): hashed assets, build meta files, and the prerendered HTML, .data and
// _payload.json, served only while the live catalogue has the data version they were built
// from and the site has the origin they were built for (else the page is rendered). Brotli and
// gzip twins are chosen by Accept-Encoding. No directory listings, no trailing-slash redirects.
//
// The build directory does not change while the server runs, so its file list is read once
// at start (no stat per request). A file read for a request becomes an answer (answer.ts), its
// headers made once, and goes to the answer cache; files over 1 MB are streamed from disk.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { ResponseKind } from "#common/http";
import { weakEtag } from "#common/http-etag";
import { makeAnswer, sendAnswer, type Answer, type Body } from "./answer";
import { answerKey, type AnswerCache } from "./answer-cache";
import { noteCache } from "./cache-outcome";
import { withCachePolicy } from "./cache-policy";
import { NON_PAGE_POLICY, pagePolicy } from "./csp";
import type { Exchange, Stage } from "./pipeline";
import { sendPlain } from "./plain-answer";

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
const MAX_IN_MEMORY_BYTES = 1024 * 1024;

export type StaticFile = { path: string; kind: "asset" | "prerendered" | "build-meta" };

export type StaticOptions = {
  clientDir: string;
  /** What the prerendered files were built from; they are served only while both still hold (null: none). */
  prerenderedFrom: { dataVersion: string; siteOrigin: string } | null;
  siteOrigin: string;
  /** Inline-script hashes of each prerendered HTML file, by path under the client directory. */
  prerenderHashes: ReadonlyMap<string, string[]>;
  assetOrigin: string | null;
  hmr: boolean;
  cache: AnswerCache;
};

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

/** Maps a decoded request path to a file under the client build, or null. */
export function resolveFile(files: ReadonlySet<string>, pathname: string): StaticFile | null {
  if (pathname.includes("\0") || pathname.split("/").includes("..")) return null;
  if (pathname.startsWith("/assets/")) return files.has(pathname) ? { path: pathname, kind: "asset" } : null;
  if (pathname.startsWith("/_app/builds/")) return files.has(pathname) ? { path: pathname, kind: "build-meta" } : null;
  if (pathname.endsWith("/") && pathname !== "/") return null;
  const candidate = /\.(data|json)$/.test(pathname) ? pathname : join(pathname, "index.html");
  return files.has(candidate) ? { path: candidate, kind: "prerendered" } : null;
}

/** The caching policy's name for a file of the client build. */
function kindOf(file: StaticFile): ResponseKind {
  if (file.kind === "asset") return "hashed-asset";
  if (file.kind === "build-meta") return file.path.endsWith("latest.json") ? "static-file" : "hashed-asset";
  if (file.path.endsWith(".html")) return "prerendered-html";
  return file.path.endsWith(".data") ? "data" : "payload";
}

export function staticFiles(options: StaticOptions): Stage {
  const { clientDir, prerenderedFrom: from, cache } = options;
  const files = listFiles(clientDir);
  // The policy of each prerendered page, built once rather than per request.
  const policies = new Map(
    [...options.prerenderHashes].map(([path, hashes]) => [path, pagePolicy(hashes, options.assetOrigin, options.hmr)]),
  );
  const read = (path: string): Body => {
    const size = statSync(path).size;
    return size <= MAX_IN_MEMORY_BYTES && cache.enabled ? readFileSync(path) : { file: path, size };
  };

  function load(x: Exchange, file: StaticFile, dataVersion: string | null): Answer {
    const path = join(clientDir, file.path);
    const stat = statSync(path);
    const etag = weakEtag(dataVersion ?? "a", `${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}`);
    const type = CONTENT_TYPES[extname(file.path)] ?? "application/octet-stream";
    const twin = (suffix: string) => (files.has(file.path + suffix) ? read(path + suffix) : null);
    return makeAnswer({
      status: 200,
      headers: withCachePolicy(kindOf(file), etag, x.pathHeaders, [["Content-Type", type]]),
      csp: policies.get(file.path) ?? NON_PAGE_POLICY,
      etag,
      body: read(path),
      br: twin(".br"),
      gzip: twin(".gz"),
    });
  }

  /** A prerendered file is the page without a query ("/lib?q=ryzen" is rendered), from the live data, for this origin. */
  const servesPrerendered = (x: Exchange) =>
    (x.search === "" || /^\?v=[\w.-]{0,64}$/.test(x.search)) &&
    from !== null &&
    x.catalogue?.available === true &&
    x.catalogue.dataVersion === from.dataVersion &&
    options.siteOrigin === from.siteOrigin;

  return (x, next) => {
    const file = resolveFile(files, x.pathname);
    if (!file || (file.kind === "prerendered" && !servesPrerendered(x))) {
      if (x.pathname.startsWith("/assets/")) return sendPlain(x, 404, `Page not found: ${x.pathname}`);
      return next(x);
    }
    let answer: Answer;
    try {
      answer = load(x, file, file.kind === "prerendered" ? (x.catalogue?.dataVersion ?? null) : null);
    } catch {
      return sendPlain(x, 404, "Page not found");
    }
    noteCache(x.res, file.kind === "prerendered" ? "prerendered" : "static");
    const version = x.catalogue?.dataVersion;
    if (version) cache.set(answerKey(x), version, answer);
    sendAnswer(x, answer);
  };
}
