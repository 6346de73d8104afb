import { describe, expect, it } from "vitest";
import { perDataVersion } from "./per-data-version";

const connection = () => ({ open: true });

describe("perDataVersion", () => {
  it("builds once per data version and shares the value", () => {
    let builds = 0;
    const sizeOf = perDataVersion((c: { dataVersion: string; sqlite: { open: boolean } }) => ({
      version: c.dataVersion,
      n: ++builds,
    }));
    const v1 = { dataVersion: "v1", sqlite: connection() };
    expect(sizeOf(v1)).toBe(sizeOf(v1));
    expect(sizeOf({ ...v1 })).toBe(sizeOf(v1));
    expect(builds).toBe(1);
    const v2 = { dataVersion: "v2", sqlite: connection() };
    expect(sizeOf(v2).version).toBe("v2");
    expect(sizeOf(v1).n).toBe(1);
    expect(builds).toBe(2);
  });

  it("keeps each builder's value apart, and lets one build read another", () => {
    const base = perDataVersion((c: { dataVersion: string; sqlite: { open: boolean } }) => [c.dataVersion]);
    const derived = perDataVersion((c: { dataVersion: string; sqlite: { open: boolean } }) => [...base(c), "derived"]);
    const c = { dataVersion: "v3", sqlite: connection() };
    expect(derived(c)).toEqual(["v3", "derived"]);
    expect(derived(c)).toBe(derived(c));
    expect(base(c)).toEqual(["v3"]);
  });

  it("builds again for a reopened connection, and forgets a closed one", () => {
    let builds = 0;
    const value = perDataVersion((_c: { dataVersion: string; sqlite: { open: boolean } }) => ++builds);
    const first = { dataVersion: "v4", sqlite: connection() };
    expect(value(first)).toBe(1);
    const reopened = { dataVersion: "v4", sqlite: connection() };
    first.sqlite.open = false;
    expect(value(reopened)).toBe(2);
    expect(value(reopened)).toBe(2);
  });

  it("builds again for a connection reopened while the old one is still open (SIGHUP closes it a second later)", () => {
    let builds = 0;
    const value = perDataVersion((_c: { dataVersion: string; sqlite: { open: boolean } }) => ++builds);
    const first = { dataVersion: "v5", sqlite: connection() };
    expect(value(first)).toBe(1);
    const reopened = { dataVersion: "v5", sqlite: connection() };
    expect(value(reopened)).toBe(2);
    expect(value(reopened)).toBe(2);
  });
});
