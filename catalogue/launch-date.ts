// A processor's launch date as vendors publish it: to the day ("2023-04-06"), the month
// ("2023-04") or the quarter ("2023-Q2"). Every reading of a stored launch date goes through
// here (launch-date-order.ts counts and orders them), so a quarter means the same thing
// everywhere: it counts from its first month.

export type LaunchDate = {
  year: number;
  /** 1-12; a quarter's first month. */
  month: number;
  /** Null unless the vendor gives the day. */
  day: number | null;
  /** Set when the vendor gives only the quarter. */
  quarter: 1 | 2 | 3 | 4 | null;
};

/** The stored forms (the registry's pattern accepts the same, from 1900 on). */
const FORM = /^(\d{4})-(?:Q([1-4])|(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)$/;

/** A stored launch date, or null when there is none or it is not in a stored form. */
export function parseLaunchDate(text: string | null | undefined): LaunchDate | null {
  const m = text ? FORM.exec(text) : null;
  if (!m) return null;
  const quarter = m[2] ? (Number(m[2]) as 1 | 2 | 3 | 4) : null;
  return {
    year: Number(m[1]),
    month: quarter ? quarter * 3 - 2 : Number(m[3]),
    day: m[4] ? Number(m[4]) : null,
    quarter,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The stored form: "2023-Q2", "2023-04", "2023-04-06". */
export function launchDateText({ year, month, day, quarter }: LaunchDate): string {
  if (quarter) return `${year}-Q${quarter}`;
  return day ? `${year}-${pad(month)}-${pad(day)}` : `${year}-${pad(month)}`;
}
