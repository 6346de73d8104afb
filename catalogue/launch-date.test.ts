import { describe, expect, it } from "vitest";
import { PROCESSOR_FIELDS } from "./fields/processor-fields";
import { launchDateText, parseLaunchDate } from "./launch-date";
import { compareLaunchDates, launchMonthIndex, launchMonthKey, launchSortKey, launchYear } from "./launch-date-order";

describe("LaunchDate", () => {
  it("reads the three stored forms and writes them back unchanged", () => {
    expect(parseLaunchDate("2024-Q3")).toEqual({ year: 2024, month: 7, day: null, quarter: 3 });
    expect(parseLaunchDate("2024-09")).toEqual({ year: 2024, month: 9, day: null, quarter: null });
    expect(parseLaunchDate("2024-09-12")).toEqual({ year: 2024, month: 9, day: 12, quarter: null });
    for (const text of ["2024-Q3", "2024-09", "2024-09-12", "1999-Q1"])
      expect(launchDateText(parseLaunchDate(text)!)).toBe(text);
  });

  it("rejects what is not a stored form, as the registry's pattern does", () => {
    const LAUNCH_DATE_PATTERN = PROCESSOR_FIELDS.launchDate.pattern;
    for (const text of [
      null,
      undefined,
      "",
      "2024",
      "2024-Q5",
      "2024-13",
      "2024-00",
      "2024-09-32",
      "Q3 2024",
      "2024-9",
      "soon",
    ]) {
      expect(parseLaunchDate(text)).toBeNull();
      if (text) expect(LAUNCH_DATE_PATTERN.test(text)).toBe(false);
    }
    for (const text of ["2024-Q3", "2024-09", "2024-09-12"]) expect(LAUNCH_DATE_PATTERN.test(text)).toBe(true);
  });

  it("counts a quarter from its first month", () => {
    expect(launchMonthKey("2014-Q2")).toBe("2014-04");
    expect(launchMonthKey("2014-05-12")).toBe("2014-05");
    expect(launchMonthIndex("2022-11")! - launchMonthIndex("2020-06")!).toBe(29);
    expect(launchMonthIndex("2024-Q4")! - launchMonthIndex("2024-Q1")!).toBe(9);
    expect(launchMonthIndex(null)).toBeNull();
    expect(launchYear("2019-Q3")).toBe(2019);
  });

  it("sorts dates of every precision together, an unknown day first in its month", () => {
    const dates = ["2025-07-23", "2025-Q3", "2025-08", "2025-Q1", "2024-12-31"];
    expect([...dates].sort((a, b) => launchSortKey(a)!.localeCompare(launchSortKey(b)!))).toEqual([
      "2024-12-31",
      "2025-Q1",
      "2025-Q3",
      "2025-07-23",
      "2025-08",
    ]);
    expect(launchSortKey("2025-Q3")).toBe("2025-07-00");
    expect([...dates, null].sort(compareLaunchDates)).toEqual([
      "2024-12-31",
      "2025-Q1",
      "2025-Q3",
      "2025-07-23",
      "2025-08",
      null,
    ]);
  });
});
