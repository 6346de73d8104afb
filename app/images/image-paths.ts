// Where the shareable images live (app/routes.ts): pure, for pages' meta and the ladder's links.
import type { LadderState } from "../catalog/ladder/ladder-state";
import { ladderSearch } from "../catalog/ladder/ladder-state";
import type { CpuRef } from "../catalog/types";
import type { Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";

/** Every preview card is this size (Open Graph's recommended large image). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const SITE_CARD_PATH = "/og/site.png";
export const cpuCardPath = (cpu: CpuRef) => `/og/cpu/${cpu.vendor}/${cpu.id}.png`;
export const pairCardPath = (slug: string) => `/og/compare/${slug}.png`;

/** The ladder view's picture, in the page's language. */
export const ladderImagePath = (state: LadderState, format: "png" | "svg", locale: Locale) => `${localizePath(`/ladder.${format}`, locale)}${ladderSearch(state)}`;
