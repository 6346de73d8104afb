// Explained seed/export differences (intel-legacy-desktop); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- Core 2 parts ARK no longer lists, compared with TechPowerUp (2) ---
  {
    key: "intel/core-2-duo-e6850",
    field: "tdpW",
    reason:
      "TechPowerUp lists 75 W; Intel rates the E6850 (Conroe, 3.0 GHz, 1333 MT/s FSB) at 65 W like every Core 2 Duo E6x00/E6x50, as the seed has (its E6550/E6750 rows, compared with the same TechPowerUp file, match at 65 W)",
  },
  {
    key: "intel/core-2-quad-q6700",
    field: "tdpW",
    reason:
      "TechPowerUp lists 95 W; Intel's own ARK export (Spec-ify/hwapi parsing/src/cpu/intel/chunks/14.csv, 2024-01) rates the Q6700 at 105 W, as it does the Q6600 (the seed's 105 W), so the seed follows the vendor",
  },
];
