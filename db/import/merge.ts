// Applies validated records to a catalogue database (a copy of the live one), following
// the precedence of sources: a value is set where there is none, and replaced only by a
// source of the same or higher rank; the authored seed (no field_sources row) always wins.
// Benchmark figures attach to existing processors; a seed figure is never replaced.
import type Database from "better-sqlite3";
import { PROCESSOR_FIELDS, type FieldName } from "../../app/catalog/fields/processor-fields";
import { zhModelName } from "../../app/catalog/names-zh";
import { columnOf, toColumnValue } from "../../app/catalog/rows";
import { derivedAliases, searchDocument, seriesSearchForms } from "../../app/catalog/search-terms";
import { derivedColumns } from "../write-catalogue";
import type { ImportRecord } from "./collect";
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
  if (row.p_cores != null && n("p_cores") + n("e_cores") + n("lpe_cores") !== n("cores")) return "P + E cores differ from cores";
  return null;
}

export class CatalogueMerger {
  private readonly cpus = new Map<string, CpuRow>();
  private readonly ranks = new Map<number, Map<string, number>>();
  private readonly formatRanks: Map<number, number>;
  private readonly touched = new Set<number>();
  // Statements used once per record, prepared once per run.
  private readonly statements;

  constructor(
    private readonly db: Database.Database,
    formats: readonly SourceFormat[],
  ) {
    this.statements = {
      recordSource: db.prepare("INSERT OR REPLACE INTO field_sources (cpu_key, field, import_id) VALUES (?, ?, ?)"),
      insertAlias: db.prepare("INSERT OR IGNORE INTO aliases (cpu_key, alias) VALUES (?, ?)"),
      cpuByKey: db.prepare("SELECT * FROM cpus WHERE cpu_key = ?"),
      benchmark: db.prepare("SELECT score, samples, import_id FROM benchmarks WHERE cpu_key = ? AND test = ?"),
      upsertBenchmark: db.prepare(
        "INSERT OR REPLACE INTO benchmarks (cpu_key, test, score, samples, source, source_url, date, kind, import_id) VALUES (@cpu_key, @test, @score, @samples, @source, @source_url, @date, @kind, @import_id)",
      ),
    };
    for (const row of db.prepare("SELECT * FROM cpus").all() as CpuRow[]) this.cpus.set(`${String(row.vendor)}/${String(row.id)}`, row);
    const rankOf = new Map(formats.map((f) => [f.id, f.rank]));
    this.formatRanks = new Map(
      (db.prepare("SELECT import_id, format FROM imports").all() as Array<{ import_id: number; format: string }>).map((r) => [r.import_id, rankOf.get(r.format as SourceFormat["id"]) ?? 0]),
    );
    for (const r of db.prepare("SELECT cpu_key, field, import_id FROM field_sources").all() as Array<{ cpu_key: number; field: string; import_id: number }>) {
      this.rankMap(r.cpu_key).set(r.field, this.formatRanks.get(r.import_id) ?? 0);
    }
  }

  private rankMap(cpuKey: number): Map<string, number> {
    let map = this.ranks.get(cpuKey);
    if (!map) this.ranks.set(cpuKey, (map = new Map()));
    return map;
  }

  startImport(format: SourceFormat, source: string, sha256: string, importedAt: string): number {
    const id = Number(
      this.db
        .prepare("INSERT INTO imports (source, format, sha256, imported_at, inserted, updated, unchanged, rejected) VALUES (?, ?, ?, ?, 0, 0, 0, 0)")
        .run(source, format.id, sha256, importedAt).lastInsertRowid,
    );
    this.formatRanks.set(id, format.rank);
    return id;
  }

  finishImport(importId: number, counts: FileCounts): void {
    const skipped = [...counts.skipped.values()].reduce((a, b) => a + b, 0);
    this.db.prepare("UPDATE imports SET inserted = ?, updated = ?, unchanged = ?, rejected = ? WHERE import_id = ?").run(counts.inserted, counts.updated, counts.unchanged, skipped, importId);
  }

  /** A record for a processor already in the catalogue (specs) or any benchmark record. */
  apply(record: ImportRecord, importId: number, rank: number): RowOutcome {
    return record.kind === "spec" ? this.applySpec(record, importId, rank) : this.applyBenchmark(record, importId);
  }

