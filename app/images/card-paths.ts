// Where the link-preview cards live (app/routes.ts), for every page's meta (app/seo.ts).
// Free of imports: it is in every page's first-load JS.
import type { CpuRef } from "#catalogue/types";

/** Every preview card is this size (Open Graph's recommended large image). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const SITE_CARD_PATH = "/og/site.png";
export const cpuCardPath = (cpu: CpuRef) => `/og/cpu/${cpu.vendor}/${cpu.id}.png`;
export const pairCardPath = (slug: string) => `/og/compare/${slug}.png`;
