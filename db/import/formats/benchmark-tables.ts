// Benchmark tables: Geekbench 6 processor averages (JSON), a Cinebench R23 table and a
// PassMark CPU Mark table (CSV). Each row names a model; scores attach to the processor of
// the same normalised name and never create one.
import { splitVendorName } from "../model-names";
import type { BenchmarkResult } from "../records";
import { parseCount, parseNumber } from "../units";
import { skip, type RowContext, type SourceFormat } from "./format";

type Test = BenchmarkResult["test"];
type Source = { source: string; sourceUrl: string };

function benchmarkRow(
  context: RowContext,
  rawName: string | undefined,
  vendorHint: string | undefined,
  scores: ReadonlyArray<readonly [Test, string]>,
  source: Source,
  samples?: number,
) {
  const model = splitVendorName(rawName ?? "", vendorHint);
  if (!model) return skip(context.row, "vendor other than AMD or Intel");
  const results: BenchmarkResult[] = [];
  for (const [test, column] of scores) {
    const score = context.read.read(test, parseNumber, column);
    if (score === undefined) continue;
    results.push({ test, score, ...(samples ? { samples } : {}), ...source, date: context.asOf, kind: "measured" });
  }
  if (results.length === 0) return skip(context.row, "no score");
  return { kind: "benchmark" as const, row: context.row, vendor: model.vendor, name: model.name, results };
}

export const geekbench6: SourceFormat = {
  id: "geekbench6",
  label: "Geekbench 6 processor averages",
  container: "json",
  rank: 0,
  requiredColumns: ["name", "samples", "score", "multicore_score"],
  mapRow: (context) =>
    benchmarkRow(
      context,
      context.read.text("name"),
      undefined,
      [
        ["geekbench6-single", "score"],
        ["geekbench6-multi", "multicore_score"],
      ],
      { source: "Geekbench Browser (Primate Labs)", sourceUrl: "https://browser.geekbench.com/processor-benchmarks" },
      context.read.read("samples", parseCount, "samples"),
    ),
};

export const cinebenchR23: SourceFormat = {
  id: "cinebench-r23",
  label: "Cinebench R23 table",
  container: "csv",
  rank: 0,
  requiredColumns: ["manufacturer", "cpuName", "singleScore", "multiScore"],
  mapRow: (context) =>
    benchmarkRow(
      context,
      context.read.text("cpuName"),
      context.read.text("manufacturer"),
      [
        ["cinebench-r23-single", "singleScore"],
        ["cinebench-r23-multi", "multiScore"],
      ],
      { source: "Cinebench R23 (Maxon), community results table", sourceUrl: "https://www.maxon.net/en/cinebench" },
    ),
};

export const passmark: SourceFormat = {
  id: "passmark",
  label: "PassMark CPU Mark table",
  container: "csv",
  rank: 0,
  requiredColumns: ["cpuName", "cpuMark", "threadMark"],
  mapRow: (context) =>
    benchmarkRow(
      context,
      context.read.text("cpuName"),
      undefined,
      [
        ["passmark", "cpuMark"],
        ["passmark-single", "threadMark"],
      ],
      { source: "PassMark CPU Benchmarks", sourceUrl: "https://www.cpubenchmark.net/" },
    ),
};
