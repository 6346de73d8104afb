// Search suggestions: the library's ranking (exact model first), the first few matches. The
// query is still being typed, so a model number matches what it begins ("760" offers the
// 7600); typos are forgiven as in the library (search-spelling.ts).
import { refKey } from "./compare/compare-ids";
import { listLibrary } from "./library/list.server";
import { emptyLibraryQuery } from "./library/query-model";
import type { SearchSpelling } from "./library/types";
import type { CpuSuggestion } from "./suggestion";

export type Suggestions = { items: CpuSuggestion[] } & SearchSpelling;

export function suggestCpus(q: string, limit: number): Suggestions {
  if (q.trim() === "") return { items: [], searchedFor: null, didYouMean: null };
  const { items, spelling } = listLibrary({ ...emptyLibraryQuery(), q: q.trim() }, { clampPage: false, typing: true });
  return {
    items: items.slice(0, limit).map((c) => ({
      ref: refKey(c),
      vendor: c.vendor,
      id: c.id,
      name: c.name,
      nameZh: c.nameZh,
      segment: c.segment,
      year: c.launchDate ? Number(c.launchDate.slice(0, 4)) : null,
      cores: c.cores,
      threads: c.threads,
    })),
    ...spelling,
  };
}
