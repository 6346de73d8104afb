// Build step: the inline-script hashes of every prerendered HTML page, so the server can
// send each one a Content-Security-Policy without 'unsafe-inline' (server/csp.ts). The
// prerender workers hash each page while it is in memory; this writes them in one file.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CSP_HASHES_FILE } from "../server/csp";

/** `hashes`: HTML file under the client directory ("/en/lib/index.html") -> its 'sha256-…' sources. */
export function writeCspHashes(buildDir: string, hashes: ReadonlyMap<string, string[]>): number {
  const sorted = [...hashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  writeFileSync(join(buildDir, CSP_HASHES_FILE), JSON.stringify(Object.fromEntries(sorted)));
  return hashes.size;
}
