// Value views of a score: points per launch dollar and per watt of package power under load
// (power-basis.ts: PL2, PPT or TDP, named). Null where the figure needed is missing, so such
// processors drop out of a value view.
import type { PackagePower } from "../power-basis";
export const VALUE_VIEWS = ["score", "price", "power"] as const;
export type ValueView = (typeof VALUE_VIEWS)[number];

export type ValueInputs = { score: number; launchPriceUsd: number | null; power: PackagePower | null };

export function scorePerDollar(score: number, launchPriceUsd: number | null): number | null {
  return launchPriceUsd !== null && launchPriceUsd > 0 ? score / launchPriceUsd : null;
}

export function scorePerWatt(score: number, power: PackagePower | null): number | null {
  return power !== null && power.watts > 0 ? score / power.watts : null;
}

export function viewValue(view: ValueView, e: ValueInputs): number | null {
  if (view === "price") return scorePerDollar(e.score, e.launchPriceUsd);
  if (view === "power") return scorePerWatt(e.score, e.power);
  return e.score;
}
