// The CSV export of a library view: one row per processor, plain units in the headers,
// a BOM so spreadsheet programs read the Chinese names as UTF-8. The columns are the
// registry's fields with a CSV name (in its order), then the library's score columns.
import { stringify } from "csv-stringify/sync";
import { LIBRARY_SCORE_TESTS } from "#catalogue/fields/benchmark-tests";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldSpec } from "#catalogue/fields/processor-fields";
import type { CsvFieldName } from "#catalogue/fields/field-types";
import type { LibraryItem } from "./types";

type CsvValue = string | number | boolean | null;
type Column = readonly [header: string, value: (item: LibraryItem) => CsvValue];

// Compile-time: a field with a CSV name is one the library's items carry.
type NotInItems = Exclude<CsvFieldName, keyof LibraryItem>;
const csvFieldsInItems: [NotInItems] extends [never] ? true : NotInItems = true;
void csvFieldsInItems;

const COLUMNS: readonly Column[] = [
  ...FIELD_NAMES.flatMap((name) => {
    const { csv } = PROCESSOR_FIELDS[name] as FieldSpec;
    if (!csv) return [];
    const key = name as CsvFieldName;
    const column: Column = [
      csv,
      (c) => {
        const value = c[key] as CsvValue | string[];
        return Array.isArray(value) ? value.join(" ") : value;
      },
    ];
    return [column];
  }),
  ...LIBRARY_SCORE_TESTS.map(({ csv, score }): Column => [csv, (c) => c.scores[score]]),
];

/** Text a spreadsheet would run as a formula is quoted with a leading apostrophe. */
function neutralise(value: CsvValue): CsvValue {
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
