import { existsSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUp } from "./warm-up.server";

describe("warmUp", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reports a missing catalogue instead of throwing, and creates no file", () => {
    const path = `/tmp/cpu-atlas-missing-${process.pid}.sqlite`;
    vi.stubEnv("CATALOGUE_DB", path);
    const result = warmUp();
    expect(result).toHaveProperty("error");
    expect(existsSync(path)).toBe(false);
  });
});
