// The catalogue's coverage (coverage.ts), worked out once per data version
// (#catalogue/per-data-version).
import { allSync } from "#catalogue/sync-query";
import { FEW_RESULTS, lowConfidenceOf } from "#catalogue/benchmark-confidence";
import { notScalingKeys } from "#catalogue/confidence.server";
import {
  SUITES,
  type AboutPage,
  type CatalogueCoverage,
  type NewestMeasured,
  type DateSpan,
  type FooterCoverage,
  type Suite,
  type TestCoverage,
} from "./coverage";
import { getCatalogue, type Catalogue } from "#catalogue/connection.server";
import { RIVAL_MONTHS } from "./detail/rival";
import { BENCHMARK_TEST_SPECS, BENCHMARK_TESTS, type BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { catalogueBuiltAt } from "./queries.server";
import { VALUE_MONTHS } from "./judgements/value";
import { MARK_THRESHOLD_PERCENT } from "./judgements/better";
import { SEGMENTS, type Segment, type Vendor } from "#catalogue/fields/value-lists";
import { packagePower } from "./judgements/power";
import { isCatalogueFailure } from "./unavailable.server";
import { perDataVersion } from "#catalogue/per-data-version";

const perSegment = <T>(value: () => T) => Object.fromEntries(SEGMENTS.map((s) => [s, value()])) as Record<Segment, T>;

const widen = (span: DateSpan | null, date: string): DateSpan =>
  span === null
    ? { from: date, to: date }
    : { from: date < span.from ? date : span.from, to: date > span.to ? date : span.to };

function buildCoverage(catalogue: Catalogue): CatalogueCoverage {
  const { db, sqlite } = catalogue;
  const notScaling = notScalingKeys(catalogue);
  const cpus = allSync(
    sqlite,
    db
      .selectFrom("cpus")
      .select([
        "cpu_key",
        "vendor",
        "id",
        "name",
        "name_zh",
        "segment",
        "tdp_w",
        "base_power_w",
        "max_turbo_power_w",
        "socket",
        "microarchitecture",
        "launch_sort",
      ]),
  );
  const byKey = new Map(cpus.map((c) => [c.cpu_key, c]));
  const bySegment = perSegment(() => 0);
  const powerBases = perSegment(() => ({ pl2: 0, ppt: 0, tdp: 0, none: 0 }));
  for (const c of cpus) {
    const segment = c.segment as Segment;
    bySegment[segment]++;
    const power = packagePower({
      tdpW: c.tdp_w,
      basePowerW: c.base_power_w,
      maxTurboPowerW: c.max_turbo_power_w,
      vendor: c.vendor,
      socket: c.socket,
      microarchitecture: c.microarchitecture,
    });
    powerBases[segment][power?.basis ?? "none"]++;
  }

  type Tally = { keys: Set<number>; sources: Set<string>; dates: DateSpan | null };
  const tally = (): Tally => ({ keys: new Set(), sources: new Set(), dates: null });
  const tests = new Map<BenchmarkTest, TestCoverage & { span: DateSpan | null; sourceSet: Set<string> }>();
  const suites = new Map<Suite, Tally>();
  const suiteOf = new Map(
    Object.entries(SUITES).flatMap(([suite, members]) =>
      members.map((test) => [test as BenchmarkTest, suite as Suite]),
    ),
  );
  const figures = allSync(sqlite, db.selectFrom("benchmarks").select(["cpu_key", "test", "samples", "source", "date"]));
  for (const f of figures) {
    const test = f.test as BenchmarkTest;
    const cpu = byKey.get(f.cpu_key);
    if (!cpu) continue;
    const segment = cpu.segment as Segment;
    let t = tests.get(test);
    if (!t) {
      t = {
        test,
        processors: 0,
        sources: [],
        dates: { from: "", to: "" },
        bySegment: perSegment(() => 0),
        newest: perSegment((): NewestMeasured | null => null),
        lowConfidence: { fewResults: 0, notScaling: 0 },
        span: null,
        sourceSet: new Set(),
      };
      tests.set(test, t);
    }
    t.processors++;
    t.bySegment[segment]++;
    t.sourceSet.add(f.source);
    t.span = widen(t.span, f.date);
    // launch_sort writes an unknown day as 00.
    const launched = cpu.launch_sort?.replace(/-00$/, "") ?? null;
    const newest = t.newest[segment];
    if (launched && (newest === null || launched > newest.launchDate))
      t.newest[segment] = {
        vendor: cpu.vendor as Vendor,
        id: cpu.id,
        name: cpu.name,
        nameZh: cpu.name_zh,
        launchDate: launched,
      };
    const low = lowConfidenceOf(test, f.samples, notScaling.has(`${cpu.vendor}/${cpu.id}`));
    if (low === "few-results") t.lowConfidence.fewResults++;
    if (low === "not-scaling") t.lowConfidence.notScaling++;
    const suite = suiteOf.get(test);
    if (suite) {
      const s = suites.get(suite) ?? tally();
      s.keys.add(f.cpu_key);
      s.sources.add(f.source);
      s.dates = widen(s.dates, f.date);
      suites.set(suite, s);
    }
  }
  return {
    processors: cpus.length,
    bySegment,
    powerBases,
    // In the registry's display order; a suite by its first test's place.
    tests: BENCHMARK_TESTS.flatMap((test) => {
      const t = tests.get(test);
      if (!t) return [];
      const { span, sourceSet, ...coverage } = t;
      return [{ ...coverage, sources: [...sourceSet].sort(), dates: span! }];
    }),
    suites: (Object.keys(SUITES) as Suite[]).flatMap((suite) => {
      const s = suites.get(suite);
      return s ? [{ suite, processors: s.keys.size, sources: [...s.sources].sort(), dates: s.dates! }] : [];
    }),
  };
}

const coverageOf = perDataVersion(buildCoverage);

export function catalogueCoverage(catalogue: Catalogue = getCatalogue()): CatalogueCoverage {
  return coverageOf(catalogue);
}

/** What the footer names (processors and each suite's sources and dates); null while the catalogue cannot be read. */
export function footerCoverage(): FooterCoverage | null {
  try {
    const { processors, suites } = catalogueCoverage();
    return { processors, suites };
  } catch (error) {
    if (isCatalogueFailure(error)) return null;
    throw error;
  }
}

/** The methodology page: the coverage and the rules' numbers, from the modules that apply them. */
export async function aboutPage(): Promise<AboutPage> {
  const testsWhere = (has: (spec: (typeof BENCHMARK_TEST_SPECS)[BenchmarkTest]) => boolean) =>
    BENCHMARK_TESTS.filter((test) => has(BENCHMARK_TEST_SPECS[test]));
  return {
    coverage: catalogueCoverage(),
    builtAt: await catalogueBuiltAt(),
    rules: {
      fewResults: FEW_RESULTS,
      countsResults: testsWhere((s) => s.countsResults),
      checksScaling: testsWhere((s) => s.checksScaling),
      multiTests: testsWhere((s) => s.scope === "multi"),
      rivalMonths: RIVAL_MONTHS,
      valueMonths: VALUE_MONTHS,
      markThresholds: MARK_THRESHOLD_PERCENT,
    },
  };
}
