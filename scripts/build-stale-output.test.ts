import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeInBackground } from "./build-stale-output";

const roots: string[] = [];
function scratch(): string {
  const root = mkdtempSync(join(tmpdir(), "stale-output-"));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("removeInBackground", () => {
  it("moves the directory away at once and deletes it, with what an interrupted build left aside", async () => {
    const root = scratch();
    const build = join(root, "build");
    const aside = join(root, "cache");
    mkdirSync(join(build, "client", "cpu"), { recursive: true });
    writeFileSync(join(build, "client", "cpu", "index.html"), "<p>old</p>");
    mkdirSync(join(aside, "stale-build-1-x"), { recursive: true });
    mkdirSync(join(aside, "other-tool"));

    const removed = removeInBackground(build, aside);
    expect(existsSync(build)).toBe(false);
    await removed;
    expect(readdirSync(aside)).toEqual(["other-tool"]);
  });

  it("does nothing but tidy up when there is no last build", async () => {
    const root = scratch();
    await removeInBackground(join(root, "build"), join(root, "cache"));
    expect(readdirSync(join(root, "cache"))).toEqual([]);
  });
});
