// Search matches from the FTS5 trigram table (LIKE for forms under three characters),
// checked exactly and ranked by search-plan.ts against the documents held in the index.
import type { Catalogue } from "../db.server";
import { matchesSearch, searchRank, type SearchPlan } from "./search-plan";

export function searchRanks(catalogue: Catalogue, documents: ReadonlyMap<number, string>, plan: SearchPlan): Map<number, number> {
  const statement = plan.fts
    ? catalogue.sqlite.prepare("SELECT rowid FROM cpu_search WHERE cpu_search MATCH ?")
    : catalogue.sqlite.prepare("SELECT rowid FROM cpu_search WHERE terms LIKE ?");
  const rowids = statement.pluck().all(plan.fts ?? `%${plan.compact}%`) as number[];
  const ranks = new Map<number, number>();
  for (const rowid of rowids) {
    const document = documents.get(rowid);
    if (document !== undefined && matchesSearch(document, plan)) ranks.set(rowid, searchRank(document, plan));
  }
  return ranks;
}
