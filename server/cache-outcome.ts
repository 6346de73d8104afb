// Where an answer came from, noted by the pipeline and read by the access log and the metrics
// once the answer is done: from the answer cache (hit), a file of the build read for this
// request (static, prerendered), or React Router (miss).
import type { ServerResponse } from "node:http";

export type CacheOutcome = "hit" | "static" | "prerendered" | "miss";

// On the response under a symbol of this module, not in a WeakMap (see request-id.ts).
const OUTCOME = Symbol("cache outcome");
type WithOutcome = ServerResponse & { [OUTCOME]?: CacheOutcome };

export function noteCache(res: ServerResponse, outcome: CacheOutcome): void {
  (res as WithOutcome)[OUTCOME] = outcome;
}

export function cacheOutcomeOf(res: ServerResponse): CacheOutcome | null {
  return (res as WithOutcome)[OUTCOME] ?? null;
}
