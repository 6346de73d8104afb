// The Chinese names a library page shows for the family, series and code-name values on it
// (its facets, its chosen filters, its rows' series), written on the server so the browser does
// not load the naming rules (catalogue/names-zh.ts) with the page.
import { zhCodename, zhSeriesName } from "#catalogue/names-zh";
import type { LibraryQuery } from "./query-model";
import type { LibraryResult } from "./types";

/** Value -> its Chinese name, for the values whose Chinese name differs. */
export type NamesZh = Record<string, string>;

export function libraryNamesZh(result: LibraryResult, query: LibraryQuery): NamesZh {
  const names: NamesZh = {};
  const add = (value: string, zh: string) => {
    if (zh !== value) names[value] = zh;
  };
  for (const facet of ["family", "series"] as const) {
    for (const { value } of result.facets[facet]) add(value, zhSeriesName(value));
    for (const value of query[facet] ?? []) add(value, zhSeriesName(value));
  }
  for (const { value } of result.facets.codename) add(value, zhCodename(value));
  for (const value of query.codename ?? []) add(value, zhCodename(value));
  for (const item of result.items) add(item.series, zhSeriesName(item.series));
  return names;
}
