// What the catalogue holds, as the footer and the methodology page (/about) state it: the
// benchmark suites with their sources, dates and processor counts, coverage per test and
// segment, low-confidence figures and power bases. Worked out from the catalogue
// (coverage.server.ts), never written by hand; pure here, so the browser can word it.
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import type { Segment } from "#catalogue/fields/value-lists";
import type { PowerBasis } from "./judgements/power";
import type { Quantity } from "./judgements/better";
import type { CpuRef } from "#catalogue/types";

/** Tests run by the same program, counted together in the footer. */
export const SUITES = {
  geekbench6: ["geekbench6-multi", "geekbench6-single"],
  passmark: ["passmark", "passmark-single"],
  "cinebench-r23": ["cinebench-r23-multi", "cinebench-r23-single"],
} as const satisfies Record<string, readonly BenchmarkTest[]>;
export type Suite = keyof typeof SUITES;

// Compile-time: every test belongs to a suite.
type Unsuited = Exclude<BenchmarkTest, (typeof SUITES)[Suite][number]>;
const everyTestInASuite: [Unsuited] extends [never] ? true : Unsuited = true;
void everyTestInASuite;

export type NewestMeasured = CpuRef & { name: string; nameZh: string; launchDate: string };

/** Dates as the catalogue records them ("2026-04-24", "2022-06"): the earliest and the latest. */
export type DateSpan = { from: string; to: string };

export type SuiteCoverage = { suite: Suite; processors: number; sources: string[]; dates: DateSpan };

export type TestCoverage = {
  test: BenchmarkTest;
  processors: number;
  sources: string[];
  dates: DateSpan;
  bySegment: Record<Segment, number>;
  /** The most recently launched processor with a figure, per segment (null: none). */
  newest: Record<Segment, NewestMeasured | null>;
  lowConfidence: { fewResults: number; notScaling: number };
};

export type CatalogueCoverage = {
  processors: number;
  bySegment: Record<Segment, number>;
  suites: SuiteCoverage[];
  tests: TestCoverage[];
  /** How many processors of each segment a per-watt figure divides by each power basis (judgements/power.ts); `none`: no power figure. */
  powerBases: Record<Segment, Record<PowerBasis | "none", number>>;
};

/** The footer's part of the coverage: small, shipped with every page. */
export type FooterCoverage = { processors: number; suites: SuiteCoverage[] };

/** The methodology page's data: the coverage, when the catalogue was built, and the numbers of the rules. */
export type AboutPage = {
  coverage: CatalogueCoverage;
  builtAt: string;
  rules: {
    fewResults: number;
    countsResults: BenchmarkTest[];
    checksScaling: BenchmarkTest[];
    /** Whole-processor tests, in display order: the coverage table's columns. */
    multiTests: BenchmarkTest[];
    rivalMonths: number;
    valueMonths: number;
    /** Smallest difference worth a "better" mark, in percent, by quantity. */
    markThresholds: Record<Quantity, number>;
  };
};
