// The text an operator reads after an import: one line per file, skipped rows by reason,
// and every problem as "file:row field: reason".
import { basename } from "node:path";
import type { ImportReport } from "./run-import";

const MAX_PROBLEM_LINES = 200;

export function formatReport(report: ImportReport, ms: number): string {
  const lines: string[] = [];
  if (report.problems.length > 0) {
    lines.push(
      `db:import: ${report.problems.length} invalid row(s); nothing was imported and the catalogue is unchanged.`,
    );
    for (const p of report.problems.slice(0, MAX_PROBLEM_LINES)) {
      lines.push(`  ${basename(p.file)}:${p.row === 0 ? "-" : p.row} ${p.field}: ${p.reason}`);
    }
    if (report.problems.length > MAX_PROBLEM_LINES)
      lines.push(`  … and ${report.problems.length - MAX_PROBLEM_LINES} more`);
    return lines.join("\n");
  }
  lines.push("file                                      format         rows  inserted  updated  unchanged  skipped");
  for (const f of report.files) {
    const skipped = [...f.skipped.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `${basename(f.file).padEnd(42)}${f.format.padEnd(13)}${String(f.rows).padStart(6)}${String(f.inserted).padStart(10)}${String(f.updated).padStart(9)}${String(f.unchanged).padStart(11)}${String(skipped).padStart(9)}`,
    );
    for (const [reason, n] of [...f.skipped].sort((a, b) => b[1] - a[1]))
      lines.push(`    skipped ${String(n).padStart(5)}  ${reason}`);
  }
  lines.push(
    report.changed
      ? `db:import: done in ${(ms / 1000).toFixed(1)} s; data version ${report.previousVersion} -> ${report.dataVersion}`
      : `db:import: nothing changed (${(ms / 1000).toFixed(1)} s); the catalogue file was not rewritten`,
  );
  return lines.join("\n");
}
