// Reads the authored seed catalogue (data/cpus/**.json): merges each file's defaults
// under its entries, validates every entry and derives its id; then adds the committed
// Geekbench 6 averages (data/benchmarks/geekbench6.json), the one place those figures live.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { seedCpuSchema, seedFileSchema, type SeedCpu } from "#catalogue/seed-schema";
import { isValidCpuId, slugifyModel } from "#catalogue/slug";
import { geekbench6Benchmarks, readGeekbench6Figures } from "./geekbench6-figures";

export type SeedEntry = SeedCpu & { id: string; file: string };
export type SeedProblem = { file: string; entry: string; problem: string };

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(".json"))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

export function loadSeedCatalogue(dir: string): { cpus: SeedEntry[]; problems: SeedProblem[] } {
  const cpus: SeedEntry[] = [];
  const problems: SeedProblem[] = [];
  const seen = new Map<string, string>();
  for (const path of listJsonFiles(dir)) {
    const file = relative(dir, path);
    const parsedFile = seedFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    if (!parsedFile.success) {
      problems.push({ file, entry: "(file)", problem: parsedFile.error.message });
      continue;
    }
    for (const raw of parsedFile.data.cpus) {
      const label = typeof raw.name === "string" ? raw.name : "(unnamed)";
      const parsed = seedCpuSchema.safeParse({ ...parsedFile.data.defaults, ...raw });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push({ file, entry: label, problem: `${issue.path.join(".")}: ${issue.message}` });
        }
        continue;
      }
      const id = slugifyModel(parsed.data.name);
      const key = `${parsed.data.vendor}/${id}`;
      if (!isValidCpuId(id)) problems.push({ file, entry: label, problem: `bad id ${id}` });
      const previous = seen.get(key);
      if (previous) problems.push({ file, entry: label, problem: `duplicate of ${key} in ${previous}` });
      seen.set(key, file);
      cpus.push({ ...parsed.data, id, file });
    }
  }
  addGeekbench6(join(dir, "../benchmarks/geekbench6.json"), cpus, problems);
  checkLinks(cpus, problems);
  return { cpus, problems };
}

function addGeekbench6(path: string, cpus: SeedEntry[], problems: SeedProblem[]): void {
  if (!existsSync(path)) return;
  const file = readGeekbench6Figures(path);
  const keys = new Set<string>();
  for (const cpu of cpus) {
    const key = `${cpu.vendor}/${cpu.id}`;
    keys.add(key);
    const figures = geekbench6Benchmarks(file, key);
    if (figures.length === 0) continue;
    if (cpu.benchmarks?.some((b) => b.test.startsWith("geekbench6-"))) {
      problems.push({
        file: cpu.file,
        entry: cpu.name,
        problem: "Geekbench 6 figures belong in data/benchmarks/geekbench6.json only",
      });
    }
    cpu.benchmarks = [...(cpu.benchmarks ?? []), ...figures];
  }
  for (const key of Object.keys(file.figures)) {
    if (!keys.has(key))
      problems.push({ file: "../benchmarks/geekbench6.json", entry: key, problem: "no such processor in the seed" });
  }
}

/** Predecessor and successor links name a processor of the same vendor that the seed holds. */
function checkLinks(cpus: readonly SeedEntry[], problems: SeedProblem[]): void {
  const keys = new Set(cpus.map((c) => `${c.vendor}/${c.id}`));
  for (const cpu of cpus) {
    for (const link of ["predecessor", "successor"] as const) {
      const id = cpu[link];
      if (id !== undefined && !keys.has(`${cpu.vendor}/${id}`)) {
        problems.push({ file: cpu.file, entry: cpu.name, problem: `${link} ${id} is not in the catalogue` });
      }
    }
  }
}
