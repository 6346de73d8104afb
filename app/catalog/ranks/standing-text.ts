// A standing in words: "#248 of 678 desktop processors on Geekbench 6 multi-core, faster than
// 63%", and the caveat of a low-confidence figure beside it.
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { lowConfidenceText } from "../confidence-text";
import type { Standing } from "./standing";

export function standingText(s: Standing, t: Messages): { line: string; caveat: string | null } {
  const line = fill(t.standing.line, { rank: s.rank, total: s.total, segment: t.standing.segment[s.segment], test: t.benchmark.test[s.test], percent: s.fasterThan });
  return { line, caveat: s.lowConfidence ? lowConfidenceText(s.lowConfidence, s.samples, t) : null };
}
