// Applies validated records to a catalogue database (a copy of the live one), following
// the precedence of sources: a value is set where there is none, and replaced only by a
// source of the same or higher rank; the authored seed (no field_sources row) always wins.
// Benchmark figures attach to existing processors; a seed figure is never replaced.
import type Database from "better-sqlite3";
import type { Insertable, Kysely, Updateable } from "kysely";
import { PROCESSOR_FIELDS, type FieldName } from "#catalogue/fields/processor-fields";
import { zhModelName } from "#catalogue/names-zh";
import { columnOf, toColumnValue } from "#catalogue/rows";
import { derivedAliases, processorSearchDocument } from "#catalogue/search-terms";
import { allSync, kyselyOn, preparedSync, runSync } from "#catalogue/sync-query";
import type {
  AliasesTable,
  BenchmarksTable,
  CpuSearchTable,
  CpusTable,
  Database as Schema,
  FieldSourcesTable,
} from "#catalogue/tables";
import { benchmarkRow, benchmarkValues, derivedColumns } from "../write-catalogue";
import type { ImportRecord } from "./records";
import { SEED_RANK, type SourceFormat } from "./formats/format";
import { LISTING_FIELDS, type BenchmarkRecord, type SpecFields, type SpecRecord } from "./records";

export type RowOutcome = "inserted" | "updated" | "unchanged" | { skipped: string };
export type FileCounts = { inserted: number; updated: number; unchanged: number; skipped: Map<string, number> };

type CpuRow = Record<string, unknown> & { cpu_key: number };
function fieldsAsRow(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([f, v]) => [columnOf(f as FieldName), v]));
}

/** What would break the table's core-count checks in this row, if anything. */
function coreCountProblem(row: Record<string, unknown>): string | null {
  const n = (c: string) => (typeof row[c] === "number" ? (row[c] as number) : 0);
  if (n("threads") < n("cores")) return "fewer threads than cores";
  if (row.p_cores != null && n("p_cores") + n("e_cores") + n("lpe_cores") !== n("cores"))
    return "P + E cores differ from cores";
  return null;
}

export class CatalogueMerger {
  private readonly cpus = new Map<string, CpuRow>();
  private readonly ranks = new Map<number, Map<string, number>>();
  private readonly formatRanks: Map<number, number>;
  private readonly touched = new Set<number>();
  private readonly db: Kysely<Schema>;
  // Statements run once per record or field, compiled once per run.
  private readonly statements;

  constructor(
    private readonly sqlite: Database.Database,
    formats: readonly SourceFormat[],
  ) {
    const db = (this.db = kyselyOn(sqlite));
    this.statements = {
      recordSource: preparedSync(sqlite, (s: FieldSourcesTable) =>
        db
          .insertInto("field_sources")
          .orReplace()
          .values({ cpu_key: s.cpu_key, field: s.field, import_id: s.import_id }),
      ),
      cpuByKey: preparedSync(sqlite, (k: { key: number }) =>
        db.selectFrom("cpus").selectAll().where("cpu_key", "=", k.key),
      ),
      insertAlias: preparedSync(sqlite, (a: AliasesTable) =>
        db.insertInto("aliases").orIgnore().values({ cpu_key: a.cpu_key, alias: a.alias }),
      ),
      benchmark: preparedSync(sqlite, (b: Pick<BenchmarksTable, "cpu_key" | "test">) =>
        db
          .selectFrom("benchmarks")
          .select(["score", "samples", "import_id"])
          .where("cpu_key", "=", b.cpu_key)
          .where("test", "=", b.test),
      ),
      upsertBenchmark: preparedSync(sqlite, (b: BenchmarksTable) =>
        db
          .insertInto("benchmarks")
          .orReplace()
          .values({ ...benchmarkValues(b), import_id: b.import_id }),
      ),
    };
    for (const row of allSync(sqlite, db.selectFrom("cpus").selectAll())) this.cpus.set(`${row.vendor}/${row.id}`, row);
    const rankOf = new Map<string, number>(formats.map((f) => [f.id, f.rank]));
    this.formatRanks = new Map(
      allSync(sqlite, db.selectFrom("imports").select(["import_id", "format"])).map((r) => [
        r.import_id,
        rankOf.get(r.format) ?? 0,
      ]),
    );
    for (const r of allSync(sqlite, db.selectFrom("field_sources").select(["cpu_key", "field", "import_id"]))) {
      this.rankMap(r.cpu_key).set(r.field, this.formatRanks.get(r.import_id) ?? 0);
    }
  }

