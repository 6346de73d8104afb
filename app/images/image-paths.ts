// Where the ladder's pictures live (app/routes.ts): pure, for the ladder's Save links.
import type { LadderState } from "../catalog/ladder/ladder-state";
import { ladderSearch } from "../catalog/ladder/ladder-state";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";

/** The ladder view's picture, in the page's language. */
export const ladderImagePath = (state: LadderState, format: "png" | "svg", locale: Locale) =>
  `${pageHref(`ladder-${format}`, locale)}${ladderSearch(state)}`;
