// One search suggestion, as /api/suggest returns it and the suggest box shows it.
import type { CpuRef, CpuSummary } from "#catalogue/types";

export type CpuSuggestion = CpuRef &
  Pick<CpuSummary, "name" | "nameZh" | "segment" | "cores" | "threads"> & { ref: string; year: number | null };

export const SUGGEST_LIMIT = 8;
export const SUGGEST_MAX_QUERY = 100;
