// The seed catalogue as the library searches it, for tests and benchmarks that need no build:
// the same documents as the catalogue writer, the brand words the index adds, the spelling
// vocabulary and the Geekbench 6 result counts of data/benchmarks/geekbench6.json.
import { readFileSync } from "node:fs";
import { loadSeedCatalogue } from "../../db/seed";
import { slugifyModel } from "#catalogue/slug";
import { zhCodename, zhModelName } from "#catalogue/names-zh";
import { derivedAliases, processorSearchDocument, withVendorForms } from "#catalogue/search-terms";
import { buildSpellingVocabulary } from "../../app/catalog/spelling";
import { buildSearchCorpus, type SearchCorpus } from "../../app/catalog/library/search-corpus";
import { generationKeyOf, platformWords } from "../../app/catalog/library/search-platforms";
import type { SearchVocabulary } from "../../app/catalog/library/search-query";
import { PLATFORMS } from "../../app/catalog/platforms";

export type SeedProcessor = ReturnType<typeof loadSeedCatalogue>["cpus"][number];
type Geekbench6File = { figures: Record<string, { samples: number }> };

/** The search's word vocabulary over the seed: its memory types, the platform words, its code names and microarchitectures. */
function seedVocabulary(seed: readonly SeedProcessor[]): SearchVocabulary {
  const codenames = new Set(seed.map((c) => c.codename?.toLowerCase()));
  const uarchs = new Set(seed.map((c) => c.microarchitecture?.toLowerCase()));
  return {
    memory: new Map(seed.flatMap((c) => c.memoryTypes ?? []).map((m) => [m.toLowerCase(), m])),
    platforms: platformWords(PLATFORMS),
    listedAs: (name) =>
      codenames.has(name.toLowerCase()) ? "codename" : uarchs.has(name.toLowerCase()) ? "uarch" : null,
  };
}

export function seedSearchCorpus(dataDir = "data"): {
  seed: SeedProcessor[];
  corpus: SearchCorpus;
  runs: number[];
  vocabulary: SearchVocabulary;
} {
  const seed = loadSeedCatalogue(`${dataDir}/cpus`).cpus;
  const figures = (JSON.parse(readFileSync(`${dataDir}/benchmarks/geekbench6.json`, "utf8")) as Geekbench6File).figures;
  const documents = seed.map((c) => {
    const nameZh = zhModelName(c.name);
    const document = processorSearchDocument({
      name: c.name,
      nameZh,
      codename: c.codename ?? null,
      codenameZh: zhCodename(c.codename),
      series: c.series,
      aliases: [...derivedAliases(c.name, nameZh), ...(c.aliases ?? [])],
    });
    return withVendorForms(document, c.vendor);
  });
  const runs = seed.map((c) => figures[`${c.vendor}/${slugifyModel(c.name)}`]?.samples ?? 0);
  const vocabulary = buildSpellingVocabulary(
    seed.map((c, i) => [...(documents[i] ?? "").split(" | "), c.name, c.family, c.series, c.codename ?? ""]),
  );
  const corpus = buildSearchCorpus({
    documents,
    names: seed.map((c) => c.name),
    families: seed.map((c) => c.family),
    vendors: seed.map((c) => c.vendor),
    launchSort: seed.map((c) => c.launchDate ?? ""),
    runs,
    sockets: seed.map((c) => (c as { maxSockets?: number }).maxSockets ?? 0),
    generations: seed.map((c) =>
      generationKeyOf(
        {
          name: c.name,
          series: c.series,
          segment: c.segment,
          codename: c.codename ?? null,
          socket: c.socket ?? null,
          launchDate: c.launchDate ?? null,
        },
        PLATFORMS,
      ),
    ),
    vocabulary: () => vocabulary,
  });
  return { seed, corpus, runs, vocabulary: seedVocabulary(seed) };
}