  private rankMap(cpuKey: number): Map<string, number> {
    let map = this.ranks.get(cpuKey);
    if (!map) this.ranks.set(cpuKey, (map = new Map()));
    return map;
  }

  startImport(format: SourceFormat, source: string, sha256: string, importedAt: string): number {
    const row = {
      source,
      format: format.id,
      sha256,
      imported_at: importedAt,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
    };
    const id = Number(runSync(this.sqlite, this.db.insertInto("imports").values(row)).lastInsertRowid);
    this.formatRanks.set(id, format.rank);
    return id;
  }

  finishImport(importId: number, counts: FileCounts): void {
    const skipped = [...counts.skipped.values()].reduce((a, b) => a + b, 0);
    const totals = {
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged: counts.unchanged,
      rejected: skipped,
    };
    runSync(this.sqlite, this.db.updateTable("imports").set(totals).where("import_id", "=", importId));
  }

  /** A record for a processor already in the catalogue (specs) or any benchmark record. */
  apply(record: ImportRecord, importId: number, rank: number): RowOutcome {
    return record.kind === "spec" ? this.applySpec(record, importId, rank) : this.applyBenchmark(record, importId);
  }

  private recordSource(cpuKey: number, field: string, importId: number, rank: number): void {
    this.statements.recordSource.run({ cpu_key: cpuKey, field, import_id: importId });
    this.rankMap(cpuKey).set(field, rank);
  }

  hasCpu(record: ImportRecord): boolean {
    return this.cpus.has(`${record.vendor}/${record.id}`);
  }

  private applySpec(record: SpecRecord & { id: string }, importId: number, rank: number): RowOutcome {
    const existing = this.cpus.get(`${record.vendor}/${record.id}`);
    if (!existing) throw new Error(`applySpec: ${record.vendor}/${record.id} is new; use insertCombined`);
    const changes: Record<string, unknown> = {};
    const changedFields: string[] = [];
    const ranks = this.rankMap(existing.cpu_key);
    const disagrees = (["cores", "threads"] as const).filter(
      (f) => record.fields[f] !== undefined && existing[f] !== record.fields[f] && (ranks.get(f) ?? SEED_RANK) > rank,
    );
    if (disagrees.length > 0)
      return { skipped: `different ${disagrees.join(", ")} from a source of higher precedence (not used)` };
    for (const [field, value] of Object.entries(record.fields) as Array<[keyof SpecFields, unknown]>) {
      if (value === undefined) continue;
      const column = columnOf(field);
      const current = existing[column];
      const next = toColumnValue(field, value);
      const empty =
        current === null || current === undefined || (PROCESSOR_FIELDS[field].kind === "list" && current === "[]");
      const currentRank = ranks.get(field) ?? SEED_RANK;
      if (current === next) continue;
      if (!empty && (currentRank > rank || currentRank >= SEED_RANK)) continue;
      Object.assign(changes, { [column]: next }, derivedColumns(field, value));
      changedFields.push(field);
    }
    if (changedFields.length === 0) return "unchanged";
    const contradiction = coreCountProblem({ ...existing, ...changes });
    if (contradiction) return { skipped: `contradicts the catalogue (${contradiction})` };
    runSync(
      this.sqlite,
      this.db
        .updateTable("cpus")
        .set(changes as Updateable<CpusTable>)
        .where("cpu_key", "=", existing.cpu_key),
    );
    for (const field of changedFields) this.recordSource(existing.cpu_key, field, importId, rank);
    Object.assign(existing, changes);
    this.touched.add(existing.cpu_key);
    return "updated";
  }

