// The footer's line in each language, worded on the server so that no page ships the wording's
// code (the root loader sends both; the footer picks the page's).
import type { Locale } from "#common/locale";
import { footerCoverage } from "../catalog/coverage.server";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { footerSourcesText } from "./coverage-wording";

/** null while the catalogue cannot be read (the footer then names no counts). */
export function footerSources(): Record<Locale, string> | null {
  const coverage = footerCoverage();
  return coverage && { zh: footerSourcesText(coverage, "zh", zh), en: footerSourcesText(coverage, "en", en) };
}
