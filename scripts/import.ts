// npm run db:import -- [--as-of=YYYY-MM-DD] FILE... : vendor exports and benchmark tables
// into the live catalogue (CATALOGUE_DB, default var/catalogue.sqlite). Exit 1 when any
// row is invalid (nothing is written), 2 when the import cannot run at all.
import { parseArgs } from "node:util";
import { envOrExit } from "#common/env";
import { catalogueDbPath } from "#catalogue/paths";
import { terminalProgress } from "../db/import/progress";
import { formatReport } from "../db/import/report";
import { ImportError, runImport } from "../db/import/run-import";

const USAGE = "usage: npm run db:import -- [--as-of=YYYY-MM-DD] FILE...";
envOrExit();

const { values, positionals } = parseArgs({ options: { "as-of": { type: "string" } }, allowPositionals: true });
const asOf = values["as-of"] ?? new Date().toISOString().slice(0, 10);
if (positionals.length === 0 || !/^20\d\d-\d\d-\d\d$/.test(asOf)) {
  console.error(USAGE);
  process.exit(2);
}
const started = performance.now();
try {
  const report = runImport({ files: positionals, target: catalogueDbPath(), asOf, progress: terminalProgress() });
  const text = formatReport(report, performance.now() - started);
  if (report.problems.length > 0) {
    console.error(text);
    process.exit(1);
  }
  console.log(text);
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`db:import: ${error.message}`);
  process.exit(2);
}
