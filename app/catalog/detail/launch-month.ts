// A launch date as a month count, so "within two years" is measured in months: a part of
// June 2020 is not within two years of one of November 2022. Quarters count from their first month.
export function launchMonth(date: string | null): number | null {
  if (!date) return null;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return Number(quarter[1]) * 12 + (Number(quarter[2]) - 1) * 3;
  const month = /^(\d{4})-(\d{2})/.exec(date);
  return month ? Number(month[1]) * 12 + Number(month[2]) - 1 : null;
}
