import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { asideDirs, moveAside, removeAsideLater } from "./build-stale-output";

const roots: string[] = [];
function scratch(): { build: string; aside: string } {
  const root = mkdtempSync(join(tmpdir(), "stale-output-"));
  roots.push(root);
  const build = join(root, "build");
  mkdirSync(join(build, "client", "cpu"), { recursive: true });
  writeFileSync(join(build, "client", "cpu", "index.html"), "<p>old</p>");
  return { build, aside: join(root, "cache") };
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
    while (asideDirs(build, aside).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(aside)).toEqual(["other-tool"]);
  });

  it("starts nothing when nothing is aside", () => {
    const { build, aside } = scratch();
    expect(removeAsideLater(build, aside)).toBeNull();
  });
});
