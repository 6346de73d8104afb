// A processor's launch date as vendors publish it: to the day ("2023-04-06"), the month
// ("2023-04") or the quarter ("2023-Q2"). Every reading, comparison and formatting of a
// launch date goes through here, so a quarter means the same thing everywhere: it counts
// from its first month.

export type LaunchDate =
  | { precision: "day"; year: number; month: number; day: number }
  | { precision: "month"; year: number; month: number }
  | { precision: "quarter"; year: number; quarter: 1 | 2 | 3 | 4 };

/** The stored forms, YYYY-MM-DD, YYYY-MM or YYYY-Qn; the registry validates with it. */
export const LAUNCH_DATE_PATTERN = /^(19|20)\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$|^(19|20)\d\d-Q[1-4]$/;

const FORM = /^(\d{4})-(?:Q([1-4])|(\d{2})(?:-(\d{2}))?)$/;

/** A stored launch date, or null when there is none or it is not in a stored form. */
export function parseLaunchDate(text: string | null | undefined): LaunchDate | null {
  const m = text ? FORM.exec(text) : null;
  if (!m) return null;
  const year = Number(m[1]);
  if (m[2]) return { precision: "quarter", year, quarter: Number(m[2]) as 1 | 2 | 3 | 4 };
  const month = Number(m[3]);
  if (month < 1 || month > 12) return null;
  if (m[4] === undefined) return { precision: "month", year, month };
  const day = Number(m[4]);
  return day >= 1 && day <= 31 ? { precision: "day", year, month, day } : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The stored form: "2023-Q2", "2023-04", "2023-04-06". */
export function launchDateText(date: LaunchDate): string {
  if (date.precision === "quarter") return `${date.year}-Q${date.quarter}`;
  const month = `${date.year}-${pad(date.month)}`;
  return date.precision === "day" ? `${month}-${pad(date.day)}` : month;
}

/** The month a date falls in (1-12); a quarter's first month. */
export function monthOf(date: LaunchDate): number {
  return date.precision === "quarter" ? (date.quarter - 1) * 3 + 1 : date.month;
}

/** Months since year 0, so "within two years" is counted in months: June 2020 is not within two years of November 2022. */
export function monthIndex(date: LaunchDate): number {
  return date.year * 12 + monthOf(date) - 1;
}

export function launchMonthIndex(text: string | null | undefined): number | null {
  const date = parseLaunchDate(text);
  return date ? monthIndex(date) : null;
}

/** "2014-Q2" -> "2014-04", "2014-05-12" -> "2014-05": comparable as strings. */
export function launchMonthKey(text: string | null | undefined): string | null {
  const date = parseLaunchDate(text);
  return date ? `${date.year}-${pad(monthOf(date))}` : null;
}

/** "2025-Q3" -> "2025-07-00", "2025-07" -> "2025-07-00": dates of any precision sort together as strings (an unknown day is 00). */
export function launchSortKey(text: string | null | undefined): string | null {
  const date = parseLaunchDate(text);
  if (!date) return null;
  return `${date.year}-${pad(monthOf(date))}-${date.precision === "day" ? pad(date.day) : "00"}`;
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
