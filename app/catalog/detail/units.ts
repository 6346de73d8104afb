// Units the spec sheet needs beyond format.ts, formatted per locale with Intl.
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { formatInteger } from "../format";

// Built once per locale: a formatter costs about 0.1 ms to construct (docs/decisions.md).
const topsFormats = new Map<Locale, Intl.NumberFormat>();
const transistorFormats = new Map<Locale, Intl.NumberFormat>();
function cached(
  formats: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options)));
  return format;
}

export const formatSpeedMts = (mts: number, locale: Locale) => `${formatInteger(mts, locale)} MT/s`;

export function formatMemorySize(gb: number, locale: Locale): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${formatInteger(gb / 1024, locale)} TB` : `${formatInteger(gb, locale)} GB`;
}

export const formatArea = (mm2: number, locale: Locale) => `${formatInteger(mm2, locale)} mm²`;

export const formatTemperature = (celsius: number, locale: Locale) => `${formatInteger(celsius, locale)} °C`;

export function formatTops(tops: number, locale: Locale): string {
  return `${cached(topsFormats, locale, { maximumFractionDigits: 1 }).format(tops)} TOPS`;
}

/** 6,570 million -> "6.57B" / "65.7亿": compact notation is how each language says it. */
export function formatTransistors(millions: number, locale: Locale): string {
  return cached(transistorFormats, locale, { notation: "compact", maximumSignificantDigits: 3 }).format(millions * 1e6);
}

/** Benchmark scores: whole numbers with grouping. */
export const formatScore = (score: number, locale: Locale) => formatInteger(Math.round(score), locale);
