// Explained seed/export differences (intel-legacy-mobile); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  // --- Core 2 Duo mobile parts ARK no longer lists, compared with TechPowerUp (4) ---
  {
    key: "intel/core-2-duo-t5500",
    field: "tdpW",
    reason:
      "TechPowerUp lists 35 W; Intel rates the 65 nm Merom Core 2 Duo T5x00/T7x00 parts on the 667 MT/s FSB (Socket M, 1.66 GHz, 2 MB L2) at 34 W, as the seed has; the 35 W figure belongs to the later 800 MT/s Santa Rosa (Socket P) Merom parts such as the T7300/T7500",
  },
  {
    key: "intel/core-2-duo-t7200",
    field: "tdpW",
    reason:
      "TechPowerUp lists 35 W; Intel rates the 65 nm Merom Core 2 Duo T5x00/T7x00 parts on the 667 MT/s FSB (Socket M, 2.0 GHz, 4 MB L2) at 34 W, as the seed has; the 35 W figure belongs to the later 800 MT/s Santa Rosa (Socket P) Merom parts such as the T7300/T7500",
  },
  {
    key: "intel/core-2-duo-t7400",
    field: "tdpW",
    reason:
      "TechPowerUp lists 35 W; Intel rates the 65 nm Merom Core 2 Duo T5x00/T7x00 parts on the 667 MT/s FSB (Socket M, 2.16 GHz, 4 MB L2) at 34 W, as the seed has; the 35 W figure belongs to the later 800 MT/s Santa Rosa (Socket P) Merom parts such as the T7300/T7500",
  },
  {
    key: "intel/core-2-duo-t7600",
    field: "tdpW",
    reason:
      "TechPowerUp lists 35 W; Intel rates the 65 nm Merom Core 2 Duo T5x00/T7x00 parts on the 667 MT/s FSB (Socket M, 2.33 GHz, 4 MB L2) at 34 W, as the seed has; the 35 W figure belongs to the later 800 MT/s Santa Rosa (Socket P) Merom parts such as the T7300/T7500",
  },
];
