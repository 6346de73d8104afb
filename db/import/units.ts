// Parsers for the unit-bearing strings of vendor exports ("3.70 GHz", "Up to 5.1 GHz",
// "125 W", "36 MB Intel® Smart Cache", "$236.00-$246.00", "Q1'25", "Jan 4th, 2023").
// Each returns undefined for a blank or "N/A" cell and throws a FieldError for a value it
// cannot read, so a malformed row is reported instead of silently half-imported.

export class FieldError extends Error {}

const BLANK = /^(|-|—|n\/a|na|none|unknown|tbd|tba|varies|never released|\?)$/i;

/** Trademark signs, zero-width characters and non-breaking spaces removed, spaces collapsed. */
export function cleanText(raw: string): string {
  return raw
    .replace(/[™®©‡†]/g, "")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isBlank(raw: string | undefined): raw is undefined {
  return raw === undefined || BLANK.test(cleanText(raw));
}

function fail(what: string, raw: string): never {
  throw new FieldError(`cannot read ${what} from "${raw.slice(0, 60)}"`);
}

/** A whole count ("16", "16 cores"). */
export function parseCount(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  const m = /^(\d+)(?:\s*(?:cores?|threads?|lanes?|x))?$/i.exec(text);
  if (!m?.[1]) fail("a count", raw);
  return Number(m[1]);
}

/** A count where 0 means "none" or "not published" ("0" PCIe lanes, "0" EUs): absent. */
export function parseOptionalCount(raw: string | undefined): number | undefined {
  const n = parseCount(raw);
  return n === 0 ? undefined : n;
}

/** A plain positive number ("48", "50.5"). */
export function parseNumber(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, "") : text; // "12,345"
  if (!/^\d+(\.\d+)?$/.test(plain)) fail("a number", raw);
  return Number(plain);
}

/** Clock in MHz from "3.70 GHz", "Up to 5.1 GHz", "2000 MHz", "3.5" (GHz assumed for small bare numbers). */
export function parseClockMhz(raw: string | undefined, bareUnit: "GHz" | "MHz" = "GHz"): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw).replace(/^up to\s*/i, "");
  const m = /^(\d+(?:\.\d+)?)\s*(ghz|mhz)?\b/i.exec(text);
  if (!m?.[1]) fail("a clock", raw);
  const unit = (m[2] ?? bareUnit).toLowerCase();
  const mhz = Math.round(Number(m[1]) * (unit === "ghz" ? 1000 : 1));
  if (mhz <= 0 || mhz > 10_000) fail("a clock", raw);
  return mhz;
}

/** Power in W from "125 W", "55W", "15-28W" (the first figure), "65". */
export function parsePowerW(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  const m = /^(\d+(?:\.\d+)?)\s*\+?\s*(?:[-/]\s*\d+(?:\.\d+)?\s*)*(w|watts?)?$/i.exec(text);
  if (!m?.[1]) fail("a power", raw);
  const w = Number(m[1]);
  if (w <= 0 || w > 2000) fail("a power", raw);
  return w;
}

/** Size in KiB from "36 MB", "256MB (shared)", "128 KB L2 Cache", "1.5 MB". */
export function parseSizeKib(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  const m = /^(\d+(?:\.\d+)?)\s*(kb|mb|gb|k|m)\b/i.exec(text);
  if (!m?.[1] || !m[2]) fail("a size", raw);
  const factor = /^k/i.test(m[2]) ? 1 : /^m/i.test(m[2]) ? 1024 : 1024 * 1024;
  return Math.round(Number(m[1]) * factor);
}

/** Memory size in GB from "192 GB", "4 TB", "1.5 TB". */
export function parseMemorySizeGb(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(gb|tb)$/i.exec(cleanText(raw));
  if (!m?.[1] || !m[2]) fail("a memory size", raw);
  return Math.round(Number(m[1]) * (m[2].toLowerCase() === "tb" ? 1024 : 1));
}

/** Price in USD from "$589.00", "$236.00-$246.00" (the low end), "$7890". */
export function parseUsd(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const m = /^\$?\s*(\d[\d,]*(?:\.\d+)?)(?:\s*-\s*\$?\s*\d[\d,]*(?:\.\d+)?)?(?:\s*usd)?$/i.exec(cleanText(raw));
  if (!m?.[1]) fail("a price", raw);
  const usd = Number(m[1].replace(/,/g, ""));
  return usd > 0 ? usd : undefined;
}

/** Temperature in °C: the first figure of "100°C", "105 C", "100C (PGA); 105C (BGA)". */
export function parseTemperatureC(raw: string | undefined): number | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  if (/^-\d/.test(text)) return undefined; // an operating range ("-40°C to 85°C"), not a Tjmax
  const m = /^(\d+(?:\.\d+)?)\s*(?:°\s*C|deg\s*C|C)?\b/i.exec(text);
  if (!m?.[1]) fail("a temperature", raw);
  const celsius = Math.round(Number(m[1]));
  return celsius > 0 ? celsius : undefined;
}

export function parseYesNo(raw: string | undefined): boolean | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw).toLowerCase();
  if (/^(yes|true|y|1)\b/.test(text)) return true;
  if (/^(no|false|n|0)\b/.test(text)) return false;
  return fail("yes/no", raw);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");

function century(yy: string): string {
  return yy.length === 4 ? yy : `${Number(yy) >= 90 ? "19" : "20"}${yy}`;
}

/**
 * Launch date as "YYYY-MM-DD", "YYYY-MM" or "YYYY-Qn" from "Q1'25", "Q4 2022", "Q12021",
 * "1/12/2021" (US order), "2023-04-06", "Jan 4th, 2023", "2019".
 */
export function parseVendorLaunchDate(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return undefined;
  const text = cleanText(raw);
  let m = /^Q([1-4])\s*'?\s*(\d{2}|\d{4})$/i.exec(text) ?? /^([1-4])Q\s*'?\s*(\d{2}|\d{4})$/i.exec(text);
  if (m?.[1] && m[2]) return `${century(m[2])}-Q${m[1]}`;
  if (/^Q'?\d{2}$/i.test(text)) return undefined;
  m = /^(\d{2})'(\d{2})$/.exec(text); // "04'16": month and year
  if (m?.[1] && m[2] && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${century(m[2])}-${m[1]}`; // "Q'00": ARK's unknown quarter
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m?.[1] && m[2] && m[3] && Number(m[1]) <= 12 && Number(m[2]) <= 31)
    return `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (m?.[1] && m[2]) return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(text);
  const month = m?.[1] ? MONTHS.indexOf(m[1].toLowerCase()) : -1;
  if (m?.[2] && m[3] && month >= 0) return `${m[3]}-${pad(month + 1)}-${pad(Number(m[2]))}`;
  m = /^([a-z]{3})[a-z]* (\d{4})$/i.exec(text);
  const month2 = m?.[1] ? MONTHS.indexOf(m[1].toLowerCase()) : -1;
  if (m?.[2] && month2 >= 0) return `${m[2]}-${pad(month2 + 1)}`;
  if (/^(19|20)\d\d$/.test(text)) return undefined; // a bare year is below the precision we store
  return fail("a launch date", raw);
}

/** Process node text, cleaned ("TSMC 4nm FinFET", "Intel 7", "14 nm"). */
export function parseProcess(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return undefined;
  return cleanText(raw).replace(/(\d)\s*nm\b/i, "$1 nm");
}
