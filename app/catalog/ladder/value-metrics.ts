// The ladder's views of a score: the score itself, points per launch dollar (by the value rule,
// judgements/value.ts) and points per watt on the view's one power basis (judgements/power.ts).
// Null where the figure needed is missing or the rule gives none: such processors drop out.
import type { PowerFigure } from "../judgements/power";
import { scorePerLaunchDollar, type ValueInputs as PriceInputs } from "../judgements/value";

export const VALUE_VIEWS = ["score", "price", "power"] as const;
export type ValueView = (typeof VALUE_VIEWS)[number];

/** `date`: when the score was measured; `power`: the power on the view's basis. */
export type ValueInputs = PriceInputs & { score: number; date: string; power: PowerFigure | null };

export function scorePerWatt(score: number, power: PowerFigure | null): number | null {
  return power !== null && power.watts > 0 ? score / power.watts : null;
}

export function viewValue(view: ValueView, e: ValueInputs): number | null {
  if (view === "price") return scorePerLaunchDollar(e.score, e, e.date);
  if (view === "power") return scorePerWatt(e.score, e.power);
  return e.score;
}
