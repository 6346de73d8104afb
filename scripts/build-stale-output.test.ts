import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { asideDirs, moveAside, removeAsideLater, stopEarlierRemoval } from "./build-stale-output";

const roots: string[] = [];
function scratch(): { build: string; aside: string } {
  const root = mkdtempSync(join(tmpdir(), "stale-output-"));
  roots.push(root);
  const build = join(root, "build");
  mkdirSync(join(build, "client", "cpu"), { recursive: true });
  writeFileSync(join(build, "client", "cpu", "index.html"), "<p>old</p>");
  return { build, aside: join(root, "cache") };
}
/** Whether a process runs (not gone, not a zombie this process has yet to reap). */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("moveAside", () => {
  it("moves the directory away at once, beside what an earlier build left", () => {
    const { build, aside } = scratch();
    mkdirSync(join(aside, "stale-build-1-x"), { recursive: true });
    mkdirSync(join(aside, "other-tool"));

    expect(moveAside(build, aside)).toBe(true);
    expect(existsSync(build)).toBe(false);
    const moved = asideDirs(build, aside);
    expect(moved).toHaveLength(2);
    expect(
      existsSync(
        join(
          moved.find((dir) => !dir.endsWith("stale-build-1-x"))!,
          "client",
          "cpu",
          "index.html",
        ),
      ),
    ).toBe(true);
  });

  it("returns false when there is no last build", () => {
    const { build, aside } = scratch();
    rmSync(build, { recursive: true });
    expect(moveAside(build, aside)).toBe(false);
    expect(asideDirs(build, aside)).toEqual([]);
  });
});

describe("removeAsideLater", () => {
  it("deletes the moved-aside copies in another process, which nothing waits for", async () => {
    const { build, aside } = scratch();
    moveAside(build, aside);
    mkdirSync(join(aside, "other-tool"));
    const pid = removeAsideLater(build, aside);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    const until = Date.now() + 10_000;
    while (readdirSync(aside).length > 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(aside)).toEqual(["other-tool"]);
  });

  it("starts nothing when nothing is aside", () => {
    const { build, aside } = scratch();
    expect(removeAsideLater(build, aside)).toBeNull();
  });
});

describe("stopEarlierRemoval", () => {
  it("stops a deletion that is still running, whose leftovers the next one takes along", async () => {
    const { build, aside } = scratch();
    // a large enough tree that the deletion is still running when it is stopped
    for (let i = 0; i < 200; i++) {
      mkdirSync(join(build, "client", `d${i}`));
      for (let j = 0; j < 20; j++) writeFileSync(join(build, "client", `d${i}`, `f${j}`), "x");
    }
    moveAside(build, aside);
    const pid = removeAsideLater(build, aside)!;
    expect(running(pid)).toBe(true);
    expect(stopEarlierRemoval(build, aside)).toBe(true);
    const until = Date.now() + 5_000;
    while (Date.now() < until && running(pid)) await new Promise((r) => setTimeout(r, 20));
    expect(running(pid)).toBe(false);
    expect(asideDirs(build, aside)).toHaveLength(1);
    expect(stopEarlierRemoval(build, aside)).toBe(false);
  }, 15_000);

  it("leaves a process alone that is not a deletion (a reused process id)", () => {
    const { build, aside } = scratch();
    mkdirSync(aside);
    writeFileSync(join(aside, "deleting-build.pid"), String(process.pid));
    expect(stopEarlierRemoval(build, aside)).toBe(false);
  });
});
