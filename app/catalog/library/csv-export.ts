// The CSV export of a library view: one row per processor, plain units in the headers,
// a BOM so spreadsheet programs read the Chinese names as UTF-8.
import { stringify } from "csv-stringify/sync";
import type { LibraryItem } from "./types";

const COLUMNS: ReadonlyArray<[header: string, value: (item: LibraryItem) => string | number | boolean | null]> = [
  ["vendor", (c) => c.vendor],
  ["id", (c) => c.id],
  ["name", (c) => c.name],
  ["name_zh", (c) => c.nameZh],
  ["family", (c) => c.family],
  ["series", (c) => c.series],
  ["segment", (c) => c.segment],
  ["codename", (c) => c.codename],
  ["microarchitecture", (c) => c.microarchitecture],
  ["process", (c) => c.process],
  ["socket", (c) => c.socket],
  ["launch_date", (c) => c.launchDate],
  ["launch_price_usd", (c) => c.launchPriceUsd],
  ["cores", (c) => c.cores],
  ["threads", (c) => c.threads],
  ["base_clock_mhz", (c) => c.baseClockMhz],
  ["boost_clock_mhz", (c) => c.boostClockMhz],
  ["l3_kib", (c) => c.l3Kib],
  ["tdp_w", (c) => c.tdpW],
  ["memory_types", (c) => c.memoryTypes.join(" ")],
  ["pcie_version", (c) => c.pcieVersion],
  ["integrated_gpu", (c) => c.gpuName],
  ["unlocked", (c) => c.unlocked],
  ["geekbench6_multi", (c) => c.scores.geekbench6Multi],
  ["geekbench6_single", (c) => c.scores.geekbench6Single],
  ["passmark", (c) => c.scores.passmark],
];

/** Text a spreadsheet would run as a formula is quoted with a leading apostrophe. */
function neutralise(value: string | number | boolean | null): string | number | boolean | null {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function libraryCsv(items: ReadonlyArray<LibraryItem>): string {
  const rows = items.map((item) => COLUMNS.map(([, value]) => neutralise(value(item))));
  return stringify(rows, {
    bom: true,
    header: true,
    columns: COLUMNS.map(([header]) => header),
    cast: { boolean: (v) => (v ? "yes" : "no") },
  });
}

export const CSV_FILENAME = "cpu-atlas-processors.csv";
