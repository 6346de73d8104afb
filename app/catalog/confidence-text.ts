// A low-confidence figure's caveat in words ("low confidence: 6 results"), short enough to sit
// visibly beside the figure or comparison on a phone (a hover tooltip cannot be read there).
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import type { LowConfidence } from "./benchmark-confidence";

export function lowConfidenceText(reason: LowConfidence, samples: number | null, t: Messages): string {
  return fill(t.benchmark.lowConfidenceNote[reason], { count: samples ?? "?" });
}
