import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { datesText, footerSourcesText, processorsText, suiteText } from "./coverage-wording";

const geekbench = {
  suite: "geekbench6",
  processors: 1749,
  sources: ["Geekbench Browser (Primate Labs)"],
  dates: { from: "2026-04-24", to: "2026-04-24" },
} as const;
const passmark = {
  suite: "passmark",
  processors: 282,
  sources: ["PassMark CPU Benchmarks"],
  dates: { from: "2022-06", to: "2023-02" },
} as const;
const cinebench = {
  suite: "cinebench-r23",
  processors: 1,
  sources: ["Review A", "Review B"],
  dates: { from: "2023-01", to: "2024-01" },
} as const;

describe("coverage wording", () => {
  it("words a suite with its source, count and dates, from the data", () => {
    expect(suiteText({ ...geekbench, sources: [...geekbench.sources] }, "en", en)).toBe(
      "Geekbench 6 from Geekbench Browser (Primate Labs): 1,749 processors, as of April 24, 2026",
    );
    expect(suiteText({ ...passmark, sources: [...passmark.sources] }, "zh", zh)).toBe(
      "PassMark（PassMark CPU Benchmarks）282 款处理器，2022年6月至2023年2月",
    );
    expect(suiteText({ ...cinebench, sources: [...cinebench.sources] }, "en", en)).toBe(
      "Cinebench R23 from 2 reviews: 1 processor, January 2023 – January 2024",
    );
  });

  it("says one date as 'as of', a span from–to, and counts one processor in the singular", () => {
    expect(datesText({ from: "2022-06", to: "2022-06" }, "en", en)).toBe("as of June 2022");
    expect(datesText({ from: "2022-06", to: "2023-02" }, "en", en)).toBe("June 2022 – February 2023");
    expect(processorsText(1, "en", en)).toBe("1 processor");
    expect(processorsText(3113, "zh", zh)).toBe("3,113 款处理器");
  });

  it("the footer line names the specification sources and every suite the catalogue holds, and no other", () => {
    const line = footerSourcesText(
      { processors: 3113, suites: [{ ...geekbench, sources: [...geekbench.sources] }] },
      "en",
      en,
    );
    expect(line).toBe(
      "Specifications from AMD's and Intel's own pages. Benchmarks: Geekbench 6 from Geekbench Browser (Primate Labs): 1,749 processors, as of April 24, 2026.",
    );
    expect(line).not.toMatch(/PassMark|Cinebench/);
    expect(footerSourcesText({ processors: 1, suites: [] }, "zh", zh)).toBe(zh.footer.sourcesUnknown);
  });
});
