// Where an answer came from, noted by the pipeline and read by the access log and the metrics
// once the answer is done: from the answer cache (hit), a file of the build read for this
// request (static, prerendered), or React Router (miss).
import type { ServerResponse } from "node:http";

export type CacheOutcome = "hit" | "static" | "prerendered" | "miss";

const outcomes = new WeakMap<ServerResponse, CacheOutcome>();

export function noteCache(res: ServerResponse, outcome: CacheOutcome): void {
  outcomes.set(res, outcome);
}

export function cacheOutcomeOf(res: ServerResponse): CacheOutcome | null {
  return outcomes.get(res) ?? null;
}
