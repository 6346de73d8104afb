// The ladder's state as it lives in the home page's URL: test, segment, vendor, value view,
// the per-watt view's power basis, the 100 % reference processor, which places are shown (from
// which rank, how many, or around a processor), and whether estimates and low-confidence figures
// take part. Lenient, like the library:
// a bad value is dropped and named, never an error. Pure and free of zod (browser bundle).
import { parseCpuRef, refKey } from "../cpu-ref";
import { BENCHMARK_TESTS, type BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { SEGMENTS, VENDORS, type Segment, type Vendor } from "#catalogue/fields/value-lists";
import type { CpuRef } from "#catalogue/types";
import { VALUE_VIEWS, type ValueView } from "./value-metrics";
import { POWER_KINDS, type PowerKind } from "../judgements/power";

export const LADDER_STEP = 30;
export const LADDER_MAX = 300;
/** A test with fewer measured figures than this in a segment is not offered there: a ranking of a handful says little. */
export const LADDER_MIN_FIGURES = 30;

export type LadderState = {
  test: BenchmarkTest;
  segment: Segment | "all";
  vendor: Vendor | "all";
  view: ValueView;
  /** The per-watt view's power basis (`basis=nominal`): under load by default. */
  basis: PowerKind;
  /** null: the first place of the view is 100 %. */
  ref: CpuRef | null;
  n: number;
  /** The rank of the first place shown; null: from the top, or around `at` (else `ref`). */
  from: number | null;
  /** The processor to show the places around (highlighted). */
  at: CpuRef | null;
  /** Whether estimated figures take part; measured ones only by default. */
  estimates: boolean;
  /** Whether low-confidence figures (benchmark-confidence.ts) take part; left out by default. */
  lowConfidence: boolean;
};

export type IgnoredParam = { param: string; value: string };

export const DEFAULT_LADDER: LadderState = {
  test: "geekbench6-multi",
  segment: "desktop",
  vendor: "all",
  view: "score",
  basis: "under-load",
  ref: null,
  n: LADDER_STEP,
  from: null,
  at: null,
  estimates: false,
  lowConfidence: false,
};

const oneOf = <T extends string>(options: readonly T[], value: string): T | null =>
  options.includes(value as T) ? (value as T) : null;

function parseCount(value: string): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= LADDER_MAX ? n : null;
}

function parseRank(value: string): number | null {
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

const parseFlag = (v: string) => (v === "1" ? true : v === "0" ? false : null);

export function parseLadderParams(params: URLSearchParams): { state: LadderState; ignored: IgnoredParam[] } {
  const state: LadderState = { ...DEFAULT_LADDER };
  const ignored: IgnoredParam[] = [];
  const read = <K extends keyof LadderState>(param: K, parse: (value: string) => LadderState[K] | null) => {
    const values = params
      .getAll(param)
      .map((v) => v.trim())
      .filter((v) => v !== "");
    const value = values[0];
    if (value === undefined) return;
    const parsed = parse(value);
    if (parsed === null || values.length > 1) ignored.push({ param, value: values.join(",") });
    if (parsed !== null) state[param] = parsed;
  };
  read("test", (v) => oneOf(BENCHMARK_TESTS, v));
  read("segment", (v) => (v === "all" ? "all" : oneOf(SEGMENTS, v)));
  read("vendor", (v) => (v === "all" ? "all" : oneOf(VENDORS, v)));
  read("view", (v) => oneOf(VALUE_VIEWS, v));
  read("basis", (v) => oneOf(POWER_KINDS, v));
  read("ref", parseCpuRef);
  read("n", parseCount);
  read("from", parseRank);
  read("at", parseCpuRef);
  read("estimates", parseFlag);
  read("lowConfidence", parseFlag);
  return { state, ignored };
}

/** The query string of a state ("" for the default view, which is the prerendered page). */
export function ladderSearch(state: LadderState): string {
  const params = new URLSearchParams();
  if (state.test !== DEFAULT_LADDER.test) params.set("test", state.test);
  if (state.segment !== DEFAULT_LADDER.segment) params.set("segment", state.segment);
  if (state.vendor !== DEFAULT_LADDER.vendor) params.set("vendor", state.vendor);
  if (state.view !== DEFAULT_LADDER.view) params.set("view", state.view);
  if (state.basis !== DEFAULT_LADDER.basis) params.set("basis", state.basis);
  if (state.ref) params.set("ref", refKey(state.ref));
  if (state.n !== DEFAULT_LADDER.n) params.set("n", String(state.n));
  if (state.from !== null) params.set("from", String(state.from));
  if (state.at) params.set("at", refKey(state.at));
  if (state.estimates) params.set("estimates", "1");
  if (state.lowConfidence) params.set("lowConfidence", "1");
  const query = params.toString().replace(/%2F/g, "/");
  return query ? `?${query}` : "";
}
