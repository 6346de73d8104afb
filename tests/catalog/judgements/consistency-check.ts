// The consistency check of issue 30 over the real seed catalogue: every prerendered head-to-head
// pair (its verdict and compare table), the compare views of the examples, and the
// ladder's per-dollar and per-watt views. It reads only what the pages show (verdict parts,
// compare rows, ladder rows) and judges them by the rules as /about states them, so it measures
// the code before and after a change alike. Each rule counts the pages that break it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSeedCatalogue } from "../../../db/seed";
import { writeCatalogue } from "../../../db/write-catalogue";
import { en } from "../../../app/i18n/en";
import { platformOf } from "../../../app/catalog/platforms";
import type { CpuDetail } from "#catalogue/types";

export type Rule =
  | "percent-or-mark-across-power-bases"
  | "mark-against-missing-value"
  | "mark-across-graphics-architectures"
  | "per-dollar-breaks-value-rule"
  | "board-verdict-for-soldered-parts"
  | "ppt-not-amds-stated-rule"
  | "nominal-figure-in-under-load-row";

export const RULES: readonly Rule[] = [
  "percent-or-mark-across-power-bases",
  "mark-against-missing-value",
  "mark-across-graphics-architectures",
  "per-dollar-breaks-value-rule",
  "board-verdict-for-soldered-parts",
  "ppt-not-amds-stated-rule",
  "nominal-figure-in-under-load-row",
];

/** Sets CATALOGUE_DB to a catalogue written from data/ (the one the build writes); returns a clean-up. */
export function seedCatalogueDb(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-consistency-"));
  const path = join(dir, "catalogue.sqlite");
  writeCatalogue(path, loadSeedCatalogue("data/cpus").cpus);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const MISSING = "—";
const UNDER_LOAD_LABELS = new Set<string>([en.powerBasis.pl2, en.powerBasis.ppt]);
const basisLabelOf = (text: string): string | null => {
  // "253 W (PL2, max turbo power)" and "424 (TDP)": the short label, before any explanation.
  const m = /\(([^(),]+)(?:,[^()]*)?\)\s*$/.exec(text);
  return m ? m[1]!.trim() : null;
};
const kindOfLabel = (label: string | null) =>
  label === null ? null : UNDER_LOAD_LABELS.has(label) ? "under-load" : "nominal";

/** Graphics architecture by code name: the oracle for "graphics units and clocks only within one architecture". */
const XE_CORE_CODENAMES = new Set(["Meteor Lake", "Arrow Lake", "Lunar Lake", "Panther Lake"]);
const graphicsUnit = (c: CpuDetail) =>
  c.gpuCores === null ? null : c.vendor === "amd" ? "cu" : XE_CORE_CODENAMES.has(c.codename ?? "") ? "xe-core" : "eu";

const VALUE_MONTHS = 36;
const monthOf = (date: string | null): number | null => {
  const m = /^(\d{4})-(?:(\d\d)|Q([1-4]))/.exec(date ?? "");
  if (!m) return null;
  const month = m[2] ? Number(m[2]) : (Number(m[3]) - 1) * 3 + 1;
  return Number(m[1]) * 12 + month - 1;
};
/** The value rule: not discontinued, launched at most VALUE_MONTHS before the figure's date. */
export function valueEligible(c: CpuDetail, figureDate: string): boolean {
  const launched = monthOf(c.launchDate);
  const measured = monthOf(figureDate);
  return c.status !== "discontinued" && launched !== null && measured !== null && measured - launched <= VALUE_MONTHS;
}

/**
 * AMD's statement of 2022-05-26 (AnandTech, Tom's Hardware): PPT = 1.35 x TDP on its "Zen"-era
 * sockets. A PPT shown for anything else, or at another figure, is one no source gives.
 */
const statedPpt = (c: CpuDetail): number | null =>
  c.vendor === "amd" &&
  (c.socket === "AM4" || c.socket === "AM5") &&
  (c.microarchitecture ?? "").startsWith("Zen") &&
  c.tdpW !== null &&
  c.tdpW > 0
    ? Math.round(c.tdpW * 1.35)
    : null;
const pptCellIsStated = (c: CpuDetail | undefined, text: string) =>
  c !== undefined && statedPpt(c) !== null && text.startsWith(`${statedPpt(c)} W`);

const soldered = (c: CpuDetail) => {
  const kind = platformOf(c).kind;
  return kind === "soldered" || kind === "mobile-socket";
};

export type CompareRowLike = { key: string; cells: Array<{ text: string; better: boolean }> };
export type VerdictLike = ReadonlyArray<{ kind: string } & Record<string, unknown>>;

/** The rules a compare table (and, for a pair, its verdict) breaks. */
export function brokenRules(
  cpus: readonly CpuDetail[],
  rows: readonly CompareRowLike[],
  verdict: VerdictLike | null,
): Set<Rule> {
  const broken = new Set<Rule>();
  for (const row of rows) {
    const marked = row.cells.some((c) => c.better);
    const powerRow = row.key === "packagePower" || row.key.endsWith("-per-watt");
    if (
      row.key === "packagePower" &&
      row.cells.some((c, i) => basisLabelOf(c.text) === en.powerBasis.ppt && !pptCellIsStated(cpus[i], c.text))
    )
      broken.add("ppt-not-amds-stated-rule");
    if (row.key === "packagePower" && row.cells.some((c) => kindOfLabel(basisLabelOf(c.text)) === "nominal"))
      broken.add("nominal-figure-in-under-load-row");
    if (!marked) {
      if (row.key.endsWith("-per-dollar")) checkPerDollar(cpus, row, broken);
      continue;
    }
    if (row.cells.some((c) => c.text === MISSING)) broken.add("mark-against-missing-value");
    if (powerRow) {
      const kinds = new Set(row.cells.map((c) => kindOfLabel(basisLabelOf(c.text))));
      if (kinds.size > 1) broken.add("percent-or-mark-across-power-bases");
    }
    if ((row.key === "gpuCores" || row.key === "gpuClock") && new Set(cpus.map(graphicsUnit)).size > 1)
      broken.add("mark-across-graphics-architectures");
    if (row.key.endsWith("-per-dollar")) checkPerDollar(cpus, row, broken);
  }
  for (const part of verdict ?? []) {
    if (part.kind === "power") {
      const basis = part.basis as [string, string];
      const kinds = new Set(basis.map((b) => (b === "pl2" || b === "ppt" ? "under-load" : "nominal")));
      if (kinds.size > 1 && (part.lower !== null || (part.percent as number) > 0))
        broken.add("percent-or-mark-across-power-bases");
      if (basis.some((b, i) => b === "ppt" && (cpus[i] === undefined || statedPpt(cpus[i]) === null)))
        broken.add("ppt-not-amds-stated-rule");
    }
    if (part.kind === "platform" && part.same === false && cpus.every(soldered))
      broken.add("board-verdict-for-soldered-parts");
  }
  return broken;
}

function checkPerDollar(cpus: readonly CpuDetail[], row: CompareRowLike, broken: Set<Rule>) {
  const test = row.key.slice(0, -"-per-dollar".length);
  row.cells.forEach((cell, i) => {
    const cpu = cpus[i];
    const figure = cpu?.benchmarks.find((b) => b.test === test);
    if (cell.text !== MISSING && cpu && figure && !valueEligible(cpu, figure.date))
      broken.add("per-dollar-breaks-value-rule");
  });
}

export function tally(results: ReadonlyArray<Set<Rule>>): Record<Rule, number> {
  return Object.fromEntries(RULES.map((r) => [r, results.filter((s) => s.has(r)).length])) as Record<Rule, number>;
}
