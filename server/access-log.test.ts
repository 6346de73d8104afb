import { describe, expect, it } from "vitest";
import { accessLogLine, MAX_LOGGED_QUERY, type AccessRecord } from "./access-log";

const record: AccessRecord = {
  id: "r1",
  worker: 2,
  method: "GET",
  url: "/en/lib?q=ryzen",
  status: 200,
  bytes: 1234,
  ms: 1.23456,
  cache: "hit",
  aborted: false,
};

describe("accessLogLine", () => {
  it("is one JSON object on one line with the request's facts", () => {
    const line = accessLogLine(record, new Date("2026-11-24T10:00:00Z"));
    expect(line.endsWith("\n")).toBe(true);
    expect(line.trimEnd()).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2026-11-24T10:00:00.000Z",
      id: "r1",
      worker: 2,
      method: "GET",
      path: "/en/lib",
      query: "q=ryzen",
      status: 200,
      bytes: 1234,
      ms: 1.23,
      cache: "hit",
    });
  });

  it("truncates a long query and escapes what would break the line", () => {
    const parsed = JSON.parse(accessLogLine({ ...record, url: `/lib\n"x?q=${"a".repeat(5000)}`, aborted: true }));
    expect(parsed.query.length).toBe(MAX_LOGGED_QUERY + 1);
    expect(parsed.path).toBe('/lib\n"x');
    expect(parsed.aborted).toBe(true);
  });
});
