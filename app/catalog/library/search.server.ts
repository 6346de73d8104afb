// Search matches from the FTS5 trigram table (a scan of the in-memory documents for forms under three characters),
// checked exactly and ranked by search-plan.ts against the documents held in the index.
import type { Catalogue } from "../db.server";
import { matchesSearch, searchRank, type SearchPlan } from "./search-plan";

export function searchRanks(catalogue: Catalogue, documents: ReadonlyMap<number, string>, plan: SearchPlan): Map<number, number> {
  const ranks = new Map<number, number>();
  if (!plan.fts) {
    // One or two characters: no trigram can help, and scanning the documents already in
    // memory is several times faster than a LIKE scan of the table.
    for (const [rowid, document] of documents) if (matchesSearch(document, plan)) ranks.set(rowid, searchRank(document, plan));
    return ranks;
  }
  const rowids = catalogue.sqlite.prepare("SELECT rowid FROM cpu_search WHERE cpu_search MATCH ?").pluck().all(plan.fts) as number[];
  for (const rowid of rowids) {
    const document = documents.get(rowid);
    if (document !== undefined && matchesSearch(document, plan)) ranks.set(rowid, searchRank(document, plan));
  }
  return ranks;
}