  private recordSource(cpuKey: number, field: string, importId: number, rank: number): void {
    this.statements.recordSource.run(cpuKey, field, importId);
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
    if (disagrees.length > 0) return { skipped: `different ${disagrees.join(", ")} from a source of higher precedence (not used)` };
    for (const [field, value] of Object.entries(record.fields) as Array<[keyof SpecFields, unknown]>) {
      if (value === undefined) continue;
      const column = columnOf(field);
      const current = existing[column];
      const next = toColumnValue(field, value);
      const empty = current === null || current === undefined || (PROCESSOR_FIELDS[field].kind === "list" && current === "[]");
      const currentRank = ranks.get(field) ?? SEED_RANK;
      if (current === next) continue;
      if (!empty && (currentRank > rank || currentRank >= SEED_RANK)) continue;
      Object.assign(changes, { [column]: next }, derivedColumns(field, value));
      changedFields.push(field);
    }
    if (changedFields.length === 0) return "unchanged";
    const contradiction = coreCountProblem({ ...existing, ...changes });
    if (contradiction) return { skipped: `contradicts the catalogue (${contradiction})` };
    const sets = Object.keys(changes).map((c) => `${c} = @${c}`);
    this.db.prepare(`UPDATE cpus SET ${sets.join(", ")} WHERE cpu_key = @cpu_key`).run({ ...changes, cpu_key: existing.cpu_key });
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
  insertCombined(candidates: ReadonlyArray<{ record: SpecRecord & { id: string }; importId: number; rank: number }>): RowOutcome[] {
    const order = candidates.map((_, i) => i).sort((a, b) => (candidates[b]?.rank ?? 0) - (candidates[a]?.rank ?? 0));
    const fields: Record<string, unknown> = {};
    const sources = new Map<string, { importId: number; rank: number }>();
    const outcomes: RowOutcome[] = candidates.map(() => "unchanged");
    const used: number[] = [];
    for (const i of order) {
      const { record, importId, rank } = candidates[i] as (typeof candidates)[number];
      const disagrees = (["cores", "threads"] as const).filter((f) => fields[f] !== undefined && record.fields[f] !== undefined && fields[f] !== record.fields[f]);
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
    const problem = missing.length > 0 ? `new processor without ${missing.join(", ")}` : coreCountProblem(fieldsAsRow(fields));
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
    const row: Record<string, unknown> = { vendor: record.vendor, id: record.id, name: record.name, name_zh: zhModelName(record.name) };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      Object.assign(row, { [columnOf(field as FieldName)]: toColumnValue(field as FieldName, value) }, derivedColumns(field, value));
    }
    const columns = Object.keys(row);
    const cpuKey = Number(
      this.db.prepare(`INSERT INTO cpus (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run(row).lastInsertRowid,
    );
    for (const alias of derivedAliases(record.name, String(row.name_zh))) this.statements.insertAlias.run(cpuKey, alias);
    this.cpus.set(`${record.vendor}/${record.id}`, this.statements.cpuByKey.get(cpuKey) as CpuRow);
    this.touched.add(cpuKey);
    return cpuKey;
  }

  private applyBenchmark(record: BenchmarkRecord & { id: string }, importId: number): RowOutcome {
    const cpu = this.cpus.get(`${record.vendor}/${record.id}`);
    if (!cpu) return { skipped: "no such processor in the catalogue" };
    let added = 0;
    let changed = 0;
    const { benchmark: current, upsertBenchmark: upsert } = this.statements;
    for (const result of record.results) {
      const existing = current.get(cpu.cpu_key, result.test) as { score: number; samples: number | null; import_id: number | null } | undefined;
      if (existing && existing.import_id === null) continue; // an authored seed figure
      if (existing && existing.score === result.score && existing.samples === (result.samples ?? null)) continue;
      upsert.run({ cpu_key: cpu.cpu_key, test: result.test, score: result.score, samples: result.samples ?? null, source: result.source, source_url: result.sourceUrl ?? null, date: result.date, kind: result.kind, import_id: importId });
      if (existing) changed++;
      else added++;
    }
    return changed > 0 ? "updated" : added > 0 ? "inserted" : "unchanged";
  }

  /** Search rows of every processor this import inserted or changed. */
  refreshSearch(): void {
    const aliasesOf = this.db.prepare("SELECT alias FROM aliases WHERE cpu_key = ?").pluck();
    const remove = this.db.prepare("DELETE FROM cpu_search WHERE rowid = ?");
    const insert = this.db.prepare("INSERT INTO cpu_search (rowid, terms) VALUES (?, ?)");
    const cpu = this.db.prepare("SELECT name, name_zh, codename, codename_zh, series FROM cpus WHERE cpu_key = ?");
    for (const key of this.touched) {
      const row = cpu.get(key) as Record<string, string | null>;
      remove.run(key);
      const seriesForms = row.name && row.series ? seriesSearchForms(row.name, row.series) : [];
      insert.run(key, searchDocument([row.name, row.name_zh, row.codename, row.codename_zh, row.series, ...seriesForms, ...(aliasesOf.all(key) as string[])]));
    }
  }
}
