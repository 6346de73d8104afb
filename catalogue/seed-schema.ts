// The shape of the authored seed catalogue in data/cpus/**.json. Each file holds one
// series: `defaults` are merged under every entry of `cpus`, so shared facts (socket,
// process, memory, code name) are written once. The processor fields and their bounds come
// from the field registry (fields/processor-fields.ts); imports validate with the same bounds.
import { z } from "zod";
import { BENCHMARK_TESTS } from "./fields/benchmark-tests";
import { seedFieldShape, withConsistencyChecks, type SeedFields } from "./fields/validation";
import { BENCHMARK_KINDS } from "./fields/value-lists";

/** One benchmark figure, as the seed and imports carry it. */
export const benchmarkResultSchema = z.strictObject({
  test: z.enum(BENCHMARK_TESTS),
  score: z.number().positive().max(10_000_000),
  samples: z.number().int().positive().optional(),
  source: z.string().min(2),
  sourceUrl: z.url().optional(),
  /** When the figure was published or retrieved: YYYY-MM-DD or YYYY-MM. */
  date: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])(-\d\d)?$/),
  kind: z.enum(BENCHMARK_KINDS),
  /** Another model whose results the source files under this processor's name (the figure holds both). */
  includes: z.string().min(2).optional(),
});
export type SeedBenchmark = z.infer<typeof benchmarkResultSchema>;

const seedOnlyFields = {
  /** Extra search forms beyond the derived ones ("5800x3d", "r7 5800x3d" are derived). */
  aliases: z.array(z.string().min(2)).optional(),
  benchmarks: z.array(benchmarkResultSchema).optional(),
};

export type SeedCpu = SeedFields & { aliases?: string[]; benchmarks?: SeedBenchmark[] };

export const seedCpuSchema = withConsistencyChecks(
  z.strictObject({ ...seedFieldShape, ...seedOnlyFields }) as z.ZodType,
  "seed",
) as unknown as z.ZodType<SeedCpu>;

export const seedFileSchema = z.strictObject({
  defaults: z.strictObject(seedFieldShape).partial().omit({ name: true }),
  cpus: z.array(z.record(z.string(), z.unknown())).min(1),
});
