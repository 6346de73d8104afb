// A platform's name and a signed percentage in the page's language: on their own, because the
// detail page's upgrade section needs only these, not the rest of app/pages/platform-wording.ts.
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { PlatformRef } from "./types";

export const platformName = (p: Pick<PlatformRef, "nameZh" | "nameEn">, locale: Locale) =>
  locale === "zh" ? p.nameZh : p.nameEn;

const signed: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** "+12.3%", "−4%": the sign always shown. */
export function percentText(pct: number, locale: Locale): string {
  const format = (signed[locale] ??= new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    maximumFractionDigits: 1,
    signDisplay: "always",
  }));
  return `${format.format(pct).replace("-", "−")}%`;
}
