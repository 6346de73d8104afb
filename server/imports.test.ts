// One module graph: server/ reaches the application only through the server build
// (common/server-api.ts); what both sides need lives in common/, which imports neither.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** Every non-type import specifier of a source file (static and dynamic). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, spec] of text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^;"]*?from\s+"([^"]+)"/gm)) found.push(spec as string);
  for (const [, spec] of text.matchAll(/^\s*import\s+"([^"]+)"/gm)) found.push(spec as string);
  for (const [, spec] of text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) found.push(spec as string);
  return found;
}

const sources = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
    .map((name) => join(dir, name));

describe("module graph", () => {
  it("server/ imports nothing from app/ (only types)", () => {
    const offending = sources("server").flatMap((file) => valueImports(join(ROOT, file)).filter((spec) => /(^|\/)app\//.test(spec)).map((spec) => `${file}: ${spec}`));
    expect(offending).toEqual([]);
  });

  it("common/ imports neither app/ nor server/", () => {
    const offending = sources("common").flatMap((file) => valueImports(join(ROOT, file)).filter((spec) => /(^|\/)(app|server)\//.test(spec)).map((spec) => `${file}: ${spec}`));
    expect(offending).toEqual([]);
  });

  it("app/ and server/ import common/ by its one name, #common/…", () => {
    const relative = [...sources("app"), ...sources("server")].flatMap((file) => valueImports(join(ROOT, file)).filter((spec) => /^\.{1,2}\/(\.\.\/)*common\//.test(spec)).map((spec) => `${file}: ${spec}`));
    expect(relative).toEqual([]);
  });
});
