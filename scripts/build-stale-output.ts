// The last build's client directory holds about 68,000 files (prerendered pages and their
// twins). Vite empties it before it writes, one file at a time on its own critical path
// (seconds of I/O while the other core idles). Renamed aside first, it is deleted beside the
// catalogue and Vite builds instead; so are the leftovers of a build that was interrupted.
import { readdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const ASIDE = ".stale-";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Moves `dir` aside at once (it no longer exists when this returns); resolves once it and older leftovers are deleted. */
export function removeInBackground(dir: string): Promise<void> {
  const parent = dirname(dir);
  try {
    renameSync(dir, join(parent, `${ASIDE}${basename(dir)}-${process.pid}-${Date.now().toString(36)}`));
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch (error) {
    if (isMissing(error)) return Promise.resolve();
    throw error;
  }
  const aside = entries.filter((name) => name.startsWith(ASIDE)).map((name) => join(parent, name));
  return Promise.all(aside.map((path) => rm(path, { recursive: true, force: true }))).then(() => undefined);
}
