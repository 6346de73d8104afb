// The request pipeline: an ordered list of stages (server/app.ts lists them), each a file with
// one job. A stage answers the request (through answer.ts) or calls `next(x)` to pass it on.
import type { CatalogueState, ServerApi } from "#common/server-api";
import type { Answer, AnswerTarget } from "./answer";

/** The answer for this request, and (when everyone may share it) the one to keep in the cache. */
export type Rendered = { answer: Answer; shared: Answer | null };
export type Renderer = (x: Exchange) => Promise<Rendered>;

/** One request on its way through the stages, and what the stages learnt about it so far. */
export type Exchange = AnswerTarget & {
  /** The application's side and its renderer (render.ts), from the server build serving this request. */
  api: ServerApi;
  render: Renderer;
  /** The decoded path and the raw query ("?a=b" or ""), set by the guard. */
  pathname: string;
  search: string;
  /** Headers that the path adds to any answer made for it: Vary on the locale, the route rules' headers. */
  pathHeaders: Array<[string, string]>;
  /** The catalogue as the answer cache found it (null before that stage). */
  catalogue: CatalogueState | null;
};

export type Next = (x: Exchange) => void;
export type Stage = (x: Exchange, next: Next) => void;

/** The stages as one handler: each one either answers or calls `next(x)`. Chained once, so a request allocates no closures. */
export function composeStages(stages: readonly Stage[]): Next {
  return stages.reduceRight<Next>(
    (next, stage) => (x) => stage(x, next),
    () => undefined,
  );
}
