// Explained seed/export differences (intel-core-modern); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  {
    key: "intel/core-i7-8709g",
    field: "tdpW",
    reason:
      "Intel ARK gives the package TDP of the Kaby Lake G part with Radeon RX Vega M GH graphics as 100 W; TechPowerUp lists 65 W, the figure of the GL-graphics parts (8705G/8706G). ARK's id carries the graphics suffix, so the test falls back to TechPowerUp.",
  },
  {
    key: "intel/core-i7-8809g",
    field: "tdpW",
    reason:
      "Intel ARK gives the package TDP of the Kaby Lake G part with Radeon RX Vega M GH graphics as 100 W; TechPowerUp lists 65 W, the figure of the GL-graphics parts (8705G/8706G). ARK's id carries the graphics suffix, so the test falls back to TechPowerUp.",
  },
];
