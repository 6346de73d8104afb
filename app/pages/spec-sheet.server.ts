// The full specification in groups, modelled on TechPowerUp and Intel ARK. The rows come from
// the field registry (each field's group, label and formatter) plus the rows derived from
// several fields (package power). Rows keep the dictionaries' order of their labels; only
// rows with a value are kept, and a group without rows is left out.
import type { Locale } from "#common/locale";
import type { Messages } from "../i18n/zh";
import { statusLabel } from "../i18n/status-label";
import {
  FIELD_NAMES,
  PROCESSOR_FIELDS,
  SPEC_GROUPS,
  type FieldSpec,
  type FormatId,
  type SpecGroupId,
  type SpecLabel,
} from "#catalogue/fields/processor-fields";
import { formatCache, formatClock, formatInteger, formatLaunchDate, formatPower, formatPrice } from "../catalog/format";
import { underLoadPower } from "../catalog/judgements/power";
import type { CpuDetail } from "#catalogue/types";
import {
  formatArea,
  formatMemorySize,
  formatSpeedMts,
  formatTemperature,
  formatTops,
  formatTransistors,
} from "../catalog/detail/units";

export { SPEC_GROUPS, type SpecGroupId };
/** `href`: an unprefixed path the value links to (the socket row links to its socket page). */
export type SpecRow = { label: string; value: string; href?: string };
export type SpecGroup = { id: SpecGroupId; title: string; rows: SpecRow[] };
/** A row of the sheet with its label key: compare aligns processors' rows by it. */
export type SpecCell = SpecRow & { key: SpecLabel; group: SpecGroupId };

type Context = { cpu: CpuDetail; locale: Locale; t: Messages; hybrid: boolean };
/** Writes a field's value (never null: rows without a value are left out first); null hides the row. */
type Formatter = (value: unknown, c: Context) => string | null;

const number =
  (show: (v: number, locale: Locale) => string): Formatter =>
  (v, c) =>
    show(v as number, c.locale);

/** One formatter per id of the registry: a missing one is a type error. */
const FORMATTERS: Record<FormatId, Formatter> = {
  text: (v) => String(v),
  list: (v) => ((v as string[]).length > 0 ? (v as string[]).join(", ") : null),
  integer: number(formatInteger),
  clock: number(formatClock),
  cache: number(formatCache),
  power: number(formatPower),
  powerRange: (v, c) =>
    c.cpu.ctdpMaxW === null ? null : `${formatPower(v as number, c.locale)} – ${formatPower(c.cpu.ctdpMaxW, c.locale)}`,
  temperature: number(formatTemperature),
  speedMts: number(formatSpeedMts),
  memorySize: number(formatMemorySize),
  area: number(formatArea),
  tops: number(formatTops),
  transistors: number(formatTransistors),
  price: number(formatPrice),
  launchDate: (v, c) => formatLaunchDate(String(v), c.locale),
  yesNo: (v, c) => (v ? c.t.spec.yes : c.t.spec.no),
  vendorName: (_v, c) => c.t.vendor[c.cpu.vendor],
  familyName: (v, c) => (c.locale === "zh" ? c.cpu.familyZh : String(v)),
  seriesName: (v, c) => (c.locale === "zh" ? c.cpu.seriesZh : String(v)),
  segmentName: (_v, c) => c.t.segment[c.cpu.segment],
  codename: (v, c) => (c.locale === "zh" ? (c.cpu.codenameZh ?? String(v)) : String(v)),
  status: (v, c) => statusLabel(String(v), c.t.vendor[c.cpu.vendor], c.t),
  /** P- and E-core counts say something only on hybrid processors. */
  hybridCount: (v, c) => (c.hybrid ? formatInteger(v as number, c.locale) : null),
  socketLink: (v) => String(v),
};

type Shown = { name: string; spec: NonNullable<FieldSpec["spec"]> };
const SHOWN: Shown[] = FIELD_NAMES.flatMap((name) => {
  const spec = (PROCESSOR_FIELDS[name] as FieldSpec).spec;
  return spec ? [{ name, spec }] : [];
});

/** Rows computed from several fields. */
const DERIVED_ROWS: Array<{ key: SpecLabel; group: SpecGroupId; value: (c: Context) => string | null }> = [
  {
    key: "packagePower",
    group: "power",
    // Only a figure under load (PL2, PPT): the nominal rating has its own row (TDP), and a
    // "power under load" row holding a TDP would say what the rating does not measure.
    value: ({ cpu, locale, t }) => {
      const p = underLoadPower(cpu);
      return p ? `${formatPower(p.watts, locale)} (${t.powerBasisFull[p.basis]})` : null;
    },
  },
];

/** Every row with a value, in sheet order. `socketPage`: the path of the processor's socket page. */
export function specCells(cpu: CpuDetail, locale: Locale, t: Messages, socketPage: string | null = null): SpecCell[] {
  const c: Context = { cpu, locale, t, hybrid: (cpu.eCores ?? 0) > 0 };
  const cells: SpecCell[] = [];
  for (const { name, spec } of SHOWN) {
    const raw: unknown = cpu[name as keyof CpuDetail];
    const value = raw === null || raw === undefined || raw === "" ? null : FORMATTERS[spec.format](raw, c);
    if (value === null || value === "") continue;
    const label = t.spec[c.hybrid && spec.hybridLabel ? spec.hybridLabel : spec.label];
    const href = spec.format === "socketLink" && socketPage ? socketPage : undefined;
    cells.push({ key: spec.label, group: spec.group, label, value, ...(href ? { href } : {}) });
  }
  for (const row of DERIVED_ROWS) {
    const value = row.value(c);
    if (value !== null) cells.push({ key: row.key, group: row.group, label: t.spec[row.key], value });
  }
  const order = Object.keys(t.spec);
  return cells.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/** `socketPage`: the path of the processor's socket page (the loader finds it, so the platform data stays on the server). */
export function buildSpecSheet(
  cpu: CpuDetail,
  locale: Locale,
  t: Messages,
  socketPage: string | null = null,
): SpecGroup[] {
  const cells = specCells(cpu, locale, t, socketPage);
  return SPEC_GROUPS.map((id) => ({
    id,
    title: t.spec.group[id],
    rows: cells
      .filter((cell) => cell.group === id)
      .map(({ label, value, href }) => (href ? { label, value, href } : { label, value })),
  })).filter((g) => g.rows.length > 0);
}
