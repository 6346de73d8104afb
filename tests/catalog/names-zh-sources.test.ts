// Issue #23: a Chinese code name is shown only where it is established in vendor or press use.
// Every Chinese form the rules of catalogue/names-zh.ts show is tied here to its source in
// names-zh-sources.ts beside this test: a form added without a source fails, and so does a source
// left behind for a form that is no longer shown.
import { describe, expect, it } from "vitest";
import { SHOWN_CODENAME_FORMS, zhCodename, zhCodenameAliases } from "#catalogue/names-zh";
import {
  CODENAME_SUFFIX_ZH_SOURCES,
  CODENAME_ZH_SOURCES,
  ZH_SOURCE_HOSTS,
  type ZhFormSource,
} from "./names-zh-sources";
import { loadSeedCatalogue } from "../../db/seed";

const { cpus } = loadSeedCatalogue("data/cpus");

/** What is wrong with one source entry, or nothing. */
function problems(key: string, shown: string, source: ZhFormSource | undefined): string[] {
  if (!source) return [`${key} -> ${shown}: no source`];
  const out: string[] = [];
  if (source.zh !== shown) out.push(`${key}: shown as ${shown}, sourced as ${source.zh}`);
  const url = URL.canParse(source.url) ? new URL(source.url) : null;
  const host = url?.protocol === "https:" ? url.hostname : "";
  if (!ZH_SOURCE_HOSTS.has(host)) out.push(`${key}: ${source.url} is not a vendor or Chinese press page`);
  if (!source.quote.includes(source.zh)) out.push(`${key}: the quote does not show ${source.zh}`);
  return out;
}

describe("the sources of Chinese code names", () => {
  it("has a source for every Chinese code name shown", () => {
    const bases = Object.entries(SHOWN_CODENAME_FORMS.bases).flatMap(([en, zh]) =>
      problems(en, zh, CODENAME_ZH_SOURCES[en]),
    );
    expect(bases).toEqual([]);
  });

  it("has a source for every suffix word shown in Chinese", () => {
    const words = [...SHOWN_CODENAME_FORMS.suffixWords].flatMap((en) =>
      problems(en, CODENAME_SUFFIX_ZH_SOURCES[en]?.zh ?? "?", CODENAME_SUFFIX_ZH_SOURCES[en]),
    );
    expect(words).toEqual([]);
  });

  it("has no source for a form that is not shown", () => {
    const stale = [
      ...Object.keys(CODENAME_ZH_SOURCES).filter((en) => !(en in SHOWN_CODENAME_FORMS.bases)),
      ...Object.keys(CODENAME_SUFFIX_ZH_SOURCES).filter((en) => !SHOWN_CODENAME_FORMS.suffixWords.has(en)),
    ];
    expect(stale).toEqual([]);
  });

  it("fails a form without a source", () => {
    expect(problems("Raptor Lake", "猛禽湖", undefined)).toEqual(["Raptor Lake -> 猛禽湖: no source"]);
    expect(
      problems("Raptor Lake", "猛禽湖", { zh: "猛禽湖", url: "https://www.example.com/a", quote: "猛禽湖" }),
    ).toEqual(["Raptor Lake: https://www.example.com/a is not a vendor or Chinese press page"]);
  });

  it("shows in the seed only Chinese code names with a source", () => {
    const sourced = new Set(Object.values(CODENAME_ZH_SOURCES).map((s) => s.zh));
    const unsourced = cpus
      .map((c) => zhCodename(c.codename))
      .filter((zh) => /\p{Script=Han}/u.test(zh))
      .filter((zh) => ![...sourced].some((form) => zh.startsWith(form)));
    expect([...new Set(unsourced)]).toEqual([]);
  });

  it("keeps the forms no longer shown searchable", () => {
    expect(zhCodename("Raptor Lake")).toBe("Raptor Lake");
    expect(zhCodenameAliases("Raptor Lake")).toContain("猛禽湖");
    expect(zhCodenameAliases("Lunar Lake")).toContain("月亮湖");
  });
});
