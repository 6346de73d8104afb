// The shape of the authored seed catalogue in data/cpus/**.json. Each file holds one
// series: `defaults` are merged under every entry of `cpus`, so shared facts (socket,
// process, memory, code name) are written once. Units are normalised: MHz, KiB, W, USD.
import { z } from "zod";
import { PCIE_VERSIONS } from "./value-lists";

export const VENDORS = ["amd", "intel"] as const;
export const SEGMENTS = ["desktop", "laptop", "workstation", "server", "embedded"] as const;
const FAMILIES = [
  "Ryzen",
  "Ryzen Threadripper",
  "EPYC",
  "Athlon",
  "Core",
  "Core Ultra",
  "Xeon",
  "Pentium",
  "Celeron",
  "Intel Processor",
  "Atom",
  "Core 2",
  "FX",
  "A-Series",
  "Phenom",
] as const;
export const STATUSES = ["launched", "discontinued", "announced"] as const;
export const MEMORY_TYPES = [
  "DDR",
  "DDR2",
  "LPDDR2",
  "DDR3",
  "DDR3L",
  "LPDDR3",
  "DDR4",
  "LPDDR4",
  "LPDDR4x",
  "DDR5",
  "LPDDR5",
  "LPDDR5x",
  "MRDIMM",
] as const;
export const BENCHMARK_TESTS = [
  "geekbench6-single",
  "geekbench6-multi",
  "cinebench-r23-single",
  "cinebench-r23-multi",
  "passmark",
  "passmark-single",
] as const;

/** "2023-04-06", "2023-04" or "2023-Q2": vendors publish launch dates at all three precisions. */
export const launchDateSchema = z
  .string()
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$|^(19|20)\d\d-Q[1-4]$/);

const positiveInt = z.number().int().positive();
const positive = z.number().positive();

const seedBenchmarkSchema = z.strictObject({
  test: z.enum(BENCHMARK_TESTS),
  score: positive,
  samples: positiveInt.optional(),
  source: z.string().min(2),
  sourceUrl: z.url().optional(),
  /** When the figure was published or retrieved: YYYY-MM-DD or YYYY-MM. */
  date: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])(-\d\d)?$/),
  kind: z.enum(["measured", "estimated"]),
});

const seedCpuFields = {
  vendor: z.enum(VENDORS),
  /** English model name without the vendor: "Ryzen 7 7800X3D", "Core i9-14900K". */
  name: z.string().min(3).max(80),
  family: z.enum(FAMILIES),
  /** Marketing series: "Ryzen 7000", "Core 14th Gen", "Core Ultra Series 2", "EPYC 9004". */
  series: z.string().min(2),
  segment: z.enum(SEGMENTS),
  codename: z.string().min(2),
  microarchitecture: z.string().min(2),
  process: z.string().min(2),
  socket: z.string().min(2),
  launchDate: launchDateSchema,
  launchPriceUsd: positive.optional(),
  status: z.enum(STATUSES),
  cores: positiveInt,
  threads: positiveInt,
  pCores: positiveInt.optional(),
  eCores: positiveInt.optional(),
  lpeCores: positiveInt.optional(),
  /** Absent where the vendor publishes none (Intel N100, N200, N97, N50, i3-N305, i3-N300). */
  baseClockMhz: positiveInt.optional(),
  boostClockMhz: positiveInt.optional(),
  eCoreBaseClockMhz: positiveInt.optional(),
  eCoreBoostClockMhz: positiveInt.optional(),
  l1Kib: positiveInt.optional(),
  l2Kib: positiveInt.optional(),
  l3Kib: positiveInt.optional(),
  tdpW: positive,
  basePowerW: positive.optional(),
  maxTurboPowerW: positive.optional(),
  ctdpMinW: positive.optional(),
  ctdpMaxW: positive.optional(),
  memoryTypes: z.array(z.enum(MEMORY_TYPES)).min(1),
  memoryMaxSpeedMts: positiveInt.optional(),
  memoryChannels: positiveInt.optional(),
  memoryMaxGb: positiveInt.optional(),
  ecc: z.boolean().optional(),
  pcieVersion: z.enum(PCIE_VERSIONS).optional(),
  pcieLanes: positiveInt.optional(),
  gpuName: z.string().min(2).optional(),
  gpuCores: positiveInt.optional(),
  gpuClockMhz: positiveInt.optional(),
  npuTops: positive.optional(),
  unlocked: z.boolean(),
  instructionSets: z.array(z.string().min(2)).optional(),
  features: z.array(z.string().min(2)).optional(),
  dieSizeMm2: positive.optional(),
  transistorsMillions: positive.optional(),
  tjmaxC: positiveInt.optional(),
  sourceUrl: z.url(),
  /** Slug ids (same vendor) of the model this one replaced / was replaced by. */
  predecessor: z.string().optional(),
  successor: z.string().optional(),
  /** Extra search forms beyond the derived ones ("5800x3d", "r7 5800x3d" are derived). */
  aliases: z.array(z.string().min(2)).optional(),
  benchmarks: z.array(seedBenchmarkSchema).optional(),
};

export const seedCpuSchema = z
  .strictObject(seedCpuFields)
  .refine((c) => c.threads >= c.cores, { message: "threads must be >= cores", path: ["threads"] })
  .refine((c) => c.boostClockMhz === undefined || c.baseClockMhz === undefined || c.boostClockMhz >= c.baseClockMhz, {
    message: "boost clock must be >= base clock",
    path: ["boostClockMhz"],
  })
  .refine(
    (c) => c.pCores === undefined || c.pCores + (c.eCores ?? 0) + (c.lpeCores ?? 0) === c.cores,
    { message: "P + E + LP-E cores must equal cores", path: ["pCores"] },
  );

export const seedFileSchema = z.strictObject({
  defaults: z.strictObject(seedCpuFields).partial().omit({ name: true, benchmarks: true }),
  cpus: z.array(z.record(z.string(), z.unknown())).min(1),
});

export type SeedCpu = z.infer<typeof seedCpuSchema>;
export type SeedBenchmark = z.infer<typeof seedBenchmarkSchema>;
export type Vendor = (typeof VENDORS)[number];
export type Segment = (typeof SEGMENTS)[number];
export type BenchmarkTest = (typeof BENCHMARK_TESTS)[number];
