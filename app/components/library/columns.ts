// The library table's columns: what each shows, how it sorts, and which are shown by
// default. The column chooser adds or removes the optional ones; the name always shows.
import { formatCache, formatClock, formatInteger, formatLaunchDate, formatPower, formatPrice } from "../../catalog/format";
import type { LibraryItem } from "../../catalog/library/types";
import { zhSeriesName } from "#catalogue/names-zh";
import type { SortKey } from "../../catalog/library/query-model";
import { valueAtLaunchPrice } from "../../catalog/value";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";

export const COLUMN_IDS = [
  "vendor",
  "segment",
  "codename",
  "cores",
  "clocks",
  "base",
  "boost",
  "l3",
  "tdp",
  "socket",
  "launch",
  "score",
  "family",
  "series",
  "uarch",
  "process",
  "price",
  "memory",
  "pcie",
  "igpu",
  "unlocked",
  "scoreSingle",
  "passmark",
  "value",
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/**
 * What fits a 1280 px screen in both languages without clipping (tested in Chromium): base and
 * boost clock share one column; vendor and code name wait in the column chooser, since the
 * model's name and the row's colour already say the vendor.
 */
export const DEFAULT_COLUMNS: readonly ColumnId[] = ["segment", "cores", "clocks", "l3", "tdp", "socket", "launch", "score"];

/** What a cell may need besides its row: the date the value is worked out against (value.ts). */
export type CellContext = { valueMeasuredOn: string | null };
type CellText = (item: LibraryItem, locale: Locale, t: Messages, context: CellContext) => string;
const dash = (v: string | null) => v ?? "—";
const shortDates = new Map<Locale, Intl.DateTimeFormat>();
/** "Nov 2019" / "2019年11月" keeps the launch column narrow; quarters stay as the detail page writes them. */
function formatShortLaunch(date: string | null, locale: Locale): string {
  const month = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  if (!month) return formatLaunchDate(date, locale);
  let format = shortDates.get(locale);
  if (!format) shortDates.set(locale, (format = new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-US", { year: "numeric", month: "short", timeZone: "UTC" })));
  return format.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
}
const formatClockPair = (base: number | null, boost: number | null, l: Locale) =>
  boost === null ? formatClock(base, l) : `${formatClock(base, l).replace(/ GHz$/, "")} / ${formatClock(boost, l)}`;
const yesNo = (v: boolean | null, t: Messages) => (v === null ? "—" : v ? t.library.yes : t.library.no);

export const COLUMNS: Record<ColumnId, { sort: SortKey; text: CellText; numeric?: boolean }> = {
  vendor: { sort: "vendor", text: (c, _l, t) => t.vendor[c.vendor] },
  segment: { sort: "segment", text: (c, _l, t) => t.segment[c.segment] },
  codename: { sort: "codename", text: (c, l) => dash(l === "zh" ? c.codenameZh : c.codename) },
  cores: { sort: "cores", text: (c) => `${c.cores}/${c.threads}`, numeric: true },
  clocks: { sort: "boost", text: (c, l) => formatClockPair(c.baseClockMhz, c.boostClockMhz, l), numeric: true },
  base: { sort: "base", text: (c, l) => formatClock(c.baseClockMhz, l), numeric: true },
  boost: { sort: "boost", text: (c, l) => formatClock(c.boostClockMhz, l), numeric: true },
  l3: { sort: "l3", text: (c, l) => formatCache(c.l3Kib, l), numeric: true },
  tdp: { sort: "tdp", text: (c, l) => formatPower(c.tdpW, l), numeric: true },
  socket: { sort: "socket", text: (c) => dash(c.socket) },
  launch: { sort: "launch", text: (c, l) => formatShortLaunch(c.launchDate, l) },
  score: { sort: "score", text: (c, l) => formatInteger(c.scores.geekbench6Multi, l), numeric: true },
  family: { sort: "family", text: (c, l) => (l === "zh" ? zhSeriesName(c.family) : c.family) },
  series: { sort: "series", text: (c, l) => (l === "zh" ? zhSeriesName(c.series) : c.series) },
  uarch: { sort: "uarch", text: (c) => dash(c.microarchitecture) },
  process: { sort: "process", text: (c) => dash(c.process) },
  price: { sort: "price", text: (c, l) => formatPrice(c.launchPriceUsd, l), numeric: true },
  memory: { sort: "memory", text: (c) => c.memoryTypes.join(", ") || "—" },
  pcie: { sort: "pcie", text: (c) => dash(c.pcieVersion) },
  igpu: { sort: "igpu", text: (c, _l, t) => c.gpuName ?? t.library.no },
  unlocked: { sort: "unlocked", text: (c, _l, t) => yesNo(c.unlocked, t) },
  scoreSingle: { sort: "scoreSingle", text: (c, l) => formatInteger(c.scores.geekbench6Single, l), numeric: true },
  passmark: { sort: "passmark", text: (c, l) => formatInteger(c.scores.passmark, l), numeric: true },
  value: { sort: "value", text: (c, l, _t, context) => formatValue(c, l, context), numeric: true },
};

/** Geekbench 6 multi-core points per launch dollar, one decimal; none where value.ts gives none. */
function formatValue(c: LibraryItem, locale: Locale, { valueMeasuredOn }: CellContext): string {
  const value = valueAtLaunchPrice({ ...c, geekbench6Multi: c.scores.geekbench6Multi }, valueMeasuredOn);
  return value === null ? "—" : new Intl.NumberFormat(LANGUAGE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** What a sort by a figure derived from other columns shows besides its own column: its inputs. */
const SORT_INPUTS: Partial<Record<SortKey, readonly ColumnId[]>> = { value: ["score", "price"] };

/**
 * The columns shown for a sort: the chosen ones, plus the sorted column when it is not among
 * them, plus a derived figure's inputs (sorting by value shows the value, the Geekbench 6
 * score and the launch price), so the order can always be read off the table.
 */
export function columnsForSort(chosen: readonly ColumnId[], sort: SortKey): readonly ColumnId[] {
  const own = chosen.some((id) => COLUMNS[id].sort === sort) ? [] : COLUMN_IDS.filter((id) => COLUMNS[id].sort === sort).slice(0, 1);
  const needed = [...(SORT_INPUTS[sort] ?? []), ...own].filter((id) => !chosen.includes(id));
  return needed.length === 0 ? chosen : [...chosen, ...needed];
}

export const COLUMNS_STORAGE_KEY = "library-columns";

export function parseStoredColumns(stored: string | null): ColumnId[] | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return null;
    return COLUMN_IDS.filter((id) => value.includes(id));
  } catch {
    return null;
  }
}
