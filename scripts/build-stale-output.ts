// The last build's directory holds about 68,000 files (prerendered pages and their twins).
// React Router's build deletes it before Vite starts, one file at a time on its own critical
// path; deleted beside the build instead, it competed with the prerender for both cores and
// the disk (63.9 s over a previous build against 54.1 s from a clean tree). So it is renamed
// out of the way first (a rename on the same file system is instant) and deleted once the
// build has finished, by a process of lowest priority that the build does not wait for. A
// build that fails moves its own partial directory aside the same way, so it never leaves a
// half-written one behind; whatever a deletion did not finish, the next one takes along.
// A deletion still running when the next build starts is stopped, for the same reason.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;
const prefixOf = (dir: string) => `stale-${basename(dir)}-`;
const pidFileOf = (dir: string, asideDir: string) => join(asideDir, `deleting-${basename(dir)}.pid`);

/**
 * Moves `dir` into `asideDir` at once: on the same file system it no longer exists when this
 * returns. False when there was nothing to move, or `asideDir` is on another file system (a
 * mounted node_modules), where `dir` stays (React Router's build deletes it as before).
 */
export function moveAside(dir: string, asideDir: string): boolean {
  mkdirSync(asideDir, { recursive: true });
  try {
    renameSync(dir, join(asideDir, `${prefixOf(dir)}${process.pid}-${Date.now().toString(36)}`));
    return true;
  } catch (error) {
    if (code(error) === "EXDEV" || code(error) === "ENOENT") return false;
    throw error;
  }
}

/** The directories `moveAside(dir, asideDir)` has left in `asideDir`, this call's and earlier ones'. */
export function asideDirs(dir: string, asideDir: string): string[] {
  try {
    return readdirSync(asideDir)
      .filter((name) => name.startsWith(prefixOf(dir)))
      .map((name) => resolve(asideDir, name));
  } catch (error) {
    if (code(error) === "ENOENT") return [];
    throw error;
  }
}

// Run by `node -e` with its process-id file and the paths as arguments: lowest CPU priority
// first, then one directory at a time; a failure is left to the next build (it lists what is
// still aside). The marker in its command line tells stopEarlierRemoval that a process is this
// one, not another that got a reused process id.
const DELETE_MARKER = "cpu-atlas: delete the stale build output";
const DELETE_SCRIPT = `// ${DELETE_MARKER}
const { setPriority } = require("node:os");
const { readFileSync, rmSync } = require("node:fs");
try { setPriority(19); } catch {}
const [pidFile, ...paths] = process.argv.slice(1);
for (const path of paths) {
  try { rmSync(path, { recursive: true, force: true }); } catch {}
}
try { if (readFileSync(pidFile, "utf8") === String(process.pid)) rmSync(pidFile); } catch {}`;

/**
 * Starts the deletion of the moved-aside copies of `dir` in a separate process of lowest
 * priority (nice 19), which outlives this one: its output goes nowhere and nothing waits for
 * it. Returns its process id, or null when nothing is aside.
 */
export function removeAsideLater(dir: string, asideDir: string): number | null {
  const paths = asideDirs(dir, asideDir);
  if (paths.length === 0) return null;
  const pidFile = pidFileOf(dir, asideDir);
  const child = spawn(process.execPath, ["-e", DELETE_SCRIPT, pidFile, ...paths], { stdio: "ignore" });
  child.on("error", () => undefined);
  child.unref();
  if (child.pid !== undefined) writeFileSync(pidFile, String(child.pid));
  return child.pid ?? null;
}

/**
 * Stops the deletion an earlier build started, if it is still running (where /proc tells which
 * process it is): it would compete with this build. What it left aside is deleted after this one.
 */
export function stopEarlierRemoval(dir: string, asideDir: string): boolean {
  const pidFile = pidFileOf(dir, asideDir);
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8"));
    rmSync(pidFile);
    if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(DELETE_MARKER)) return false;
    process.kill(pid);
    return true;
  } catch {
    return false;
  }
}
