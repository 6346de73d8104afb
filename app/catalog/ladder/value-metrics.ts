// Value views of a score: points per launch dollar and per watt of rated power (TDP).
// Null where the figure needed is missing, so such processors drop out of a value view.
export const VALUE_VIEWS = ["score", "price", "power"] as const;
export type ValueView = (typeof VALUE_VIEWS)[number];

export type ValueInputs = { score: number; launchPriceUsd: number | null; tdpW: number | null };

export function scorePerDollar(score: number, launchPriceUsd: number | null): number | null {
  return launchPriceUsd !== null && launchPriceUsd > 0 ? score / launchPriceUsd : null;
}

export function scorePerWatt(score: number, tdpW: number | null): number | null {
  return tdpW !== null && tdpW > 0 ? score / tdpW : null;
}

export function viewValue(view: ValueView, e: ValueInputs): number | null {
  if (view === "price") return scorePerDollar(e.score, e.launchPriceUsd);
  if (view === "power") return scorePerWatt(e.score, e.tdpW);
  return e.score;
}
