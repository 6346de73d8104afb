// The last build's directory holds about 68,000 files (prerendered pages and their twins).
// React Router's build deletes it before Vite starts, one file at a time on its own critical
// path (seconds of I/O while the other core idles). Renamed out of its way first (a rename on
// the same file system is instant), it is deleted beside the catalogue and Vite builds
// instead; so are the leftovers of a build that was interrupted.
import { mkdirSync, readdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Moves `dir` into `asideDir` at once (on the same file system, it no longer exists when this
 * returns); resolves once it, and whatever an earlier call left there, is deleted.
 */
export function removeInBackground(dir: string, asideDir: string): Promise<void> {
  const prefix = `stale-${basename(dir)}-`;
  mkdirSync(asideDir, { recursive: true });
  try {
    renameSync(dir, join(asideDir, `${prefix}${process.pid}-${Date.now().toString(36)}`));
  } catch (error) {
    // EXDEV: `asideDir` is on another file system (a mounted node_modules); the build deletes `dir` as before.
    if (code(error) === "EXDEV") return Promise.resolve();
    if (code(error) !== "ENOENT") throw error;
  }
  const aside = readdirSync(asideDir).filter((name) => name.startsWith(prefix));
  return Promise.all(aside.map((name) => rm(join(asideDir, name), { recursive: true, force: true }))).then(
    () => undefined,
  );
}
