import { describe, expect, it } from "vitest";
import { libraryNamesZh } from "./names-zh-labels.server";
import { zhCodename } from "#catalogue/names-zh";
import type { LibraryQuery } from "./query-model";
import type { LibraryResult } from "./types";

const facets = (values: Record<string, string[]>) =>
  Object.fromEntries(
    ["family", "series", "codename"].map((f) => [f, (values[f] ?? []).map((value) => ({ value, count: 1 }))]),
  ) as unknown as LibraryResult["facets"];

describe("the Chinese names a library page carries", () => {
  it("names the facets' and chosen filters' families, series and code names, and the rows' series, as the naming rules do", () => {
    const result = {
      facets: facets({ family: ["Ryzen", "FX"], series: ["Ryzen 7000"], codename: ["Raptor Lake"] }),
      items: [{ series: "Xeon E5 v4" }],
    } as unknown as LibraryResult;
    const query = { family: ["Core"], series: [], codename: [] } as unknown as LibraryQuery;
    const names = libraryNamesZh(result, query);
    expect(names["Ryzen"]).toBe("锐龙");
    expect(names["Core"]).toBe("酷睿");
    expect(names["Ryzen 7000"]).toMatch(/^锐龙 7000/);
    expect(names["Xeon E5 v4"]).toMatch(/^至强/);
    // Code names stay in English unless a Chinese form is established (names-zh.ts).
    expect(names["Raptor Lake"] ?? "Raptor Lake").toBe(zhCodename("Raptor Lake"));
    expect(names["FX"]).toBe("FX 系列");
    // A name the rules leave as it is needs no entry.
    for (const [value, zh] of Object.entries(names)) expect(zh).not.toBe(value);
  });
});
