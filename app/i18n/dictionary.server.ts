// The whole dictionary of a locale, for what the server writes into page data (spec sheets,
// compare rows, chart specs) so the browser bundles need neither the code nor every string.
import type { Locale } from "#common/locale";
import { en } from "./en";
import { zh, type Messages } from "./zh";

export const dictionaryOf = (locale: Locale): Messages => (locale === "zh" ? zh : en);
