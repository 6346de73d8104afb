// Where the link-preview cards live (app/routes.ts), for every page's meta (app/seo.ts): a
// page's card is /og{page}.png. Light: it is in every page's first-load JS.
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { CpuRef } from "#catalogue/types";

/** Every preview card is this size (Open Graph's recommended large image). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;
/** The card of a page, given by its unprefixed path ("/cpu/amd/x" -> "/og/cpu/amd/x.png"). */
export const cardPathOf = (page: string, locale?: Locale) => pageHref("og", { "*": `${page.slice(1)}.png` }, locale);
export const SITE_CARD_PATH = pageHref("og", { "*": "site.png" });
export const cpuCardPath = (cpu: CpuRef) => cardPathOf(pageHref("cpu", cpu));
export const pairCardPath = (slug: string) => cardPathOf(pageHref("compare-pair", { pair: slug }));
