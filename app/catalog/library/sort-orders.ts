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

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

export function compareCpus(key: Exclude<SortKey, "relevance">, dir: SortDir): (a: IndexedCpu, b: IndexedCpu) => number {
  const sign = dir === "asc" ? 1 : -1;
  return (a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const c = compareValues(va, vb);
      if (c !== 0) return sign * c;
    }
    return collator.compare(a.item.name, b.item.name) || a.key - b.key;
  };
}

/** Positions of the whole index in one order, cached by the caller. */
export function sortOrder(cpus: ReadonlyArray<IndexedCpu>, key: Exclude<SortKey, "relevance">, dir: SortDir): Int32Array {
  const sorted = [...cpus].sort(compareCpus(key, dir));
  return Int32Array.from(sorted, (c) => c.pos);
}
