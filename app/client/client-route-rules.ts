// The route rules client navigations apply (route-rules-middleware.ts, on every page), once
// build-meta.ts has loaded them with the runtime after hydration: only the holder is here, so
// the page's first-load scripts do not carry the meta file's fetching.
import type { evaluateRouteRules, MatchingRule } from "../routing/evaluate-route-rules";

export type ClientRouteRules = { rules: MatchingRule[]; evaluate: typeof evaluateRouteRules };

let loaded: ClientRouteRules | undefined;

/** The meta file's route rules and their evaluation, or undefined while they have not loaded. */
export function clientRouteRules(): ClientRouteRules | undefined {
  return loaded;
}

export function setClientRouteRules(rules: ClientRouteRules): void {
  loaded = rules;
}
