// Where the ladder's pictures live (app/routes.ts): pure, for the ladder's Save links.
import type { LadderState } from "../catalog/ladder/ladder-state";
import { DEFAULT_LADDER, ladderSearch } from "../catalog/ladder/ladder-state";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";

/** The ladder view's picture, in the page's language. */
export const ladderImagePath = (state: LadderState, format: "png" | "svg", locale: Locale) =>
  `${pageHref(`ladder-${format}`, locale)}${ladderSearch(state)}`;

/**
 * The file a saved ladder picture is named (the Save links' `download` and the answer's
 * Content-Disposition): the view it shows, so two saved views never share a name.
 */
export function ladderImageFileName(state: LadderState, format: "png" | "svg"): string {
  const parts = ["cpu-atlas-ladder", state.test, state.segment, state.vendor, state.view];
  if (state.view === "power" && state.basis !== DEFAULT_LADDER.basis) parts.push(state.basis);
  if (state.lowConfidence) parts.push("low-confidence");
  if (state.estimates) parts.push("estimates");
  return `${parts.join("-")}.${format}`;
}
