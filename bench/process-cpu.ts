// CPU time a server spends per request, read from /proc: a process and every process under it
// (nginx's master and workers, a cluster's primary and workers). Beside req/s it tells a server
// that does more work per answer from one left less of the shared 2-core machine's CPU; it swings
// between runs too (a node server's kernel time per page between two levels), so the bench
// quotes the median of the rounds.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

type Stat = { ppid: number; ticks: number };

/** Fields of /proc/PID/stat after the command (which may hold spaces and parentheses). */
function statOf(pid: string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // fields[0] is the state (stat's 3rd field): ppid is the 4th, utime and stime the 14th and 15th.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone since the listing
  }
}

/** User and system CPU seconds of `rootPid` and all its descendants, as of now. */
export function treeCpuSeconds(rootPid: number): number {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = new Set([rootPid]);
  let ticks = 0;
  // Parents have lower pids than their children almost always, but not after pid wrap-around: iterate until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of stats)
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / TICKS_PER_SECOND;
}
