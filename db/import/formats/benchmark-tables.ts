// Benchmark tables: Geekbench 6 processor averages (JSON), a Cinebench R23 table and a
// PassMark CPU Mark table (CSV). Each row names a model; scores attach to the processor of
// the same normalised name and never create one. One description per table, one mapper.
import { splitVendorName } from "../model-names";
import type { BenchmarkResult } from "../records";
import { parseCount, parseNumber } from "../units";
import { skip, type RowContext, type SourceFormat } from "./format";

type Test = BenchmarkResult["test"];

type BenchmarkTable = Pick<SourceFormat, "id" | "label" | "container" | "requiredColumns"> & {
  nameColumn: string;
  /** A column naming the vendor, for tables whose model names leave it out. */
  vendorColumn?: string;
  samplesColumn?: string;
  scores: ReadonlyArray<readonly [Test, string]>;
  source: string;
  sourceUrl: string;
};

function benchmarkFormat(table: BenchmarkTable): SourceFormat {
  const mapRow = ({ row, read, asOf }: RowContext) => {
    const model = splitVendorName(
      read.text(table.nameColumn) ?? "",
      table.vendorColumn ? read.text(table.vendorColumn) : undefined,
    );
    if (!model) return skip(row, "vendor other than AMD or Intel");
    const samples = table.samplesColumn ? read.read("samples", parseCount, table.samplesColumn) : undefined;
    const results: BenchmarkResult[] = [];
    for (const [test, column] of table.scores) {
      const score = read.read(test, parseNumber, column);
      if (score === undefined) continue;
      results.push({
        test,
        score,
        ...(samples ? { samples } : {}),
        source: table.source,
        sourceUrl: table.sourceUrl,
        date: asOf,
        kind: "measured",
      });
    }
    if (results.length === 0) return skip(row, "no score");
    return { kind: "benchmark" as const, row, vendor: model.vendor, name: model.name, results };
  };
  return {
    id: table.id,
    label: table.label,
    container: table.container,
    rank: 0,
    requiredColumns: table.requiredColumns,
    mapRow,
  };
}

export const geekbench6 = benchmarkFormat({
  id: "geekbench6",
  label: "Geekbench 6 processor averages",
  container: "json",
  requiredColumns: ["name", "samples", "score", "multicore_score"],
  nameColumn: "name",
  samplesColumn: "samples",
  scores: [
    ["geekbench6-single", "score"],
    ["geekbench6-multi", "multicore_score"],
  ],
  source: "Geekbench Browser (Primate Labs)",
  sourceUrl: "https://browser.geekbench.com/processor-benchmarks",
});

export const cinebenchR23 = benchmarkFormat({
  id: "cinebench-r23",
  label: "Cinebench R23 table",
  container: "csv",
  requiredColumns: ["manufacturer", "cpuName", "singleScore", "multiScore"],
  nameColumn: "cpuName",
  vendorColumn: "manufacturer",
  scores: [
    ["cinebench-r23-single", "singleScore"],
    ["cinebench-r23-multi", "multiScore"],
  ],
  source: "Cinebench R23 (Maxon), community results table",
  sourceUrl: "https://www.maxon.net/en/cinebench",
});

export const passmark = benchmarkFormat({
  id: "passmark",
  label: "PassMark CPU Mark table",
  container: "csv",
  requiredColumns: ["cpuName", "cpuMark", "threadMark"],
  nameColumn: "cpuName",
  scores: [
    ["passmark", "cpuMark"],
    ["passmark-single", "threadMark"],
  ],
  source: "PassMark CPU Benchmarks",
  sourceUrl: "https://www.cpubenchmark.net/",
});
