// Explained seed/export differences (intel-legacy-desktop); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- HEDT parts compared with TechPowerUp: ARK's titles ("i7-6950X Processor Extreme Edition",
  // "i9-7900X X-series Processor") give the export rows other ids, so TechPowerUp is the fallback (5) ---
  {
    key: "intel/core-i7-6950x",
    field: "boostClockMhz",
    reason:
      "TechPowerUp gives the Turbo Boost 2.0 clock (3.5 GHz); ARK lists Max Turbo 3.50 GHz and Turbo Boost Max 3.0 at 4.00 GHz, and the seed records the highest clock Intel advertises (as for the 6800K/6850K/6900K, which ARK's export matches at 3.8/4.0/4.0 GHz)",
  },
  {
    key: "intel/core-i5-7640x",
    field: "baseClockMhz",
    reason: "TechPowerUp lists 3.9 GHz; ARK's i5-7640X row gives a 4.00 GHz base (max turbo 4.20 GHz), as the seed has",
  },
  {
    key: "intel/core-i5-7640x",
    field: "boostClockMhz",
    reason: "TechPowerUp lists 4.3 GHz; ARK's i5-7640X row gives Max Turbo Frequency 4.20 GHz (no Turbo Boost Max 3.0 on Kaby Lake-X), as the seed has",
  },
  {
    key: "intel/core-i7-7740x",
    field: "boostClockMhz",
    reason: "TechPowerUp lists 4.6 GHz; ARK's i7-7740X row gives Max Turbo Frequency 4.50 GHz (no Turbo Boost Max 3.0 on Kaby Lake-X), as the seed has",
  },
  {
    key: "intel/core-i9-7900x",
    field: "l3Kib",
    reason: "TechPowerUp rounds the L3 to 14 MB; ARK's i9-7900X row gives 13.75 MB (10 x 1.375 MB), which the seed has as 14080 KiB",
  },
  {
    key: "intel/core-i7-9800x",
    field: "boostClockMhz",
    reason:
      "TechPowerUp gives the Turbo Boost 2.0 clock (4.4 GHz); ARK's i7-9800X row lists Max Turbo 4.40 GHz and Turbo Boost Max 3.0 at 4.50 GHz, and the seed records the highest clock Intel advertises",
  },

  // --- Core 2 parts ARK no longer lists, compared with TechPowerUp (1) ---
  {
    key: "intel/core-2-duo-e6850",
    field: "tdpW",
    reason:
      "TechPowerUp lists 75 W; Intel rates the E6850 (Conroe, 3.0 GHz, 1333 MT/s FSB) at 65 W like every Core 2 Duo E6x00/E6x50, as the seed has (its E6550/E6750 rows, compared with the same TechPowerUp file, match at 65 W)",
  },
];
