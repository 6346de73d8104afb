import { describe, expect, it } from "vitest";
import { launchSortKey } from "./write-catalogue";

describe("launch sort key", () => {
  it("orders dates of every precision together", () => {
    const dates = ["2025-07-23", "2025-Q3", "2025-08", "2025-Q1", "2024-12-31"];
    const sorted = [...dates].sort((a, b) => launchSortKey(a).localeCompare(launchSortKey(b)));
    expect(sorted).toEqual(["2024-12-31", "2025-Q1", "2025-Q3", "2025-07-23", "2025-08"]);
  });
});
