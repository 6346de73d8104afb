// Build step: the inline-script hashes of every prerendered HTML page, so the server can
// send each one a Content-Security-Policy without 'unsafe-inline' (server/csp.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CSP_HASHES_FILE, inlineScriptHashes } from "../server/csp";

export function writeCspHashes(buildDir: string): number {
  const clientDir = join(buildDir, "client");
  const hashes: Record<string, string[]> = {};
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[`/${relative(clientDir, path)}`] = inlineScriptHashes(readFileSync(path, "utf8"));
  }
  writeFileSync(join(buildDir, CSP_HASHES_FILE), JSON.stringify(hashes));
  return Object.keys(hashes).length;
}
