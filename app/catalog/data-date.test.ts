import { describe, expect, it } from "vitest";
import { newestDataDate } from "./data-date";

describe("newestDataDate", () => {
  it("picks the newest launch or snapshot at its own precision", () => {
    expect(newestDataDate(["2025-07-23", "2026-04-24", "2022-06", "2025-Q3"], "2026-11-24")).toBe("2026-04-24");
    expect(newestDataDate(["2025-07-23", "2025-Q4"], "2026-11-24")).toBe("2025-Q4");
    expect(newestDataDate(["2025-10", "2025-10-02"], "2026-11-24")).toBe("2025-10-02");
  });

  it("ignores dates after the build, malformed ones and gaps", () => {
    expect(newestDataDate(["2027-01-01", "2026-05", null, "", "soon"], "2026-11-24")).toBe("2026-05");
    expect(newestDataDate([], "2026-11-24")).toBeNull();
  });
});
