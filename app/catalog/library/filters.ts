// The active filters of a query as predicates, each tagged with the facet it narrows.
// Within a facet the chosen values are alternatives (OR); facets combine with AND.
import type { FlagFilter, LibraryQuery, ListFilter, Range, RangeFilter } from "./query-model";
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS } from "./query-model";
import type { IndexedCpu } from "./types";

export type FacetName = ListFilter | RangeFilter | FlagFilter;
export type ActiveFilter = { facet: FacetName; test: (cpu: IndexedCpu) => boolean };

/** The values a processor has for a list facet (memory: several). */
export function listValues(cpu: IndexedCpu, facet: ListFilter): ReadonlyArray<string | null> {
  const { item } = cpu;
  switch (facet) {
    case "vendor":
      return [item.vendor];
    case "segment":
      return [item.segment];
    case "family":
      return [item.family];
    case "series":
      return [item.series];
    case "socket":
      return [item.socket];
    case "codename":
      return [item.codename];
    case "uarch":
      return [item.microarchitecture];
    case "memory":
      return item.memoryTypes;
    case "pcie":
      return [item.pcieVersion];
  }
}

/** Range facets in the units of the URL: boost clock in GHz. */
export function rangeValue(cpu: IndexedCpu, facet: RangeFilter): number | null {
  const { item } = cpu;
  switch (facet) {
    case "year":
      return cpu.year;
    case "cores":
      return item.cores;
    case "threads":
      return item.threads;
    case "tdp":
      return item.tdpW;
    case "boost":
      return item.boostClockMhz === null ? null : item.boostClockMhz / 1000;
  }
}

export function flagValue(cpu: IndexedCpu, facet: FlagFilter): boolean | null {
  return facet === "igpu" ? cpu.hasIgpu : cpu.item.unlocked;
}

const inRange = (value: number | null, range: Range) =>
  value !== null && (range.min === null || value >= range.min) && (range.max === null || value <= range.max);

export function activeFilters(query: LibraryQuery): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const facet of LIST_FILTERS) {
    const chosen = new Set<string | null>(query[facet]);
    if (chosen.size === 0) continue;
    active.push({ facet, test: (cpu) => listValues(cpu, facet).some((v) => chosen.has(v)) });
  }
  for (const facet of RANGE_FILTERS) {
    const range = query[facet];
    if (range.min === null && range.max === null) continue;
    active.push({ facet, test: (cpu) => inRange(rangeValue(cpu, facet), range) });
  }
  for (const facet of FLAG_FILTERS) {
    const flag = query[facet];
    if (flag === null) continue;
    const wanted = flag === "yes";
    active.push({ facet, test: (cpu) => flagValue(cpu, facet) === wanted });
  }
  return active;
}
