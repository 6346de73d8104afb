// Value at launch price: a score per US dollar of launch price. A launch price is what a
// processor cost new; a figure measured years later is bought used at a price of its own. So a
// processor has a value figure only when it is not discontinued and launched at most
// VALUE_MONTHS before the figure's date — on the ladder, the library, compare pages, cards and the API.
import type { CpuFields } from "#catalogue/fields/field-types";
import { launchMonthIndex } from "#catalogue/launch-date-order";

export const VALUE_MONTHS = 36;

export type ValueInputs = Pick<CpuFields, "launchPriceUsd" | "status" | "launchDate">;
export type ValueEligibility = "eligible" | "no-price" | "discontinued" | "too-old" | "no-launch-date";

/** `figureDate`: when the score was measured (null: not known, no age limit). */
export function valueEligibility(c: ValueInputs, figureDate: string | null): ValueEligibility {
  if (c.launchPriceUsd === null || !(c.launchPriceUsd > 0)) return "no-price";
  if (c.status === "discontinued") return "discontinued";
  if (figureDate === null) return "eligible";
  const launched = launchMonthIndex(c.launchDate);
  const measured = launchMonthIndex(figureDate);
  if (launched === null || measured === null) return "no-launch-date";
  return measured - launched > VALUE_MONTHS ? "too-old" : "eligible";
}

/** Score per launch dollar, or null where the value rule gives none. */
export function scorePerLaunchDollar(score: number | null, c: ValueInputs, figureDate: string | null): number | null {
  if (score === null || valueEligibility(c, figureDate) !== "eligible") return null;
  return score / c.launchPriceUsd!;
}
