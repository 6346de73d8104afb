// npx tsx bench/search-engines.ts — the search engine decision (#27), measured: our index
// (search-index.ts + query-filters.ts, as the library runs it) against MiniSearch, a maintained
// full-text library, on the same query set (tests/support/search-query-set.ts: the most-run
// processors typed as people type them) and the same documents (the compact forms of every
// processor). MiniSearch gets the same model-number tokenizer and is run twice: on the query as
// typed, and with our brand/tier filters in front of it. Prints first-place and top-3 rates,
// build time and the p50/p99 of one query; not a test.
import MiniSearch from "minisearch";
import { structuredSearch } from "../app/catalog/library/query-filters";
import { rankedPositions } from "../app/catalog/library/search-corpus";
import { buildSearchIndex } from "../app/catalog/library/search-index";
import { forgivingSearch } from "../app/catalog/library/search-spelling";
import { slugifyModel } from "#catalogue/slug";
import { compactSearchForm } from "#catalogue/search-terms";
import { searchQuerySet, scoreQuerySet } from "../tests/support/search-query-set";
import { seedSearchCorpus } from "../tests/support/seed-search-corpus";

const TOP = Number(process.env.BENCH_TOP ?? 600);
const { seed, corpus, runs } = seedSearchCorpus();
const refs = seed.map((c) => `${c.vendor}/${slugifyModel(c.name)}`);
const cases = searchQuerySet(
  seed.map((c, pos) => ({ name: c.name, vendor: c.vendor, id: slugifyModel(c.name), runs: runs[pos] ?? 0 })),
  TOP,
);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/** The query's words as compact forms, and the whole query as one: "r7 7800x3d" -> r7, 7800x3d, r77800x3d. */
function queryTerms(q: string): string[] {
  const words = q
    .split(/[\s\-_/]+|(?<=\p{Script=Han})(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?=\p{Script=Han})/u)
    .map(compactSearchForm)
    .filter(Boolean);
  return [...new Set([compactSearchForm(q), ...words].filter(Boolean))];
}

function buildMiniSearch() {
  const mini = new MiniSearch<{ id: number; forms: string }>({
    fields: ["forms"],
    idField: "id",
    // Documents: the compact forms as they are; queries: queryTerms.
    tokenize: (text, field) => (field ? text.split(" | ") : queryTerms(text)),
    processTerm: (term) => term.toLowerCase() || null,
    searchOptions: { prefix: true, fuzzy: (term) => (term.length >= 6 ? 1 : false), combineWith: "OR" },
  });
  mini.addAll(corpus.index.documents.map((forms, id) => ({ id, forms })));
  return mini;
}

function miniSearcher(mini: MiniSearch<{ id: number; forms: string }>, withFilters: boolean) {
  return (q: string): string[] => {
    const structured = withFilters ? structuredSearch(q) : null;
    const text = structured ? structured.rest : q;
    const filter = structured
      ? (r: { id: number }) => {
          const { filters } = structured;
          const pos = r.id;
          if (filters.vendor !== null && corpus.vendors[pos] !== filters.vendor) return false;
          if (filters.families !== null && !filters.families.includes(corpus.families[pos] ?? "")) return false;
          return filters.tier === null || corpus.tiers[pos] === filters.tier;
        }
      : undefined;
    if (text.trim() === "") return [];
    return mini
      .search(text, filter ? { filter } : {})
      .slice(0, 3)
      .map((r) => refs[r.id as number] ?? "");
  };
}

function ours(q: string): string[] {
  const { ranks } = forgivingSearch(corpus, q);
  return ranks ? rankedPositions(corpus, ranks, 3).map((pos) => refs[pos] ?? "") : [];
}

function measure(name: string, search: (q: string) => string[], buildMs: number) {
  for (const c of cases.slice(0, 200)) search(c.q); // warm
  const times: number[] = [];
  const score = scoreQuerySet(cases, (q) => {
    const t = performance.now();
    const got = search(q);
    times.push(performance.now() - t);
    return got;
  });
  const pct = (n: number) => `${((100 * n) / score.queries).toFixed(1)}%`;
  console.log(
    `${name.padEnd(34)} first ${pct(score.first).padStart(6)}  top 3 ${pct(score.top3).padStart(6)}  build ${buildMs.toFixed(0).padStart(5)} ms  query p50 ${percentile(times, 0.5).toFixed(3)} ms  p99 ${percentile(times, 0.99).toFixed(3)} ms`,
  );
  return score;
}

console.log(`${cases.length} queries over the ${TOP} most-run processors; ${seed.length} processors indexed`);
let t = performance.now();
buildSearchIndex(corpus.index.documents);
measure("ours (n-gram index + filters)", ours, performance.now() - t);
t = performance.now();
const mini = buildMiniSearch();
const miniBuild = performance.now() - t;
measure("MiniSearch 7.2 (same tokenizer)", miniSearcher(mini, false), miniBuild);
measure("MiniSearch 7.2 + our filters", miniSearcher(mini, true), miniBuild);
