import type { Messages } from "./zh";

export const en = {
  siteName: "CPU Atlas",
  siteTagline: "AMD and Intel processor specs, comparisons and rankings",
  placeholders: { welcome: "Welcome", home: "Home", about: "About Us" },
  nav: { home: "Home", library: "Library", primary: "Main navigation" },
  search: { label: "Search processors", placeholder: "e.g. 7800X3D, i7 14700K, Ryzen 7", submit: "Search" },
  language: { label: "Language", switchTo: "中文", switchToLang: "zh" },
  theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
  footer: {
    sources:
      "Data sources: AMD and Intel official specification pages; benchmarks from Geekbench Browser, Cinebench R23 reviews and PassMark, each figure attributed.",
    about: "About Us",
    rights: "CPU Atlas · specifications as published by the vendors",
  },
  home: {
    title: "CPU Atlas — AMD and Intel processor rankings and specifications",
    description: "Look up, compare and rank AMD and Intel processors: full specifications, benchmarks and a performance ladder.",
    heading: "Welcome to CPU Atlas",
    catalogueCount: "{count} processors in the catalogue",
    newest: "Newest releases",
    browse: "Browse all processors",
  },
  library: {
    title: "Processor library — CPU Atlas",
    description: "Filter every AMD and Intel processor by vendor, segment, socket and specifications.",
    heading: "Processor library",
    results: "{count} processors",
    empty: "No processor matches.",
  },
  cpu: {
    titleSuffix: "specs and benchmarks — CPU Atlas",
    description: "Full specifications of the {name}: {cores} cores, {threads} threads, boost {boost}, L3 {l3}, TDP {tdp}.",
    specs: "Specifications",
    coresThreads: "Cores / threads",
    boostClock: "Max boost clock",
    l3: "L3 cache",
    tdp: "TDP",
  },
  error: {
    notFoundTitle: "Page Not Found",
    serverErrorTitle: "Internal Server Error",
    backHome: "Back to the home page",
  },
  vendor: { amd: "AMD", intel: "Intel" },
  segment: { desktop: "Desktop", laptop: "Laptop", workstation: "Workstation", server: "Server", embedded: "Embedded" },
} as const satisfies Messages;
