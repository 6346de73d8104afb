// Issue 30's consistency test over the real seed catalogue, no build needed: every prerendered
// head-to-head pair, the compare views of the examples, and the ladder's value views.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCompareGroups } from "../../../app/pages/compare-rows.server";
import { pairPage, popularPairSlugs } from "../../../app/catalog/compare/pairs.server";
import { ladderData } from "../../../app/catalog/ladder.server";
import { en } from "../../../app/i18n/en";
import { readCpu } from "#catalogue/statements.server";
import { getCatalogue, reloadCatalogue } from "#catalogue/connection.server";
import { SEGMENTS, VENDORS } from "#catalogue/fields/value-lists";
import type { CpuDetail } from "#catalogue/types";
import { brokenRules, seedCatalogueDb, tally, valueEligible, type Rule } from "./consistency-check";

let db: ReturnType<typeof seedCatalogueDb>;
beforeAll(() => {
  db = seedCatalogueDb();
  vi.stubEnv("CATALOGUE_DB", db.path);
  reloadCatalogue();
});
afterAll(() => {
  vi.unstubAllEnvs();
  reloadCatalogue();
  db.remove();
});

const cpu = (key: string): CpuDetail => {
  const [vendor, id] = key.split("/") as ["amd" | "intel", string];
  const found = readCpu(getCatalogue(), vendor, id);
  if (!found) throw new Error(`no processor ${key}`);
  return found;
};
const rowsOf = (cpus: readonly CpuDetail[]) =>
  buildCompareGroups(
    cpus,
    cpus.map(() => ({})),
    "en",
    en,
  ).flatMap((g) => g.rows);

const EXAMPLES = [
  ["intel/core-i5-12400", "intel/core-ultra-5-245k"],
  ["intel/core-ultra-7-255h", "amd/ryzen-ai-9-hx-370"],
  ["intel/xeon-e5-2680-v4", "intel/core-i7-6950x", "amd/ryzen-7-1700"],
  ["intel/core-i5-14600t", "intel/core-i5-14600k", "amd/ryzen-5-7600", "amd/ryzen-5-7600x"],
];

describe("judgements are consistent on every page that shows them", () => {
  it("over every prerendered head-to-head pair and the compare views of the issue's examples", () => {
    const slugs = popularPairSlugs();
    expect(slugs.length).toBeGreaterThan(250);
    const results = slugs.map((slug) => {
      const page = pairPage(slug);
      if (page.kind !== "ok") throw new Error(`${slug}: ${page.kind}`);
      const { cpus, verdict } = page.value;
      return brokenRules(cpus, rowsOf(cpus), verdict);
    });
    const examples = EXAMPLES.map((keys) => {
      const cpus = keys.map(cpu);
      return brokenRules(cpus, rowsOf(cpus), null);
    });
    const counts = { pairs: tally(results), examples: tally(examples) };
    console.log(`consistency over ${slugs.length} pairs and ${EXAMPLES.length} compare views:`, counts);
    const zero = Object.fromEntries(Object.keys(counts.pairs).map((r) => [r, 0])) as Record<Rule, number>;
    expect(counts).toEqual({ pairs: zero, examples: zero });
  });

  it("the ladder's per-dollar view ranks only processors the value rule admits; the per-watt view ranks on power under load", async () => {
    const broken = { perDollar: 0, perWattNominal: 0, views: 0, perDollarViews: 0, perWattViews: 0 };
    for (const segment of SEGMENTS) {
      for (const vendor of ["all", ...VENDORS]) {
        for (const view of ["price", "power"] as const) {
          const params = new URLSearchParams({ segment, vendor, view, n: "300" });
          const first = await ladderData(params);
          const pages = Math.ceil(first.result.total / 300);
          broken.views++;
          const before = broken.perDollar + broken.perWattNominal;
          for (let p = 0; p < pages; p++) {
            params.set("from", String(p * 300 + 1));
            const { result } = p === 0 ? first : await ladderData(params);
            for (const row of result.shown) {
              if (view === "price" && !valueEligible(cpu(`${row.vendor}/${row.id}`), row.date)) broken.perDollar++;
              if (view === "power" && row.power?.basis !== "pl2" && row.power?.basis !== "ppt") broken.perWattNominal++;
            }
          }
          if (broken.perDollar + broken.perWattNominal > before)
            broken[view === "price" ? "perDollarViews" : "perWattViews"]++;
        }
      }
    }
    console.log("ladder rows breaking a rule (default views):", broken);
    expect({ perDollar: broken.perDollar, perWattNominal: broken.perWattNominal }).toEqual({
      perDollar: 0,
      perWattNominal: 0,
    });
  });
});
