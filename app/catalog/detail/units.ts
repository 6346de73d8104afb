// Units the spec sheet needs beyond format.ts, formatted per locale with Intl.
import { LANGUAGE_TAGS, type Locale } from "../../i18n/locale";
import { formatInteger } from "../format";

export const formatSpeedMts = (mts: number, locale: Locale) => `${formatInteger(mts, locale)} MT/s`;

export function formatMemorySize(gb: number, locale: Locale): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${formatInteger(gb / 1024, locale)} TB` : `${formatInteger(gb, locale)} GB`;
}

export const formatArea = (mm2: number, locale: Locale) => `${formatInteger(mm2, locale)} mm²`;

export const formatTemperature = (celsius: number, locale: Locale) => `${formatInteger(celsius, locale)} °C`;

export function formatTops(tops: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 1 }).format(tops)} TOPS`;
}

/** 6,570 million -> "6.57B" / "65.7亿": compact notation is how each language says it. */
export function formatTransistors(millions: number, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], { notation: "compact", maximumSignificantDigits: 3 }).format(millions * 1e6);
}

/** Benchmark scores: whole numbers with grouping. */
export const formatScore = (score: number, locale: Locale) => formatInteger(Math.round(score), locale);
