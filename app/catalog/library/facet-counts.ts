// Facet counts that reflect the other active filters: a processor that passes every filter
// counts in every facet; one that fails exactly one filter counts only in that filter's
// facet, so each facet shows what choosing another of its values would give.
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS, type FlagFilter, type ListFilter, type RangeFilter } from "./query-model";
import { flagValue, listValues, rangeValue, type FacetName } from "./filters";
import type { FacetCount, IndexedCpu, LibraryFacets, RangeBounds } from "./types";

type Tally = {
  lists: Record<ListFilter, Map<string, number>>;
  ranges: Record<RangeFilter, RangeBounds>;
  flags: Record<FlagFilter, { yes: number; no: number }>;
};

export function newTally(): Tally {
  const lists = Object.fromEntries(LIST_FILTERS.map((f) => [f, new Map<string, number>()])) as Tally["lists"];
  const ranges = Object.fromEntries(RANGE_FILTERS.map((f) => [f, { min: null, max: null }])) as Tally["ranges"];
  const flags = Object.fromEntries(FLAG_FILTERS.map((f) => [f, { yes: 0, no: 0 }])) as Tally["flags"];
  return { lists, ranges, flags };
}

function countList(tally: Tally, cpu: IndexedCpu, facet: ListFilter): void {
  const counts = tally.lists[facet];
  for (const value of listValues(cpu, facet)) {
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
}

function countRange(tally: Tally, cpu: IndexedCpu, facet: RangeFilter): void {
  const value = rangeValue(cpu, facet);
  if (value === null) return;
  const bounds = tally.ranges[facet];
  if (bounds.min === null || value < bounds.min) bounds.min = value;
  if (bounds.max === null || value > bounds.max) bounds.max = value;
}

function countFlag(tally: Tally, cpu: IndexedCpu, facet: FlagFilter): void {
  const value = flagValue(cpu, facet);
  if (value !== null) tally.flags[facet][value ? "yes" : "no"] += 1;
}

const KIND = new Map<FacetName, "list" | "range" | "flag">([
  ...LIST_FILTERS.map((f) => [f, "list"] as const),
  ...RANGE_FILTERS.map((f) => [f, "range"] as const),
  ...FLAG_FILTERS.map((f) => [f, "flag"] as const),
]);

/** Counts a processor that passed every filter (onlyFacet: null) or failed only onlyFacet's. */
export function tallyCpu(tally: Tally, cpu: IndexedCpu, onlyFacet: FacetName | null): void {
  if (onlyFacet === null) {
    for (const facet of LIST_FILTERS) countList(tally, cpu, facet);
    for (const facet of RANGE_FILTERS) countRange(tally, cpu, facet);
    for (const facet of FLAG_FILTERS) countFlag(tally, cpu, facet);
    return;
  }
  const kind = KIND.get(onlyFacet);
  if (kind === "list") countList(tally, cpu, onlyFacet as ListFilter);
  else if (kind === "range") countRange(tally, cpu, onlyFacet as RangeFilter);
  else countFlag(tally, cpu, onlyFacet as FlagFilter);
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value, "en", { numeric: true });

/** Lists by count; a chosen value stays listed (with 0) so it can be unchosen. */
export function facetsOf(tally: Tally, chosen: Partial<Record<ListFilter, readonly string[]>>): LibraryFacets {
  const list = (facet: ListFilter): FacetCount[] => {
    const counts = new Map(tally.lists[facet]);
    for (const value of chosen[facet] ?? []) if (!counts.has(value)) counts.set(value, 0);
    return [...counts].map(([value, count]) => ({ value, count })).sort(byCount);
  };
  const flag = (facet: FlagFilter): FacetCount[] => [
    { value: "yes", count: tally.flags[facet].yes },
    { value: "no", count: tally.flags[facet].no },
  ];
  return {
    vendor: list("vendor"),
    segment: list("segment"),
    family: list("family"),
    series: list("series"),
    socket: list("socket"),
    codename: list("codename"),
    uarch: list("uarch"),
    memory: list("memory"),
    pcie: list("pcie"),
    igpu: flag("igpu"),
    unlocked: flag("unlocked"),
    year: tally.ranges.year,
    cores: tally.ranges.cores,
    threads: tally.ranges.threads,
    tdp: tally.ranges.tdp,
    boost: tally.ranges.boost,
  };
}
