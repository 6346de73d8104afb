// What a source row becomes before it touches the database: a validated spec record (the
// catalogue fields it carries) or a benchmark record (scores for one named model).
import { z } from "zod";
import { BENCHMARK_TESTS, MEMORY_TYPES, SEGMENTS, STATUSES, VENDORS, launchDateSchema } from "../../app/catalog/seed-schema";

const positiveInt = z.number().int().positive();
const positive = z.number().positive();

/** Every catalogue field an import may set; all optional, checked for consistency. */
export const specFieldsSchema = z
  .strictObject({
    family: z.string().min(2),
    series: z.string().min(1),
    segment: z.enum(SEGMENTS),
    codename: z.string().min(2),
    microarchitecture: z.string().min(2),
    process: z.string().min(2),
    socket: z.string().min(2),
    launchDate: launchDateSchema,
    launchPriceUsd: positive.max(100_000),
    status: z.enum(STATUSES),
    cores: positiveInt.max(1024),
    threads: positiveInt.max(2048),
    pCores: positiveInt,
    eCores: positiveInt,
    lpeCores: positiveInt,
    baseClockMhz: positiveInt.max(10_000),
    boostClockMhz: positiveInt.max(10_000),
    eCoreBaseClockMhz: positiveInt.max(10_000),
    eCoreBoostClockMhz: positiveInt.max(10_000),
    l1Kib: positiveInt,
    l2Kib: positiveInt,
    l3Kib: positiveInt,
    tdpW: positive.max(2000),
    basePowerW: positive.max(2000),
    maxTurboPowerW: positive.max(2000),
    ctdpMinW: positive.max(2000),
    ctdpMaxW: positive.max(2000),
    memoryTypes: z.array(z.enum(MEMORY_TYPES)).min(1),
    memoryMaxSpeedMts: positiveInt.max(20_000),
    memoryChannels: positiveInt.max(24),
    memoryMaxGb: positiveInt,
    ecc: z.boolean(),
    pcieVersion: z.string().regex(/^[1-7]\.0$/),
    pcieLanes: positiveInt.max(512),
    gpuName: z.string().min(2),
    gpuCores: positiveInt,
    gpuClockMhz: positiveInt.max(10_000),
    npuTops: positive,
    unlocked: z.boolean(),
    instructionSets: z.array(z.string().min(2)),
    features: z.array(z.string().min(2)),
    dieSizeMm2: positive,
    transistorsMillions: positive,
    tjmaxC: positiveInt.max(150),
    sourceUrl: z.url(),
  })
  .partial()
  .refine((c) => c.cores === undefined || c.threads === undefined || c.threads >= c.cores, {
    message: "threads must be >= cores",
    path: ["threads"],
  })
  .refine((c) => c.pCores === undefined || c.cores === undefined || c.pCores + (c.eCores ?? 0) + (c.lpeCores ?? 0) === c.cores, {
    message: "P + E + LP-E cores must equal cores",
    path: ["pCores"],
  });

export type SpecFields = z.infer<typeof specFieldsSchema>;
export type SpecField = keyof SpecFields;

/** Fields a processor must have before an import may add it to the catalogue. */
export const LISTING_FIELDS = ["family", "series", "segment", "cores", "threads"] as const satisfies ReadonlyArray<SpecField>;

export type SpecRecord = { kind: "spec"; row: number; vendor: (typeof VENDORS)[number]; name: string; fields: SpecFields };

export const benchmarkResultSchema = z.strictObject({
  test: z.enum(BENCHMARK_TESTS),
  score: positive.max(10_000_000),
  samples: positiveInt.optional(),
  source: z.string().min(2),
  sourceUrl: z.url().optional(),
  date: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])(-\d\d)?$/),
  kind: z.enum(["measured", "estimated"]),
});
export type BenchmarkResult = z.infer<typeof benchmarkResultSchema>;

export type BenchmarkRecord = {
  kind: "benchmark";
  row: number;
  vendor: (typeof VENDORS)[number];
  name: string;
  results: BenchmarkResult[];
};

/** A problem with one row (or with the whole file, row 0): the import fails. */
export type RowProblem = { file: string; row: number; field: string; reason: string };
/** A valid row that is out of scope (another vendor, no matching processor ...): counted, not imported. */
export type SkippedRow = { row: number; reason: string };
