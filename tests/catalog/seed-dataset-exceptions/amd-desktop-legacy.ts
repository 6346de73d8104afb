// Explained seed/export differences (amd-desktop-legacy); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "./types";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  {
    key: "amd/fx-6300",
    field: "boostClockMhz",
    reason:
      'AMD export: the FX-6300 row gives "Up to 3.8 GHz"; AMD\'s FX-6300 (Vishera, 3.5 GHz base) has a 4.1 GHz max Turbo Core clock, as the seed has and as TechPowerUp\'s row gives ("up to 4.1 GHz"); the same export row also marks the part as not unlocked, though every FX is unlocked',
  },
  {
    key: "amd/a8-6600k",
    field: "tdpW",
    reason:
      "AMD export: the A8-6600K row gives \"65W\"; the A8-6600K is one of AMD's 100 W unlocked Richland APUs (like the A10-6800K, which the export gives as 100W), as the seed has and as TechPowerUp's row gives (100 W); AMD's 65 W Richland A8 is the locked A8-6500",
  },
  {
    key: "amd/phenom-ii-x2-545",
    field: "l3Kib",
    reason:
      'TechPowerUp: the Phenom II X2 545 row writes its L3 as "6MB (per core)", which reads as 12 MB over two cores; the 545 is a Callisto part with one 6 MB L3 shared by both cores, as TechPowerUp gives for the X2 B55 ("6MB (shared)") and as the seed has',
  },
];
