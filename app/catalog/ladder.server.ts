// The home page's ladder: the processors of the chosen test, segment and vendor, ranked.
import { parseLadderParams, type IgnoredParam, type LadderState } from "./ladder/ladder-state";
import { rankLadder, type LadderResult } from "./ladder/rank-ladder";
import { ladderEntries } from "./queries.server";
import "../charts/server-renderer.server";

export type LadderData = { state: LadderState; ignored: IgnoredParam[]; result: LadderResult };

export async function ladderData(params: URLSearchParams): Promise<LadderData> {
  const { state, ignored } = parseLadderParams(params);
  const result = rankLadder(await ladderEntries(state.test, state.segment, state.vendor), state);
  return { state, ignored, result };
}
