// Search suggestions: the library's ranking (exact model first), the first few matches. The
// query is still being typed, so a model number matches what it begins ("760" offers the
// 7600); typos are forgiven as in the library (search-spelling.ts).
import { launchYear } from "#catalogue/launch-date-order";
import { refKey } from "./cpu-ref";
import { listLibrary } from "./library/list.server";
import { emptyLibraryQuery } from "./library/library-fields";
import type { LibraryItem, SearchSpelling } from "./library/types";
import type { CpuSuggestion } from "./suggestion";

/** `exact`: the ref of the one processor the query names exactly ("i7 14700k"), if any. */
export type Suggestions = { items: CpuSuggestion[]; exact: string | null } & SearchSpelling;

function toSuggestion(c: LibraryItem): CpuSuggestion {
  return {
    ref: refKey(c),
    vendor: c.vendor,
    id: c.id,
    name: c.name,
    nameZh: c.nameZh,
    segment: c.segment,
    year: launchYear(c.launchDate),
    cores: c.cores,
    threads: c.threads,
  };
}

export function suggestCpus(q: string, limit: number): Suggestions {
  if (q.trim() === "") return { items: [], exact: null, searchedFor: null, didYouMean: null };
  const { items, spelling, exact } = listLibrary(
    { ...emptyLibraryQuery(), q: q.trim() },
    { clampPage: false, typing: true },
  );
  return { items: items.slice(0, limit).map(toSuggestion), exact: exact ? refKey(exact) : null, ...spelling };
}
