// The low-confidence caveat of each compared processor's figures, in the page's words, by
// test: the compare table writes it beside the figure (compare-rows.ts).
import type { Locale } from "#common/locale";
import { lowConfidenceNote } from "../caveat-text.server";
import type { CpuDetail } from "#catalogue/types";
import type { CompareCaveats } from "./compare-rows";

export function compareCaveats(cpus: readonly CpuDetail[], locale: Locale): CompareCaveats {
  return cpus.map((c) =>
    Object.fromEntries(
      c.benchmarks.flatMap((f) =>
        f.lowConfidence ? [[f.test, lowConfidenceNote(f.lowConfidence, f.samples, locale)]] : [],
      ),
    ),
  );
}
