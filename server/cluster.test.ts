import { describe, expect, it } from "vitest";
import { workerCount, WorkerCountError } from "./cluster";

describe("workerCount (WEB_CONCURRENCY)", () => {
  it("defaults to one worker per core", () => {
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount("", 8)).toBe(8);
    expect(workerCount(" auto ", 4)).toBe(4);
  });

  it("takes a whole number from 1 to 64", () => {
    expect(workerCount("1", 8)).toBe(1);
    expect(workerCount("3", 2)).toBe(3);
    expect(workerCount("64", 2)).toBe(64);
  });

  it.each(["0", "-1", "1.5", "65", "two", "2workers", "NaN"])("refuses %s with a message naming the variable", (value) => {
    expect(() => workerCount(value, 2)).toThrow(WorkerCountError);
    expect(() => workerCount(value, 2)).toThrow(/WEB_CONCURRENCY/);
  });
});
