import { describe, expect, it } from "vitest";
import { parseEnv } from "#common/env";
import { workerCount } from "./cluster";

const workersFor = (value: string, cores: number) =>
  workerCount(parseEnv({ WEB_CONCURRENCY: value }).WEB_CONCURRENCY, cores);

describe("workerCount (WEB_CONCURRENCY)", () => {
  it("defaults to one worker per core, at most 64", () => {
    expect(workersFor("", 2)).toBe(2);
    expect(workersFor(" auto ", 4)).toBe(4);
    expect(workersFor("auto", 96)).toBe(64);
  });

  it("takes a whole number from 1 to 64", () => {
    expect(workersFor("1", 8)).toBe(1);
    expect(workersFor("3", 2)).toBe(3);
    expect(workersFor("64", 2)).toBe(64);
  });

  it.each(["0", "-1", "1.5", "65", "two", "2workers", "NaN"])(
    "refuses %s with a message naming the variable",
    (value) => {
      expect(() => workersFor(value, 2)).toThrow(/WEB_CONCURRENCY must be "auto" or a whole number from 1 to 64/);
    },
  );
});
