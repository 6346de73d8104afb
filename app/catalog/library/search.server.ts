// Search matches from the FTS5 trigram table (LIKE for forms under three characters),
// checked exactly and ranked by search-plan.ts.
import type { Catalogue } from "../db.server";
import { matchesSearch, searchRank, type SearchPlan } from "./search-plan";

type SearchRow = { rowid: number; terms: string };

export function searchRanks(catalogue: Catalogue, plan: SearchPlan): Map<number, number> {
  const rows = (
    plan.fts
      ? catalogue.sqlite.prepare("SELECT rowid, terms FROM cpu_search WHERE cpu_search MATCH ?").all(plan.fts)
      : catalogue.sqlite.prepare("SELECT rowid, terms FROM cpu_search WHERE terms LIKE ? ESCAPE '\\'").all(`%${plan.compact}%`)
  ) as SearchRow[];
  const ranks = new Map<number, number>();
  for (const row of rows) {
    if (matchesSearch(row.terms, plan)) ranks.set(row.rowid, searchRank(row.terms, plan));
  }
  return ranks;
}
