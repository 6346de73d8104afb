// The words of a standing ("#248 of 678 desktop processors on Geekbench 6 multi-core, faster
// than 63%") and of a low-confidence caveat ("low confidence: 6 results"), written by the
// server in the page's language so the detail, compare and head-to-head bundles do not grow
// (their first-load JS is held, tests/http/first-load-js.test.ts). The caveat sits visibly
// beside a figure or comparison: a hover tooltip cannot be read on a phone.
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import { fill } from "../i18n/messages";
import { zh } from "../i18n/zh";
import { en } from "../i18n/en";
import type { LowConfidence } from "#catalogue/benchmark-confidence";
import type { CpuDetail } from "#catalogue/types";
import { refKey } from "../catalog/cpu-ref";
import type { LadderEntry } from "../catalog/ladder/rank-ladder";
import type { VerdictPart } from "../catalog/compare/verdict";
import type { Standing } from "../catalog/ranks/standing";
import type { CompareCaveats } from "./compare-table";
import type { WordedVerdictPart } from "./verdict-text.server";

const zhTexts = {
  lowConfidence: { "few-results": "低置信度：仅 {count} 个结果", "not-scaling": "低置信度：多核分数未随核心数增长" },
  standing: "在 {total} 款{segment}处理器中排第 {rank} 名（{test}），快于 {percent}%",
  open: "在天梯图中查看",
  segment: { desktop: "台式机", laptop: "笔记本", workstation: "工作站", server: "服务器", embedded: "嵌入式" },
  verdictCaveat: "（{name} 的成绩为{note}）",
};

const enTexts = {
  lowConfidence: {
    "few-results": "low confidence: {count} results",
    "not-scaling": "low confidence: multi-core does not grow with cores",
  },
  standing: "#{rank} of {total} {segment} processors on {test}, faster than {percent}%",
  open: "See it on the ladder",
  segment: { desktop: "desktop", laptop: "laptop", workstation: "workstation", server: "server", embedded: "embedded" },
  verdictCaveat: " ({name}'s figure is {note})",
} satisfies typeof zhTexts;

const TEXTS = { zh: zhTexts, en: enTexts };
const TEST_NAMES = { zh: zh.benchmark.test, en: en.benchmark.test };

export function lowConfidenceNote(reason: LowConfidence, samples: number | null, locale: Locale): string {
  return fill(TEXTS[locale].lowConfidence[reason], { count: samples ?? "?" });
}

/** A low-confidence figure named in a head-to-head verdict's sentence. */
export function verdictCaveat(name: string, reason: LowConfidence, samples: number | null, locale: Locale): string {
  return fill(TEXTS[locale].verdictCaveat, { name, note: lowConfidenceNote(reason, samples, locale) });
}

/** A verdict's low-confidence caveats in words (`names`: the two processors as the page names them). */
export function verdictWithNotes(
  verdict: readonly VerdictPart[],
  names: readonly string[],
  locale: Locale,
): WordedVerdictPart[] {
  return verdict.map((part) =>
    part.kind === "test"
      ? { ...part, notes: part.caveats.map((c) => verdictCaveat(names[c.side]!, c.reason, c.samples, locale)) }
      : part,
  );
}

/** The low-confidence caveat of each compared processor's figures, by test: the compare table writes it beside the figure. */
export function compareCaveats(cpus: readonly CpuDetail[], locale: Locale): CompareCaveats {
  return cpus.map((c) =>
    Object.fromEntries(
      c.benchmarks.flatMap((f) =>
        f.lowConfidence ? [[f.test, lowConfidenceNote(f.lowConfidence, f.samples, locale)]] : [],
      ),
    ),
  );
}

/** Each low-confidence row's caveat ("low confidence: 6 results"), by "vendor/id". */
export function ladderCaveats(rows: readonly LadderEntry[], locale: Locale): Record<string, string> {
  return Object.fromEntries(
    rows.flatMap((e) => (e.lowConfidence ? [[refKey(e), lowConfidenceNote(e.lowConfidence, e.samples, locale)]] : [])),
  );
}

/** A standing as the page shows it: the sentence, the caveat of its figure, the link to the ladder. */
export type StandingView = { rank: number; line: string; caveat: string | null; href: string; open: string };

export function standingView(s: Standing, locale: Locale): StandingView {
  const texts = TEXTS[locale];
  return {
    rank: s.rank,
    line: fill(texts.standing, {
      rank: s.rank,
      total: s.total,
      segment: texts.segment[s.segment],
      test: TEST_NAMES[locale][s.test],
      percent: s.fasterThan,
    }),
    caveat: s.lowConfidence ? lowConfidenceNote(s.lowConfidence, s.samples, locale) : null,
    href: `${pageHref("home", locale)}${s.ladderSearch}#ladder-focus`,
    open: texts.open,
  };
}
