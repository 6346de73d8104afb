// Orders of the index by any column, both directions. Missing values go last either way;
// ties fall back to the name, so every order is total and pages never overlap.
import type { SortDir, SortKey } from "./query-model";
import type { IndexedCpu } from "./types";

type SortValue = string | number | null;
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const bool = (v: boolean | null) => (v === null ? null : v ? 1 : 0);

export function sortValue(cpu: IndexedCpu, key: Exclude<SortKey, "relevance">): SortValue {
  const { item } = cpu;
  switch (key) {
    case "name":
      return item.name;
    case "vendor":
      return item.vendor;
    case "segment":
      return item.segment;
    case "family":
      return item.family;
    case "series":
      return item.series;
    case "codename":
      return item.codename;
    case "uarch":
      return item.microarchitecture;
    case "process":
      return item.process;
    case "socket":
      return item.socket;
    case "launch":
      return cpu.launchSort;
    case "cores":
      // Equal core counts order by threads.
      return item.cores * 10_000 + item.threads;
    case "threads":
      return item.threads;
    case "base":
      return item.baseClockMhz;
    case "boost":
      return item.boostClockMhz;
    case "l3":
      return item.l3Kib;
    case "tdp":
      return item.tdpW;
    case "price":
      return item.launchPriceUsd;
    case "memory":
      return item.memoryTypes.join(" ") || null;
    case "pcie":
      return item.pcieVersion;
    case "igpu":
      return bool(cpu.hasIgpu);
    case "unlocked":
      return bool(item.unlocked);
    case "score":
      return item.scores.geekbench6Multi;
    case "scoreSingle":
      return item.scores.geekbench6Single;
    case "passmark":
      return item.scores.passmark;
  }
}

/** Sort values as numbers: strings become their rank in collation order, missing values NaN. */
function numericValues(cpus: ReadonlyArray<IndexedCpu>, key: Exclude<SortKey, "relevance">): Float64Array {
  const raw = cpus.map((c) => sortValue(c, key));
  const strings = [...new Set(raw.filter((v): v is string => typeof v === "string"))].sort(collator.compare);
  const rankOf = new Map(strings.map((v, i) => [v, i]));
  return Float64Array.from(raw, (v) => (v === null ? NaN : typeof v === "string" ? (rankOf.get(v) ?? NaN) : v));
}

/** Every position's rank by name: the tie-break of every order. */
export function nameRanks(cpus: ReadonlyArray<IndexedCpu>): Int32Array {
  const byName = cpus.map((c) => c.pos).sort((a, b) => collator.compare(cpus[a]?.item.name ?? "", cpus[b]?.item.name ?? "") || a - b);
  const ranks = new Int32Array(cpus.length);
  byName.forEach((pos, rank) => (ranks[pos] = rank));
  return ranks;
}

/** Positions of the whole index in one order: missing values last either way, ties by name. */
export function sortOrder(cpus: ReadonlyArray<IndexedCpu>, key: Exclude<SortKey, "relevance">, dir: SortDir, names: Int32Array): Int32Array {
  const values = numericValues(cpus, key);
  const sign = dir === "asc" ? 1 : -1;
  const order = Int32Array.from(cpus, (c) => c.pos);
  return order.sort((a, b) => {
    const va = values[a] ?? NaN;
    const vb = values[b] ?? NaN;
    const missingA = Number.isNaN(va);
    const missingB = Number.isNaN(vb);
    if (missingA || missingB) {
      if (missingA !== missingB) return missingA ? 1 : -1;
    } else if (va !== vb) return sign * (va - vb);
    return (names[a] ?? 0) - (names[b] ?? 0);
  });
}
