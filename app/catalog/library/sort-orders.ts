// Orders of the index by any column, both directions. Missing values go last either way;
// ties fall back to the name, so every order is total and pages never overlap.
import { valueAtLaunchPrice } from "../value";
import type { CodedColumn, LibraryTable } from "./library-table";
import type { SortDir, SortKey } from "./query-model";

export type ColumnSortKey = Exclude<SortKey, "relevance">;
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** A text column as numbers: each value's rank in collation order (sorting distinct values only), NaN for none. */
function textRanks(values: ReadonlyArray<string | null>, ids: Int32Array): Float64Array {
  const distinct = [...new Set(values.filter((v): v is string => v !== null))].sort(collator.compare);
  const rankOf = new Map(distinct.map((v, i) => [v, i]));
  const valueRanks = values.map((v) => (v === null ? NaN : (rankOf.get(v) ?? NaN)));
  return Float64Array.from(ids, (id) => (id < 0 ? NaN : (valueRanks[id] ?? NaN)));
}

const codedRanks = (column: CodedColumn<string>) => textRanks(column.values, column.ids);

/** Sort values as numbers: strings become their rank in collation order, missing values NaN. */
function sortValues(table: LibraryTable, key: ColumnSortKey): Float64Array {
  const { coded, numbers, scores } = table;
  switch (key) {
    case "name":
      return textRanks(table.names, Int32Array.from(table.names, (_, i) => i));
    case "vendor":
    case "segment":
    case "family":
    case "series":
    case "codename":
    case "process":
    case "socket":
      return codedRanks(coded[key]);
    case "uarch":
      return codedRanks(coded.microarchitecture);
    case "pcie":
      return codedRanks(coded.pcieVersion);
    case "launch":
      return codedRanks(table.launchSort);
    case "memory":
      return textRanks(
        table.memory.values.map((list) => list.join(" ") || null),
        table.memory.ids,
      );
    case "cores":
      // Equal core counts order by threads.
      return numbers.cores.map((cores, pos) => cores * 10_000 + (numbers.threads[pos] ?? 0));
    case "threads":
      return numbers.threads;
    case "base":
      return numbers.baseClockMhz;
    case "boost":
      return numbers.boostClockMhz;
    case "l3":
      return numbers.l3Kib;
    case "tdp":
      return numbers.tdpW;
    case "price":
      return numbers.launchPriceUsd;
    case "igpu":
      return Float64Array.from(coded.gpuName.ids, (id) => (id < 0 ? 0 : 1));
    case "unlocked":
      return Float64Array.from(table.unlocked, (v) => (v < 0 ? NaN : v));
    case "score":
      return scores.geekbench6Multi;
    case "scoreSingle":
      return scores.geekbench6Single;
    case "passmark":
      return scores.passmark;
    case "value": {
      // value.ts: NaN (last) without a figure or a price, for discontinued processors and older ones.
      const status = coded.status;
      return scores.geekbench6Multi.map((score, pos) => {
        const price = numbers.launchPriceUsd[pos] ?? NaN;
        const inputs = {
          geekbench6Multi: Number.isNaN(score) ? null : score,
          launchPriceUsd: Number.isNaN(price) ? null : price,
          status: status.values[status.ids[pos] ?? -1] ?? "launched",
          launchDate: table.launchSort.values[table.launchSort.ids[pos] ?? -1] ?? null,
        };
        return valueAtLaunchPrice(inputs, table.geekbench6MeasuredOn) ?? NaN;
      });
    }
  }
}

/** Every position's rank by name: the tie-break of every order. */
export function nameRanks(table: LibraryTable): Int32Array {
  const { names } = table;
  const byName = Int32Array.from(names, (_, pos) => pos).sort((a, b) => collator.compare(names[a] ?? "", names[b] ?? "") || a - b);
  const ranks = new Int32Array(names.length);
  byName.forEach((pos, rank) => (ranks[pos] = rank));
  return ranks;
}

/** Positions of the whole index in one order: missing values last either way, ties by name. */
export function sortOrder(table: LibraryTable, key: ColumnSortKey, dir: SortDir, names: Int32Array): Int32Array {
  const values = sortValues(table, key);
  const sign = dir === "asc" ? 1 : -1;
  const order = Int32Array.from(names, (_, pos) => pos);
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
