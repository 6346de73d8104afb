// en strings of every page (the header, footer, error page, titles, and the detail strings the home ladder shares); app/i18n/messages.ts says how a page gets them.
import type { Messages } from "../zh";

export const enCommon = {
  siteName: "CPU Atlas",
  siteTagline: "AMD and Intel processor specs, comparisons and rankings",
  placeholders: { welcome: "Welcome", home: "Home", about: "About Us" },
  nav: {
    breadcrumb: "Breadcrumb",
    home: "Home",
    library: "Library",
    primary: "Main navigation",
    skipToContent: "Skip to content",
  },
  search: {
    label: "Search processors",
    landmark: "Site search",
    placeholder: "e.g. 7800X3D, i7 14700K, Ryzen 7",
    submit: "Search",
  },
  language: { label: "Language", switchTo: "中文", switchToLang: "zh" },
  theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
  footer: {
    apiDocs: "Open data API",
    sourcesUnknown: "Specifications from AMD's and Intel's own pages; each benchmark figure names its source.",
    about: "About Us: sources and methods",
    rights: "CPU Atlas · specifications as published by the vendors",
  },
  suggest: {
    label: "Search processors",
    results: "{count} suggestions",
    resultsOne: "1 suggestion",
    none: "No matching processor",
    open: "Open",
    didYouMean: "Did you mean",
    enterOpens: "Enter opens",
  },
  cpu: {
    titleSuffix: "specs and benchmarks — CPU Atlas",
    description:
      "Full specifications of the {name}: {cores} cores, {threads} threads, boost {boost}, L3 {l3}, TDP {tdp}.",
    specs: "Specifications",
    coresThreads: "Cores / threads",
    boostClock: "Max boost clock",
    l3: "L3 cache",
    tdp: "TDP",
  },
  benchmark: {
    test: {
      "geekbench6-single": "Geekbench 6 single-core",
      "geekbench6-multi": "Geekbench 6 multi-core",
      "cinebench-r23-single": "Cinebench R23 single-core",
      "cinebench-r23-multi": "Cinebench R23 multi-core",
      passmark: "PassMark CPU Mark",
      "passmark-single": "PassMark single-thread",
    },
    kind: { measured: "measured", estimated: "estimated" },
    lowConfidenceTag: "low confidence",
    lowConfidence: {
      "few-results": "Low confidence: an average of fewer than 20 results, which one outlier can move a lot",
      "not-scaling":
        "Low confidence: a server multi-core average that does not grow with core count (multi-socket and virtual-machine results mixed in)",
    },
  },
  error: {
    notFoundTitle: "Page Not Found",
    serverErrorTitle: "Internal Server Error",
    notFoundExplain: "There is no page at this address: it may be mistyped, or the page has moved.",
    serverErrorExplain: "Something went wrong while answering this request; please try again later.",
    backHome: "Back to the home page",
  },
  vendor: { amd: "AMD", intel: "Intel" },
  powerBasis: { pl2: "PL2", ppt: "PPT", tdp: "TDP" },
  powerBasisFull: { pl2: "PL2, max turbo power", ppt: "PPT, AMD socket power", tdp: "TDP" },
  segment: { desktop: "Desktop", laptop: "Laptop", workstation: "Workstation", server: "Server", embedded: "Embedded" },
  status: {
    launched: "Launched",
    discontinued: "Discontinued",
    announced: "Announced",
    oem: "OEM: not on {vendor}'s public list",
  },
  statusAnyVendor: "the vendor",
} as const satisfies Pick<
  Messages,
  | "siteName"
  | "siteTagline"
  | "placeholders"
  | "nav"
  | "search"
  | "language"
  | "theme"
  | "footer"
  | "suggest"
  | "cpu"
  | "benchmark"
  | "error"
  | "vendor"
  | "powerBasis"
  | "powerBasisFull"
  | "segment"
  | "status"
  | "statusAnyVendor"
>;
