// The library's value figure: Geekbench 6 multi-core points per US dollar of launch price,
// always named "at launch price", by the one value rule (judgements/value.ts).
import { scorePerLaunchDollar, type ValueInputs as RuleInputs } from "./judgements/value";

export { VALUE_MONTHS } from "./judgements/value";

export type ValueInputs = RuleInputs & { geekbench6Multi: number | null };

/** `measuredOn`: the date of the Geekbench 6 figures (null: not known, no age limit). */
export function valueAtLaunchPrice(c: ValueInputs, measuredOn: string | null): number | null {
  return scorePerLaunchDollar(c.geekbench6Multi, c, measuredOn);
}
