// Display formatting per locale (Intl); values are stored normalised (MHz, KiB, W, USD).
import { parseLaunchDate } from "#catalogue/launch-date";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";

// Intl formatters are costly to construct (about 0.1 ms each); one per locale and options,
// found by a fixed name (no key built from the options on every call).
const NUMBER_OPTIONS = {
  whole: { maximumFractionDigits: 0 },
  oneDecimal: { maximumFractionDigits: 1 },
  gigahertz: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
  usd: { style: "currency", currency: "USD", maximumFractionDigits: 0 },
} satisfies Record<string, Intl.NumberFormatOptions>;
type NumberStyle = keyof typeof NUMBER_OPTIONS;
const numberFormats: Record<Locale, Partial<Record<NumberStyle, Intl.NumberFormat>>> = { zh: {}, en: {} };
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function number(locale: Locale, style: NumberStyle): Intl.NumberFormat {
  return (numberFormats[locale][style] ??= new Intl.NumberFormat(LANGUAGE_TAGS[locale], NUMBER_OPTIONS[style]));
}

export function formatClock(mhz: number | null, locale: Locale): string {
  if (mhz === null) return "—";
  if (mhz < 1000) return `${number(locale, "whole").format(mhz)} MHz`;
  return `${number(locale, "gigahertz").format(mhz / 1000)} GHz`;
}

export function formatCache(kib: number | null, locale: Locale): string {
  if (kib === null) return "—";
  if (kib < 1024) return `${number(locale, "whole").format(kib)} KB`;
  return `${number(locale, "oneDecimal").format(kib / 1024)} MB`;
}

export function formatPower(watts: number | null, locale: Locale): string {
  return watts === null ? "—" : `${number(locale, "oneDecimal").format(watts)} W`;
}

export function formatPrice(usd: number | null, locale: Locale): string {
  return usd === null ? "—" : number(locale, "usd").format(usd);
}

export function formatInteger(n: number | null, locale: Locale): string {
  return n === null ? "—" : number(locale, "whole").format(n);
}

/** Launch dates repeat across pages (a series launches together): each is formatted once per locale. */
const launchDates: Record<Locale, Map<string, string>> = { zh: new Map(), en: new Map() };
const LAUNCH_DATES_KEPT = 20_000;

/** "2023-04-06" / "2023-04" / "2023-Q2" in the page's language. */
export function formatLaunchDate(date: string | null, locale: Locale): string {
  if (!date) return "—";
  const known = launchDates[locale];
  let text = known.get(date);
  if (text === undefined) {
    if (known.size >= LAUNCH_DATES_KEPT) known.clear();
    known.set(date, (text = launchDateText(date, locale)));
  }
  return text;
}

function launchDateText(text: string, locale: Locale): string {
  const date = parseLaunchDate(text);
  if (!date) return text;
  const { year, month, day, quarter } = date;
  if (quarter) return locale === "zh" ? `${year}年第${quarter}季度` : `Q${quarter} ${year}`;
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "long",
    day: day ? "numeric" : undefined,
    timeZone: "UTC",
  };
  const key = `${locale}:${day ? "day" : "month"}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], options)));
  return format.format(new Date(Date.UTC(year, month - 1, day ?? 1)));
}
