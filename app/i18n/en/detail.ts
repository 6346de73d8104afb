// en strings of the detail page (its spec sheet labels, related processors, rival rule, upgrade section and compare form); app/i18n/messages.ts says how a page gets them.
import type { Messages } from "../zh";

export const enDetail = {
  detail: {
    // The key facts' labels for what the spec sheet (written by the server) also lists.
    socket: "Socket",
    process: "Process",
    keyFacts: "Key facts",
    coresThreadsValue: "{cores} cores / {threads} threads",
    hybridSplit: "{p} P-cores + {e} E-cores",
    hybridSplitLp: "{p} P-cores + {e} E-cores + {lpe} LP E-cores",
    launchPrice: "Launch price",
    badges: "Features",
    badge: { unlocked: "Unlocked", vcache: "3D V-Cache", hybrid: "Hybrid", igpu: "Integrated graphics", npu: "NPU" },
    specSheet: "Full specifications",
    benchmarks: "Benchmarks",
    benchmarksIntro:
      "Each chart sets this processor (highlighted) against about 10 AMD and Intel processors of the same segment with the nearest scores.",
    noBenchmarks: "No benchmark results yet for this processor.",
    figureSource: "Source: {source}",
    figureDate: "Date: {date}",
    figureSamples: "Samples: {samples}",
    figureIncludes: "includes results of the {model}, which reports itself under this name",
    figureWithheld:
      "Geekbench 6: figure withheld. Its entry under this name ({samples} results) reports {cores} cores and {threads} threads, not this processor's {cpuCores} and {cpuThreads}: the results are of other setups (a virtual machine, cores or Hyper-Threading turned off, several sockets), so they are left out.",
    thisCpu: "this processor",
    score: "Score",
    familyChart: "Boost clock across the {series} series",
    familyChartCaption: "Labels give cores/threads and L3 cache; this processor is highlighted.",
    chartLabel: "{title}: bar chart",
    related: "Related processors",
    familyTable: "Same series",
    name: "Model",
    launch: "Launch",
    predecessor: "Predecessor",
    successor: "Successor",
    rival: "Rival",
    addToCompare: "Add to compare",
    compareWith: "Compare with…",
    provenance: "Where the data comes from",
    specFromVendor: "Specification from {vendor}'s product page",
    specFromAnnouncement: "Specification from {vendor}'s announcement, as reported by {outlets}, {date}",
    specReported: "Specification as reported by {outlets}",
    outletsAnd: " and ",
    seedSource: "Specifications from CPU Atlas's authored seed catalogue, checked against the vendor's page.",
    imported: "Imported: {source} ({format}, {date})",
    importedFields: "Fields: {fields}",
    catalogueBuilt: "Catalogue data built on {date}.",
    benchmarkSources: "Each benchmark figure names its source below its chart.",
  },
  // The rule that chose a detail page's rival (detail/rival.ts; /about says it in full).
  rivalRule: {
    byScore: "nearest in {test} ({score} vs {subjectScore}){tier}, launched within {months} months",
    tier: ", same class",
    byPrice: "nearest in launch price ({price} vs {subjectPrice}), launched within {months} months",
    bySpecs: "nearest on paper, launched within {months} months",
    how: "how rivals are chosen",
  },
  // The upgrade section of a detail page (components/platforms/upgrade-section.tsx); the advisor's own strings are in platforms.ts.
  detailUpgrade: {
    heading: "Upgrade options",
    intro: "What else the same board can take, what it gains, and what to watch for.",
    top: "Biggest gains on the same board:",
    link: "All upgrade options",
    socketPage: "About the {platform} platform",
    gainMulti: "Multi-core gain",
    gainSingle: "Single-core gain",
  },
  // The form that adds a processor to a comparison (components/compare/compare-add.tsx), on detail and compare pages.
  compareAdd: {
    add: "Add a processor",
    placeholder: "Type a model, e.g. 14700K",
    submit: "Add",
    full: "Four processors is the limit; remove one to add another.",
  },
} as const satisfies Pick<Messages, "detail" | "rivalRule" | "detailUpgrade" | "compareAdd">;
