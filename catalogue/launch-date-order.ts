// Counting and ordering launch dates (launch-date.ts reads them): months apart, the month and
// sort keys written to the table, the year. Kept apart from the reading so that pages which only
// format a date do not load it.
import { parseLaunchDate, type LaunchDate } from "./launch-date";

const pad = (n: number) => String(n).padStart(2, "0");

/** Months since year 0, so "within two years" is counted in months: June 2020 is not within two years of November 2022. */
export function monthIndex(date: LaunchDate): number {
  return date.year * 12 + date.month - 1;
}

export function launchMonthIndex(text: string | null | undefined): number | null {
  const date = parseLaunchDate(text);
  return date ? monthIndex(date) : null;
}

/** "2014-Q2" -> "2014-04", "2014-05-12" -> "2014-05": comparable as strings. */
export function launchMonthKey(text: string | null | undefined): string | null {
  const date = parseLaunchDate(text);
  return date ? `${date.year}-${pad(date.month)}` : null;
}

/** "2025-Q3" -> "2025-07-00", "2025-07" -> "2025-07-00": dates of any precision sort together as strings (an unknown day is 00). */
export function launchSortKey(text: string | null | undefined): string | null {
  const date = parseLaunchDate(text);
  if (!date) return null;
  return `${date.year}-${pad(date.month)}-${date.day ? pad(date.day) : "00"}`;
}

export function launchYear(text: string | null | undefined): number | null {
  return parseLaunchDate(text)?.year ?? null;
}

/** Earlier first; an unknown date sorts last. */
export function compareLaunchDates(a: string | null | undefined, b: string | null | undefined): number {
  const ka = launchSortKey(a);
  const kb = launchSortKey(b);
  if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
