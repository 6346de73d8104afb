// The ladder image's query: the ladder's own parameters (ladder-state.ts) and `n`, the number
// of places (up to IMAGE_MAX_ROWS, or "all": the full list up to that bound). Unlike the page,
// strict: an unknown or bad parameter is named and refused, so a picture is always what was asked.
import { parseLadderParams } from "../catalog/ladder/ladder-state";

/** The most places one picture holds (the full desktop ladder is some 570). */
export const IMAGE_MAX_ROWS = 1000;
const LADDER_PARAMS = new Set([
  "test",
  "segment",
  "vendor",
  "view",
  "basis",
  "ref",
  "n",
  "from",
  "at",
  "estimates",
  "lowConfidence",
]);

export type ImageParamProblem = { param: string; value: string; message: string };
export type LadderImageParams =
  { ok: true; ladderParams: URLSearchParams; rows: number } | { ok: false; problems: ImageParamProblem[] };

export function parseLadderImageParams(params: URLSearchParams): LadderImageParams {
  const problems: ImageParamProblem[] = [];
  for (const name of new Set(params.keys())) {
    if (!LADDER_PARAMS.has(name))
      problems.push({ param: name, value: params.get(name) ?? "", message: "unknown parameter" });
  }
  const ladderParams = new URLSearchParams([...params].filter(([name]) => LADDER_PARAMS.has(name) && name !== "n"));
  let rows = 30;
  const n = params.getAll("n");
  if (n.length > 0) {
    const value = n[0]!.trim();
    const count = /^\d{1,4}$/.test(value) ? Number(value) : value === "all" ? IMAGE_MAX_ROWS : NaN;
    if (n.length > 1 || !(count >= 1 && count <= IMAGE_MAX_ROWS))
      problems.push({
        param: "n",
        value: n.join(","),
        message: `a number of places from 1 to ${IMAGE_MAX_ROWS}, or "all"`,
      });
    else rows = count;
  }
  for (const { param, value } of parseLadderParams(ladderParams).ignored)
    problems.push({ param, value, message: "not a value the ladder takes" });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, ladderParams, rows };
}
