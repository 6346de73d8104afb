// Display formatting per locale (Intl); values are stored normalised (MHz, KiB, W, USD).
import { LANGUAGE_TAGS, type Locale } from "../i18n/locale";

// Intl formatters are costly to construct (about 0.1 ms each); one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function number(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options)));
  return f;
}

export function formatClock(mhz: number | null, locale: Locale): string {
  if (mhz === null) return "—";
  if (mhz < 1000) return `${number(locale, { maximumFractionDigits: 0 }).format(mhz)} MHz`;
  return `${number(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(mhz / 1000)} GHz`;
}

export function formatCache(kib: number | null, locale: Locale): string {
  if (kib === null) return "—";
  if (kib < 1024) return `${number(locale, { maximumFractionDigits: 0 }).format(kib)} KB`;
  return `${number(locale, { maximumFractionDigits: 1 }).format(kib / 1024)} MB`;
}

export function formatPower(watts: number | null, locale: Locale): string {
  return watts === null ? "—" : `${number(locale, { maximumFractionDigits: 1 }).format(watts)} W`;
}

export function formatPrice(usd: number | null, locale: Locale): string {
  return usd === null ? "—" : number(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(usd);
}

export function formatInteger(n: number | null, locale: Locale): string {
  return n === null ? "—" : number(locale, { maximumFractionDigits: 0 }).format(n);
}

/** "2023-04-06" / "2023-04" / "2023-Q2" in the page's language. */
export function formatLaunchDate(date: string | null, locale: Locale): string {
  if (!date) return "—";
  const quarter = /^(\d{4})-Q([1-4])$/.exec(date);
  if (quarter) return locale === "zh" ? `${quarter[1]}年第${quarter[2]}季度` : `Q${quarter[2]} ${quarter[1]}`;
  const [y, m, d] = date.split("-").map(Number);
  const when = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1));
  const options: Intl.DateTimeFormatOptions = d
    ? { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }
    : { year: "numeric", month: "long", timeZone: "UTC" };
  const key = `${locale}:${d ? "day" : "month"}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], options)));
  return format.format(when);
}
