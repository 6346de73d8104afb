// Counts the in-memory indexes built in this process, by kind, for the metrics: after the
// warm-up, a visitor's request should never be the one that builds one.
import type { IndexKind } from "#common/server-api";

const builds: Record<IndexKind, number> = { library: 0, search: 0, detail: 0, platform: 0 };

export function countIndexBuild(kind: IndexKind): void {
  builds[kind] += 1;
}

export function indexBuilds(): Readonly<Record<IndexKind, number>> {
  return { ...builds };
}
