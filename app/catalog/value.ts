// The library's value figure: Geekbench 6 multi-core points per US dollar of launch price,
// always named "at launch price". A launch price is what a processor cost new; the figures
// were measured later (the Geekbench 6 snapshot's date), when an older processor is bought
// used at a price of its own. So the value is given only for processors that are not
// discontinued and launched at most VALUE_MONTHS before the figures were measured: a
// used-parts buyer never reads a 2016 list price as what a 2016 part costs now.
import type { CpuFields } from "#catalogue/fields/field-types";
import { launchMonthIndex } from "#catalogue/launch-date-order";

export const VALUE_MONTHS = 36;

export type ValueInputs = Pick<CpuFields, "launchPriceUsd" | "status" | "launchDate"> & {
  geekbench6Multi: number | null;
};

/** `measuredOn`: the date of the Geekbench 6 figures (null: not known, no age limit). */
export function valueAtLaunchPrice(c: ValueInputs, measuredOn: string | null): number | null {
  const { geekbench6Multi, launchPriceUsd, status } = c;
  if (status === "discontinued" || geekbench6Multi === null || launchPriceUsd === null || !(launchPriceUsd > 0))
    return null;
  if (measuredOn !== null) {
    const launched = launchMonthIndex(c.launchDate);
    const measured = launchMonthIndex(measuredOn);
    if (launched === null || measured === null || measured - launched > VALUE_MONTHS) return null;
  }
  return geekbench6Multi / launchPriceUsd;
}
