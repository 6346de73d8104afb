// The catalogue's schema. The catalogue is always built whole from the seed
// (scripts/build-db.ts), never migrated in place, so the schema is written once here: the
// cpus table is generated from the field registry, the other tables are plain SQL. The
// schema version is a fingerprint of this text, so any change to a field changes it and a
// catalogue built by other code is refused (the import says to rebuild).
import type BetterSqlite3 from "better-sqlite3";
import { createHash } from "node:crypto";
import { BENCHMARK_KINDS } from "./fields/value-lists";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldSpec } from "./fields/processor-fields";

const SQL_TYPES = {
  text: "TEXT",
  int: "INTEGER",
  real: "REAL",
  flag: "INTEGER",
  list: "TEXT",
} as const satisfies Record<FieldSpec["kind"], string>;

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

function columnDdl(spec: FieldSpec): string {
  const parts = [spec.column, SQL_TYPES[spec.kind]];
  if (spec.notNull) parts.push("NOT NULL");
  if (spec.kind === "list") parts.push("DEFAULT '[]'");
  if (spec.closed === "typed" && spec.values) parts.push(`CHECK (${spec.column} IN (${quoted(spec.values)}))`);
  if (spec.kind === "int" || spec.kind === "real") parts.push(`CHECK (${spec.column} > 0)`);
  if (spec.kind === "flag") parts.push(`CHECK (${spec.column} IN (0, 1))`);
  return parts.join(" ");
}

/** `CREATE TABLE cpus`, one column per registry field. Units are normalised: MHz, KiB, W, USD; lists are JSON arrays. */
export function cpusTableDdl(): string {
  const lines = [
    "cpu_key INTEGER PRIMARY KEY",
    ...FIELD_NAMES.map((name) => columnDdl(PROCESSOR_FIELDS[name])),
    "CHECK (threads >= cores)",
    "UNIQUE (vendor, id)",
  ];
  return `CREATE TABLE cpus (\n  ${lines.join(",\n  ")}\n) STRICT;`;
}

const OTHER_TABLES = `
CREATE INDEX cpus_segment ON cpus (segment, vendor);
CREATE INDEX cpus_launch ON cpus (launch_sort);

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE imports (
  import_id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  format TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  inserted INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  unchanged INTEGER NOT NULL,
  rejected INTEGER NOT NULL
) STRICT;

-- Which import set each field (absent: the authored seed).
CREATE TABLE field_sources (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  field TEXT NOT NULL,
  import_id INTEGER NOT NULL REFERENCES imports (import_id),
  PRIMARY KEY (cpu_key, field)
) STRICT;

CREATE TABLE aliases (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  alias TEXT NOT NULL,
  PRIMARY KEY (cpu_key, alias)
) STRICT;

CREATE TABLE benchmarks (
  cpu_key INTEGER NOT NULL REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  test TEXT NOT NULL,
  score REAL NOT NULL CHECK (score > 0),
  samples INTEGER,
  source TEXT NOT NULL,
  source_url TEXT,
  date TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN (${quoted(BENCHMARK_KINDS)})),
  includes TEXT,
  import_id INTEGER REFERENCES imports (import_id),
  PRIMARY KEY (cpu_key, test)
) STRICT;

CREATE INDEX benchmarks_test_score ON benchmarks (test, score);

-- Each processor's search document: the compact forms (lower case, no spaces or punctuation)
-- of its names, code names and aliases in both languages, " | " between them. The library
-- indexes them in memory (app/catalog/library/search-index.ts).
CREATE TABLE cpu_search (
  cpu_key INTEGER PRIMARY KEY REFERENCES cpus (cpu_key) ON DELETE CASCADE,
  terms TEXT NOT NULL
) STRICT;
`;

export const SCHEMA_DDL = `${cpusTableDdl()}\n${OTHER_TABLES}`;

/** PRAGMA user_version of a catalogue built with this schema: 31 bits of the DDL's hash. */
export const SCHEMA_VERSION =
  Number.parseInt(createHash("sha256").update(SCHEMA_DDL).digest("hex").slice(0, 8), 16) & 0x7fffffff;

/** Creates the schema in an empty database. */
export function createSchema(db: BetterSqlite3.Database): void {
  db.transaction(() => {
    db.exec(SCHEMA_DDL);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}
