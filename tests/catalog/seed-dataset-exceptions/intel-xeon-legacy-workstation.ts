// Explained seed/export differences (intel-xeon-legacy-workstation); see ../seed-dataset-exceptions.ts for the rules.
import type { SeedDatasetException } from "../seed-dataset-exceptions";

export const EXCEPTIONS: readonly SeedDatasetException[] = [
  {
    key: "intel/xeon-w-2175",
    field: "l3Kib",
    reason:
      'ARK\'s "Cache" field rounds to "19 MB"; the same ARK page\'s product title says "19.25M Cache" (14 cores x 1.375 MB of Skylake-W L3, like the W-2275\'s 19.25 MB), so the seed has 19.25 MB = 19712 KiB',
  },
];
