// The committed Geekbench 6 averages (data/benchmarks/geekbench6.json, derived from the
// MIT-licensed r59q/geekbench-cpu-specs snapshot) as seed benchmark figures.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { SeedBenchmark } from "#catalogue/seed-schema";

export const GEEKBENCH6_FILE = "data/benchmarks/geekbench6.json";

const figureSchema = z.strictObject({
  geekbenchId: z.number().int().positive(),
  name: z.string().min(3),
  samples: z.number().int().positive(),
  single: z.number().positive(),
  multi: z.number().positive(),
  /** Another model whose results Geekbench files under the same name. */
  includes: z.string().min(2).optional(),
});

/** An entry the rule (`reportedCountsDisagree`) leaves out: the counts Geekbench reports for it. */
const withheldSchema = z.strictObject({
  geekbenchId: z.number().int().positive(),
  name: z.string().min(3),
  samples: z.number().int().positive(),
  cores: z.number().int().positive().nullable(),
  threads: z.number().int().positive().nullable(),
});

const geekbench6FiguresSchema = z.strictObject({
  source: z.string().min(2),
  sourceUrl: z.url(),
  compilation: z.string().min(2),
  snapshot: z.string().regex(/^20\d\d-\d\d-\d\d$/),
  /** Keyed "vendor/id". */
  figures: z.record(z.string().regex(/^(amd|intel)\/[a-z0-9-]+$/), figureSchema),
  /** Seed processors whose entry is of another machine (a VM, SMT or cores off, several sockets), keyed "vendor/id". */
  withheld: z.record(z.string().regex(/^(amd|intel)\/[a-z0-9-]+$/), withheldSchema),
});

export type Geekbench6Figures = z.infer<typeof geekbench6FiguresSchema>;
export type Geekbench6Withheld = z.infer<typeof withheldSchema>;

export function readGeekbench6Figures(path: string): Geekbench6Figures {
  return geekbench6FiguresSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

/** The two seed benchmark figures (single- and multi-core) of one processor. */
export function geekbench6Benchmarks(file: Geekbench6Figures, key: string): SeedBenchmark[] {
  const f = file.figures[key];
  if (!f) return [];
  const common = {
    samples: f.samples,
    source: file.source,
    sourceUrl: file.sourceUrl,
    date: file.snapshot,
    kind: "measured" as const,
    ...(f.includes ? { includes: f.includes } : {}),
  };
  return [
    { test: "geekbench6-single", score: f.single, ...common },
    { test: "geekbench6-multi", score: f.multi, ...common },
  ];
}
