// Explained seed/export differences (base); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- AMD export rows with the wrong power figure (2) ---
  {
    key: "amd/ryzen-9-4900h",
    field: "tdpW",
    reason:
      'AMD export: "Default TDP" holds the cTDP range "35-54W" and the importer takes its low end (35); AMD\'s default TDP for the 4900H is 45 W, as the seed has (with cTDP 35-54 W, like the export\'s 4800H and 4600H rows, "45W" / "35-54W")',
  },
  {
    key: "amd/ryzen-7-4800hs",
    field: "tdpW",
    reason:
      'AMD export: the 4800HS row repeats the 4800H row\'s power figures ("45W", cTDP "35-54W"); the HS models are AMD\'s 35 W parts (the export\'s own 4900HS row says "35W"), and the seed has 35 W',
  },

  // --- TechPowerUp (secondary source) errors and definitions (3) ---
  {
    key: "amd/epyc-7f52",
    field: "tdpW",
    reason:
      "TechPowerUp lists 155 W; AMD rates the high-frequency 7F52 (16 cores, 3.5-3.9 GHz, 256 MB L3) at 240 W, as the seed has. TechPowerUp's row agrees with the seed on cores, clocks and L3",
  },
  {
    key: "amd/epyc-74f3",
    field: "baseClockMhz",
    reason:
      "TechPowerUp lists a 2.8 GHz base clock; AMD's base clock for the 74F3 is 3.2 GHz (boost 4.0 GHz, 240 W), as the seed has. TechPowerUp's row agrees with the seed on boost, TDP and cTDP (225 W)",
  },
  {
    key: "amd/ryzen-5-4600hs",
    field: "l3Kib",
    reason:
      "TechPowerUp's \"Cache L3: 11MB (shared)\" is L2 + L3 together (6 x 512 KB L2 = 3 MB, plus 8 MB L3); Renoir has 8 MB of L3, as the seed has and as AMD's export gives for the 4600H",
  },
];