  /**
   * A processor no catalogue row has yet, from every record of this run that names it:
   * fields are taken by precedence (highest rank first, gaps filled from lower ones), a
   * record that disagrees on cores or threads with a higher one is not used, and the
   * processor is added only if the result has the listing fields. Deterministic, so a
   * rerun finds every value already in place.
   */
  insertCombined(
    candidates: ReadonlyArray<{ record: SpecRecord & { id: string }; importId: number; rank: number }>,
  ): RowOutcome[] {
    const order = candidates.map((_, i) => i).sort((a, b) => (candidates[b]?.rank ?? 0) - (candidates[a]?.rank ?? 0));
    const fields: Record<string, unknown> = {};
    const sources = new Map<string, { importId: number; rank: number }>();
    const outcomes: RowOutcome[] = candidates.map(() => "unchanged");
    const used: number[] = [];
    for (const i of order) {
      const { record, importId, rank } = candidates[i] as (typeof candidates)[number];
      const disagrees = (["cores", "threads"] as const).filter(
        (f) => fields[f] !== undefined && record.fields[f] !== undefined && fields[f] !== record.fields[f],
      );
      if (disagrees.length > 0) {
        outcomes[i] = { skipped: `different ${disagrees.join(", ")} from a source of higher precedence (not used)` };
        continue;
      }
      let contributed = false;
      for (const [field, value] of Object.entries(record.fields)) {
        if (value === undefined || fields[field] !== undefined) continue;
        fields[field] = value;
        sources.set(field, { importId, rank });
        contributed = true;
      }
      if (contributed) used.push(i);
    }
    const first = candidates[order[0] ?? 0]?.record;
    if (!first) return outcomes;
    const missing = LISTING_FIELDS.filter((f) => fields[f] === undefined);
    const problem =
      missing.length > 0 ? `new processor without ${missing.join(", ")}` : coreCountProblem(fieldsAsRow(fields));
    if (problem) {
      for (const i of used) outcomes[i] = { skipped: problem };
      return outcomes;
    }
    const cpuKey = this.insertCpu(first, fields as SpecFields);
    for (const [field, source] of sources) this.recordSource(cpuKey, field, source.importId, source.rank);
    for (const i of used) outcomes[i] = i === order[0] ? "inserted" : "updated";
    if (!used.includes(order[0] ?? -1)) outcomes[used[0] ?? 0] = "inserted";
    return outcomes;
  }

  private insertCpu(record: SpecRecord & { id: string }, fields: SpecFields): number {
    const row: Record<string, unknown> = {
      vendor: record.vendor,
      id: record.id,
      name: record.name,
      name_zh: zhModelName(record.name),
    };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      Object.assign(
        row,
        { [columnOf(field as FieldName)]: toColumnValue(field as FieldName, value) },
        derivedColumns(field, value),
      );
    }
    const cpuKey = Number(
      runSync(this.sqlite, this.db.insertInto("cpus").values(row as Insertable<CpusTable>)).lastInsertRowid,
    );
    for (const alias of derivedAliases(record.name, String(row.name_zh))) {
      this.statements.insertAlias.run({ cpu_key: cpuKey, alias });
    }
    const inserted = this.statements.cpuByKey.first({ key: cpuKey });
    if (inserted) this.cpus.set(`${record.vendor}/${record.id}`, inserted);
    this.touched.add(cpuKey);
    return cpuKey;
  }

  private applyBenchmark(record: BenchmarkRecord & { id: string }, importId: number): RowOutcome {
    const cpu = this.cpus.get(`${record.vendor}/${record.id}`);
    if (!cpu) return { skipped: "no such processor in the catalogue" };
    let added = 0;
    let changed = 0;
    for (const result of record.results) {
      const existing = this.statements.benchmark.first({ cpu_key: cpu.cpu_key, test: result.test });
      if (existing && existing.import_id === null) continue; // an authored seed figure
      if (existing && existing.score === result.score && existing.samples === (result.samples ?? null)) continue;
      const row = { ...benchmarkRow(cpu.cpu_key, result), import_id: importId };
      this.statements.upsertBenchmark.run(row);
      if (existing) changed++;
      else added++;
    }
    return changed > 0 ? "updated" : added > 0 ? "inserted" : "unchanged";
  }

  /** Search rows of every processor this import inserted or changed. */
  refreshSearch(): void {
    const { sqlite, db } = this;
    const names = preparedSync(sqlite, (k: { key: number }) =>
      db
        .selectFrom("cpus")
        .select(["name", "name_zh", "codename", "codename_zh", "series"])
        .where("cpu_key", "=", k.key),
    );
    const aliasesOf = preparedSync(sqlite, (k: { key: number }) =>
      db.selectFrom("aliases").select("alias").where("cpu_key", "=", k.key),
    );
    const remove = preparedSync(sqlite, (k: { key: number }) =>
      db.deleteFrom("cpu_search").where("cpu_key", "=", k.key),
    );
    const insert = preparedSync(sqlite, (s: CpuSearchTable) =>
      db.insertInto("cpu_search").values({ cpu_key: s.cpu_key, terms: s.terms }),
    );
    for (const key of this.touched) {
      const row = names.first({ key });
      if (!row) continue;
      remove.run({ key });
      const aliases = aliasesOf.all({ key }).map((a) => a.alias);
      insert.run({
        cpu_key: key,
        terms: processorSearchDocument({
          name: row.name,
          nameZh: row.name_zh,
          codename: row.codename,
          codenameZh: row.codename_zh,
          series: row.series,
          aliases,
        }),
      });
    }
  }
}
