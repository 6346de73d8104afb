// The authored platform files, parsed and cross-checked once at module load: a broken file
// fails the build and the unit tests, never a page.
import amdFile from "../../../data/platforms/amd.json";
import intelFile from "../../../data/platforms/intel.json";
import type { Vendor } from "#catalogue/fields/value-lists";
import { platformFileSchema, type PlatformData } from "./schema";

export type Platform = PlatformData & { vendor: Vendor };

/** Parses the files and checks what zod cannot: unique slugs, and chipsets naming only their platform's generations. */
export function parsePlatformFiles(files: readonly unknown[]): Platform[] {
  const platforms = files.flatMap((raw) => {
    const file = platformFileSchema.parse(raw);
    return file.platforms.map((p) => ({ ...p, vendor: file.vendor }));
  });
  const problems = platforms.flatMap(platformProblems);
  const slugs = platforms.map((p) => p.slug);
  for (const s of new Set(slugs))
    if (slugs.indexOf(s) !== slugs.lastIndexOf(s)) problems.push(`platform slug ${s} is used twice`);
  if (problems.length > 0) throw new Error(`data/platforms: ${problems.join("; ")}`);
  return platforms;
}

function platformProblems(p: PlatformData): string[] {
  const problems: string[] = [];
  const ids = new Set(p.generations.map((g) => g.id));
  if (ids.size !== p.generations.length) problems.push(`${p.slug}: a generation id is used twice`);
  if (new Set(p.chipsets.map((c) => c.slug)).size !== p.chipsets.length)
    problems.push(`${p.slug}: a chipset slug is used twice`);
  for (const c of p.chipsets) {
    const afterUpdate = (c.biosUpdate ?? []).flatMap((b) => b.generations);
    const byBoardMakers = (c.boardMakerSupport ?? []).flatMap((b) => b.generations);
    const named = [...c.supports, ...afterUpdate, ...byBoardMakers];
    for (const g of named) if (!ids.has(g)) problems.push(`${p.slug}/${c.slug}: unknown generation ${g}`);
    if (new Set(named).size !== named.length) problems.push(`${p.slug}/${c.slug}: a generation is listed twice`);
  }
  return problems;
}

export const PLATFORMS: readonly Platform[] = parsePlatformFiles([amdFile, intelFile]);

export function platformBySlug(slug: string, platforms: readonly Platform[] = PLATFORMS): Platform | null {
  return platforms.find((p) => p.slug === slug) ?? null;
}
