// Search suggestions: the library's ranking (exact model first), the first few matches.
import { refKey } from "./compare/compare-ids";
import { listLibrary } from "./library/list.server";
import { emptyLibraryQuery } from "./library/query-model";
import type { CpuSuggestion } from "./suggestion";

export function suggestCpus(q: string, limit: number): CpuSuggestion[] {
  if (q.trim() === "") return [];
  const { items } = listLibrary({ ...emptyLibraryQuery(), q: q.trim() }, { clampPage: false });
  return items.slice(0, limit).map((c) => ({
    ref: refKey(c),
    vendor: c.vendor,
    id: c.id,
    name: c.name,
    nameZh: c.nameZh,
    segment: c.segment,
    year: c.launchDate ? Number(c.launchDate.slice(0, 4)) : null,
    cores: c.cores,
    threads: c.threads,
  }));
}
