// Content-Security-Policy: a fresh nonce per server-rendered page, the SHA-256 hashes of
// the inline scripts of each prerendered page (computed at build time), and a strict
// default for everything else.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { CSP_NONCE_HEADER } from "#common/csp-nonce";

export const CSP_HASHES_FILE = "csp-hashes.json";

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The policy for an HTML page whose inline scripts carry `scriptSources` ('nonce-…' or 'sha256-…').
 * `hmr` (dev only): Vite's client also opens its websocket to the dev server.
 */
export function pagePolicy(scriptSources: readonly string[], assetOrigin: string | null, hmr = false): string {
  const self = assetOrigin ? `'self' ${assetOrigin}` : "'self'";
  return [
    "default-src 'none'",
    `script-src ${self} ${scriptSources.join(" ")}`.trim(),
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data:`,
    `font-src ${self}`,
    `connect-src ${self}${hmr ? " ws: wss:" : ""}`,
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** For responses that are not pages (JSON, CSV, files, errors in plain text). */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources of the executable inline scripts of an HTML document (JSON-LD is data, not script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attributes = m[1] ?? "";
    if (/\btype=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** Build output: relative HTML path -> its script hashes. */
export function loadPrerenderHashes(buildDir: string): ReadonlyMap<string, string[]> {
  const file = `${buildDir}/${CSP_HASHES_FILE}`;
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>));
}

/**
 * The request headers React Router sees: without a client's copy of our nonce header or of
 * React Router's internal headers, and with this request's nonce.
 */
export function withNonceHeader(rawHeaders: readonly string[], nonce: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    const lower = name.toLowerCase();
    if (lower === CSP_NONCE_HEADER || lower.startsWith("x-react-router-")) continue;
    kept.push(name, rawHeaders[i + 1] as string);
  }
  kept.push(CSP_NONCE_HEADER, nonce);
  return kept;
}

/** "https://cdn.example/atlas/" -> "https://cdn.example"; a path-only base -> null (same origin). */
export function assetOriginOf(assetBaseUrl: string): string | null {
  try {
    return new URL(assetBaseUrl).origin;
  } catch {
    return null;
  }
}
