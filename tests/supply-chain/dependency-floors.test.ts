// Security floors for the dependencies that matter most, checked against what `npm ci`
// installs (the lockfile), since `npm audit` cannot reach its service from here. Also: the
// SBOM generates offline and names those packages.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const FLOORS: Readonly<Record<string, string>> = {
  "react-router": "7.18.4",
  "@react-router/node": "7.18.4",
  "@react-router/dev": "7.18.4",
  react: "19.2.8",
  "react-dom": "19.2.8",
  vite: "8.3.8",
  "better-sqlite3": "12.11.1",
};

type Lockfile = { packages: Record<string, { version?: string }> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;

/** -1, 0 or 1 for a < b, a = b, a > b over dotted numeric versions (pre-release tags sort first). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = "", pre] = v.split("-", 2);
    return { nums: core.split(".").map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre && !y.pre) return -1;
  if (!x.pre && y.pre) return 1;
  return 0;
}

describe("dependency floors", () => {
  it("compares versions numerically", () => {
    expect(compareVersions("7.18.4", "7.18.4")).toBe(0);
    expect(compareVersions("7.9.0", "7.18.4")).toBe(-1);
    expect(compareVersions("19.10.0", "19.2.8")).toBe(1);
    expect(compareVersions("8.3.8-beta.1", "8.3.8")).toBe(-1);
  });

  it.each(Object.entries(FLOORS))("every installed copy of %s is at least %s", (name, floor) => {
    const copies = Object.entries(lock.packages).filter(
      ([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
    );
    expect(copies.length, `${name} is not in the lockfile`).toBeGreaterThan(0);
    for (const [path, entry] of copies) {
      expect(compareVersions(entry.version ?? "0.0.0", floor), `${path}@${entry.version}`).toBeGreaterThanOrEqual(0);
    }
  });

  it("generates a CycloneDX SBOM offline that lists them", () => {
    const sbom = JSON.parse(
      execFileSync("npm", ["sbom", "--sbom-format", "cyclonedx"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }),
    ) as {
      bomFormat: string;
      components: Array<{ name: string; version: string }>;
    };
    expect(sbom.bomFormat).toBe("CycloneDX");
    for (const name of Object.keys(FLOORS))
      expect(
        sbom.components.some((c) => c.name === name),
        name,
      ).toBe(true);
  }, 60_000);
});
