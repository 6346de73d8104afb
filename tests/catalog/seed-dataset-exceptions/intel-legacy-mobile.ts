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
  // --- Two ARK SKUs under one processor number ---
  {
    key: "intel/core-2-solo-su3500",
    field: "baseClockMhz",
    reason:
      "ARK lists two Core 2 Solo SU3500 SKUs: 37133 (ULV, 1.40 GHz) and 42113 (1.30 GHz), both 3 MB, 5.5 W, BGA956, Q2'09; the export's match is the 1.30 GHz row. The seed is the 1.40 GHz ULV SKU, the one the Geekbench 6 entry (\"Core 2 Solo U3500\", 1.4 GHz) and its brand string name",
  },
];
