// Explained seed/export differences (intel-legacy-desktop); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- Core 2 parts ARK no longer lists, compared with TechPowerUp (1) ---
  {
    key: "intel/core-2-duo-e6850",
    field: "tdpW",
    reason:
      "TechPowerUp lists 75 W; Intel rates the E6850 (Conroe, 3.0 GHz, 1333 MT/s FSB) at 65 W like every Core 2 Duo E6x00/E6x50, as the seed has (its E6550/E6750 rows, compared with the same TechPowerUp file, match at 65 W)",
  },
];
