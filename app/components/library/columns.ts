// The library table's columns: each is a registry field's (or a score's, or one of the
// library's own), and the page gets them as LibraryLayout; this module writes their cells, one
// formatter per cell format. The column chooser adds or removes columns; the name always shows.
import {
  formatCache,
  formatClock,
  formatInteger,
  formatLaunchDate,
  formatPower,
  formatPrice,
} from "../../catalog/format";
import type { LibraryItem } from "../../catalog/library/types";
import type { NamesZh } from "../../catalog/library/names-zh-labels.server";
import type { CellFormat, ColumnId, LibraryLayout, SortKey } from "../../catalog/library/query-model";
import type { LibraryScores } from "#catalogue/fields/benchmark-tests";
import { valueAtLaunchPrice } from "../../catalog/value";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";

export type { ColumnId } from "../../catalog/library/query-model";

/**
 * What fits a 1280 px screen in both languages without clipping (tested in Chromium): base and
 * boost clock share one column; vendor and code name wait in the column chooser, since the
 * model's name and the row's colour already say the vendor.
 */
export const DEFAULT_COLUMNS: readonly ColumnId[] = [
  "segment",
  "cores",
  "clocks",
  "l3",
  "tdp",
  "socket",
  "launch",
  "score",
];

/** The layout's columns (`ids`), in the dictionary's order of their labels (the chooser's and the table's order). */
export function columnOrder(ids: readonly string[], t: Messages): ColumnId[] {
  return Object.keys(t.library.column).filter((id): id is ColumnId => ids.includes(id));
}

/** What a cell may need besides its row: the date the value is worked out against (value.ts). */
export type CellContext = { valueMeasuredOn: string | null; namesZh: NamesZh };
type CellText = (item: LibraryItem, field: string, locale: Locale, t: Messages, context: CellContext) => string;
const dash = (v: string | null) => v ?? "—";
const shortDates = new Map<Locale, Intl.DateTimeFormat>();
/** "Nov 2019" / "2019年11月" keeps the launch column narrow; quarters stay as the detail page writes them. */
function formatShortLaunch(date: string | null, locale: Locale): string {
  const month = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  if (!month) return formatLaunchDate(date, locale);
  let format = shortDates.get(locale);
  if (!format)
    shortDates.set(
      locale,
      (format = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-US", {
        year: "numeric",
        month: "short",
        timeZone: "UTC",
      })),
    );
  return format.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
}
const formatClockPair = (base: number | null, boost: number | null, l: Locale) =>
  boost === null ? formatClock(base, l) : `${formatClock(base, l).replace(/ GHz$/, "")} / ${formatClock(boost, l)}`;

const text = (c: LibraryItem, field: string) => (c as Record<string, unknown>)[field] as string | null;
const number = (c: LibraryItem, field: string) => (c as Record<string, unknown>)[field] as number | null;

/** Geekbench 6 multi-core points per launch dollar, one decimal; none where value.ts gives none. */
function formatValue(c: LibraryItem, locale: Locale, { valueMeasuredOn }: CellContext): string {
  const value = valueAtLaunchPrice({ ...c, geekbench6Multi: c.scores.geekbench6Multi }, valueMeasuredOn);
  return value === null
    ? "—"
    : new Intl.NumberFormat(LANGUAGE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      );
}

const CELL_FORMATS: Record<CellFormat, CellText> = {
  text: (c, f) => dash(text(c, f)),
  integer: (c, f, l) => formatInteger(number(c, f), l),
  vendorName: (c, _f, _l, t) => t.vendor[c.vendor],
  segmentName: (c, _f, _l, t) => t.segment[c.segment],
  seriesName: (c, f, l, _t, { namesZh }) => {
    const series = text(c, f);
    return l === "zh" && series !== null ? (namesZh[series] ?? series) : dash(series);
  },
  codename: (c, _f, l) => dash(l === "zh" ? c.codenameZh : c.codename),
  launchMonth: (c, f, l) => formatShortLaunch(text(c, f), l),
  price: (c, f, l) => formatPrice(number(c, f), l),
  coresThreads: (c) => `${c.cores}/${c.threads}`,
  clock: (c, f, l) => formatClock(number(c, f), l),
  cache: (c, f, l) => formatCache(number(c, f), l),
  power: (c, f, l) => formatPower(number(c, f), l),
  list: (c, f) => ((c as Record<string, unknown>)[f] as string[]).join(", ") || "—",
  gpuOrNo: (c, f, _l, t) => text(c, f) ?? t.library.no,
  yesNo: (c, f, _l, t) => {
    const v = (c as Record<string, unknown>)[f] as boolean | null;
    return v === null ? "—" : v ? t.library.yes : t.library.no;
  },
  clockPair: (c, _f, l) => formatClockPair(c.baseClockMhz, c.boostClockMhz, l),
  score: (c, f, l) => formatInteger(c.scores[f as keyof LibraryScores], l),
  value: (c, _f, l, _t, context) => formatValue(c, l, context),
};
const NUMERIC_FORMATS: ReadonlySet<CellFormat> = new Set([
  "integer",
  "price",
  "coresThreads",
  "clock",
  "cache",
  "power",
  "clockPair",
  "score",
  "value",
]);

export function cellText(
  layout: LibraryLayout,
  id: ColumnId,
  item: LibraryItem,
  locale: Locale,
  t: Messages,
  context: CellContext,
): string {
  const { format, field } = layout.columns[id];
  return CELL_FORMATS[format](item, field, locale, t, context);
}

export const isNumericColumn = (layout: LibraryLayout, id: ColumnId) => NUMERIC_FORMATS.has(layout.columns[id].format);

/** What a sort by a figure derived from other columns shows besides its own column: its inputs. */
const SORT_INPUTS: Partial<Record<SortKey, readonly ColumnId[]>> = { value: ["score", "price"] };

/**
 * The columns shown for a sort: the chosen ones, plus the sorted column when it is not among
 * them, plus a derived figure's inputs (sorting by value shows the value, the Geekbench 6
 * score and the launch price), so the order can always be read off the table.
 */
export function columnsForSort(
  chosen: readonly ColumnId[],
  sort: SortKey,
  layout: LibraryLayout,
  order: readonly ColumnId[],
): readonly ColumnId[] {
  const sortedBy = (id: ColumnId) => layout.columns[id].sort === sort;
  const own = chosen.some(sortedBy) ? [] : order.filter(sortedBy).slice(0, 1);
  const needed = [...(SORT_INPUTS[sort] ?? []), ...own].filter((id) => !chosen.includes(id));
  return needed.length === 0 ? chosen : [...chosen, ...needed];
}

export const COLUMNS_STORAGE_KEY = "library-columns";

export function parseStoredColumns(stored: string | null, order: readonly ColumnId[]): ColumnId[] | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return null;
    return order.filter((id) => value.includes(id));
  } catch {
    return null;
  }
}
