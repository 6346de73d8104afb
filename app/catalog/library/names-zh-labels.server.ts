// The Chinese names a library page shows for the family, series and code-name values on it
// (its facets, its chosen filters, its rows' series), written on the server so the browser does
// not load the naming rules (catalogue/names-zh.ts) with the page.
import { zhCodename, zhSeriesName } from "#catalogue/names-zh";
import type { LibraryQuery } from "./query-model";
import type { LibraryResult } from "./types";

/** Value -> its Chinese name, for the values whose Chinese name differs. */
export type NamesZh = Record<string, string>;

/**
 * The naming rules are pure functions of a name, and a page can show every series and code name
 * of the catalogue (about 1 ms of regular expressions): each name is worked out once per process.
 * Only the catalogue's own names (facets, rows) are kept: a few hundred.
 */
const memo = (name: (value: string) => string) => {
  const known = new Map<string, string>();
  return (value: string) => {
    let zh = known.get(value);
    if (zh === undefined) known.set(value, (zh = name(value)));
    return zh;
  };
};
const seriesZh = memo(zhSeriesName);
const codenameZh = memo(zhCodename);

export function libraryNamesZh(result: LibraryResult, query: LibraryQuery): NamesZh {
  const names: NamesZh = {};
  const add = (value: string, zh: string) => {
    if (zh !== value) names[value] = zh;
  };
  for (const facet of ["family", "series"] as const) {
    for (const { value } of result.facets[facet]) add(value, seriesZh(value));
    // A chosen value comes from the request: worked out each time, so no request grows the memo.
    for (const value of query[facet] ?? []) add(value, zhSeriesName(value));
  }
  for (const { value } of result.facets.codename) add(value, codenameZh(value));
  for (const value of query.codename ?? []) add(value, zhCodename(value));
  for (const item of result.items) add(item.series, seriesZh(item.series));
  return names;
}
