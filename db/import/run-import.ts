// npm run db:import: read and validate every input file; if any row is invalid, stop with
// the report and leave the live catalogue untouched. Otherwise apply the records to a copy
// of the live file and swap it in with one rename. Nothing changed -> nothing is written.
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename } from "node:path";
import { readDataVersion } from "#catalogue/connection.server";
import { SCHEMA_VERSION } from "#catalogue/schema";
import { kyselyOn, runSync } from "#catalogue/sync-query";
import { computeDataVersion } from "../write-catalogue";
import { collectRows } from "./collect";
import type { SourceFormat } from "./formats/format";
import { CatalogueMerger, type FileCounts, type RowOutcome } from "./merge";
import type { Progress } from "./progress";
import { FORMATS, readInput } from "./read-input";
import type { ImportRecord, RowProblem, SpecRecord } from "./records";

export type FileReport = { file: string; format: string; rows: number } & FileCounts;
export type ImportReport = {
  problems: RowProblem[];
  files: FileReport[];
  changed: boolean;
  dataVersion: string | null;
  previousVersion: string | null;
};
export type ImportOptions = { files: readonly string[]; target: string; asOf: string; now?: Date; progress?: Progress };

export class ImportError extends Error {}

type ParsedFile = {
  file: string;
  sha256: string;
  format: SourceFormat;
  rows: number;
  records: ImportRecord[];
  counts: FileCounts;
};

function emptyCounts(): FileCounts {
  return { inserted: 0, updated: 0, unchanged: 0, skipped: new Map() };
}

function countSkip(counts: FileCounts, reason: string, n = 1): void {
  counts.skipped.set(reason, (counts.skipped.get(reason) ?? 0) + n);
}

function parseFiles(
  files: readonly string[],
  asOf: string,
  progress?: Progress,
): { parsed: ParsedFile[]; problems: RowProblem[] } {
  const parsed: ParsedFile[] = [];
  const problems: RowProblem[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      problems.push({
        file,
        row: 0,
        field: "file",
        reason: `cannot read: ${(error as NodeJS.ErrnoException).code ?? "error"}`,
      });
      continue;
    }
    const input = readInput(bytes);
    if (!input.ok) {
      problems.push({ file, row: 0, field: "file", reason: input.reason });
      continue;
    }
    for (const bad of input.badRows) problems.push({ file, row: bad.row, field: "row", reason: bad.reason });
    progress?.start(`read ${basename(file)}`, input.rows.length);
    const collected = collectRows(file, input.format, input.rows, asOf, () => progress?.tick());
    progress?.done();
    problems.push(...collected.problems);
    const counts = emptyCounts();
    for (const s of collected.skipped) countSkip(counts, s.reason);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    parsed.push({
      file,
      sha256,
      format: input.format,
      rows: input.rows.length + input.badRows.length,
      records: collected.records,
      counts,
    });
  }
  return { parsed, problems };
}

function acquireLock(target: string): () => void {
  const lock = `${target}.import-lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(lock, "utf8"));
    let alive: boolean;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new ImportError(`another import (pid ${holder}) is running on ${target}`);
    writeFileSync(lock, String(process.pid)); // a stale lock of a process that died
    rmSync(`${target}.import-${holder}`, { force: true }); // and its half-written copy
  }
  return () => rmSync(lock, { force: true });
}

function fsyncFile(path: string): void {
  const fd = openSync(path, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function mergeAll(
  temp: string,
  parsed: ParsedFile[],
  importedAt: string,
  progress?: Progress,
): { changed: boolean; version: string; previous: string } {
  const db = new Database(temp, { fileMustExist: true });
  try {
    db.pragma("foreign_keys = ON");
    if (db.pragma("user_version", { simple: true }) !== SCHEMA_VERSION)
      throw new ImportError(`the catalogue has another schema version; rebuild it with npm run db:build`);
    const previous = readDataVersion(db) ?? "";
    const merger = new CatalogueMerger(db, FORMATS);
    let changed = false;
    db.transaction(() => {
      // By precedence, spec files before benchmark files, so benchmark rows can attach to
      // processors the same run adds. New processors are added once all spec records are in.
      const ordered = [...parsed].sort((a, b) => b.format.rank - a.format.rank);
      const ids = new Map(
        ordered.map((f) => [f, merger.startImport(f.format, basename(f.file), f.sha256, importedAt)]),
      );
      const pending = new Map<
        string,
        Array<{ file: ParsedFile; record: SpecRecord & { id: string }; importId: number; rank: number }>
      >();
      const tally = (file: ParsedFile, outcome: RowOutcome) => {
        if (typeof outcome === "object") countSkip(file.counts, outcome.skipped);
        else file.counts[outcome]++;
      };
      let specsDone = false;
      const addPending = () => {
        for (const group of pending.values()) {
          merger
            .insertCombined(group)
            .forEach((outcome, i) => tally((group[i] as (typeof group)[number]).file, outcome));
        }
        pending.clear();
        specsDone = true;
      };
      for (const file of ordered) {
        const importId = ids.get(file) as number;
        if (file.format.rank === 0 && !specsDone) addPending();
        progress?.start(`merge ${basename(file.file)}`, file.records.length);
        for (const record of file.records) {
          progress?.tick();
          if (record.kind === "spec" && !merger.hasCpu(record)) {
            const key = `${record.vendor}/${record.id}`;
            pending.set(key, [...(pending.get(key) ?? []), { file, record, importId, rank: file.format.rank }]);
            continue;
          }
          tally(file, merger.apply(record, importId, file.format.rank));
        }
        progress?.done();
      }
      if (!specsDone) addPending();
      for (const [file, importId] of ids) {
        merger.finishImport(importId, file.counts);
        changed ||= file.counts.inserted + file.counts.updated > 0;
      }
      merger.refreshSearch();
      if (!changed) return;
      const stamps = [
        { key: "data_version", value: computeDataVersion(db) },
        { key: "imported_at", value: importedAt },
      ];
      runSync(db, kyselyOn(db).insertInto("meta").orReplace().values(stamps));
    })();
    const version = readDataVersion(db) ?? "";
    if (changed) db.exec("ANALYZE");
    return { changed, version, previous };
  } finally {
    db.close();
  }
}

export function runImport(options: ImportOptions): ImportReport {
  const { target } = options;
  if (!existsSync(target)) throw new ImportError(`no catalogue at ${target}; build it first with npm run db:build`);
  const { parsed, problems } = parseFiles(options.files, options.asOf, options.progress);
  const files = (): FileReport[] =>
    parsed.map((p) => ({ file: p.file, format: p.format.id, rows: p.rows, ...p.counts }));
  if (problems.length > 0)
    return { problems, files: files(), changed: false, dataVersion: null, previousVersion: null };

  const release = acquireLock(target);
  const temp = `${target}.import-${process.pid}`;
  try {
    const before = statSync(target);
    copyFileSync(target, temp);
    const { changed, version, previous } = mergeAll(
      temp,
      parsed,
      (options.now ?? new Date()).toISOString(),
      options.progress,
    );
    if (!changed) return { problems, files: files(), changed: false, dataVersion: previous, previousVersion: previous };
    fsyncFile(temp);
    const now = statSync(target);
    if (now.ino !== before.ino || now.mtimeMs !== before.mtimeMs || now.size !== before.size) {
      throw new ImportError(`${target} changed while importing; nothing was swapped in, run the import again`);
    }
    renameSync(temp, target);
    return { problems, files: files(), changed: true, dataVersion: version, previousVersion: previous };
  } finally {
    rmSync(temp, { force: true });
    release();
  }
}
