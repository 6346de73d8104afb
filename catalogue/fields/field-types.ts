// TypeScript types inferred from the field registry: the domain's processor fields, the
// table's columns, the seed's and the import's fields. Nothing here is written per field.
import type { LibraryRoleName } from "./library-roles";
import type { FieldName, Fields } from "./processor-fields";

type NumberKind = { kind: "int" | "real" };

/** A field's value in the domain (and the API): flags are booleans, lists arrays. */
type DomainValue<S> = S extends { kind: "flag" }
  ? boolean
  : S extends { kind: "list" }
    ? string[]
    : S extends NumberKind
      ? number
      : S extends { closed: "typed"; values: ReadonlyArray<infer V> }
        ? V
        : string;

/** A field's value in its SQLite column: flags 1/0, lists JSON text. */
type ColumnValue<S> = S extends { kind: "flag" } ? number : S extends { kind: "list" } ? string : DomainValue<S>;

type OrNull<S, T> = S extends { notNull: true } ? T : T | null;

type NamesWhere<Condition> = { [K in FieldName]: Fields[K] extends Condition ? K : never }[FieldName];

/** Fields the domain carries (every one but the table's own sort helpers). */
export type DomainFieldName = Exclude<FieldName, TableOnlyName>;
export type SummaryFieldName = NamesWhere<{ summary: true }>;
type TableOnlyName = NamesWhere<{ tableOnly: true }>;
export type LibraryFieldName = Exclude<LibraryRoleName, TableOnlyName>;
export type CsvFieldName = NamesWhere<{ csv: string }>;
/** The library table's fields: the summary's and those with a library role (library-roles.ts); those the domain carries are in its items. */
export type LibraryTableFieldName = SummaryFieldName | LibraryRoleName;
/** The library table's columns by kind (id and names are per-processor arrays of their own). */
export type LibraryTextField = Exclude<
  Extract<NamesWhere<{ kind: "text" }>, LibraryTableFieldName>,
  "id" | "name" | "nameZh"
>;
export type LibraryNumberField = Extract<NamesWhere<{ kind: "int" | "real" }>, LibraryTableFieldName>;
export type LibraryFlagField = Extract<NamesWhere<{ kind: "flag" }>, LibraryTableFieldName>;
export type LibraryListField = Extract<NamesWhere<{ kind: "list" }>, LibraryTableFieldName>;
export type ImportedFieldName = NamesWhere<{ imported: true }>;
type SeedRequiredName = NamesWhere<{ seed: "required" }>;
type SeedOptionalName = NamesWhere<{ seed: "optional" }>;

export type Column<K extends FieldName> = Fields[K]["column"];
export type ColumnName = Column<FieldName>;

/** Every processor field as the domain sees it (CpuDetail without its benchmarks). */
export type CpuFields = { [K in DomainFieldName]: OrNull<Fields[K], DomainValue<Fields[K]>> };
export type SummaryFields = Pick<CpuFields, SummaryFieldName>;
export type LibraryFields = Pick<CpuFields, SummaryFieldName | LibraryFieldName>;
/** The table-only fields the library's table holds beside its items (launch year and sort date). */
export type LibraryTableOnlyFields = {
  [K in Extract<LibraryRoleName, TableOnlyName>]: OrNull<Fields[K], DomainValue<Fields[K]>>;
};

/** The `cpus` table's columns by column name (tables.ts adds the key). */
export type CpuColumns = { [K in FieldName as Column<K>]: OrNull<Fields[K], ColumnValue<Fields[K]>> };

/** A processor as the seed writes it (derived fields are computed by the writer). */
export type SeedFields = { [K in SeedRequiredName]: DomainValue<Fields[K]> } & {
  [K in SeedOptionalName]?: DomainValue<Fields[K]>;
};

/** What an import may set; every field optional. */
export type ImportFields = { [K in ImportedFieldName]?: DomainValue<Fields[K]> };
